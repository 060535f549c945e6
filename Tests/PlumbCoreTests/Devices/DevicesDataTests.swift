import PlumbCore
import XCTest

/// Every row and figure of the device research (DevicesDataTables) against the catalog.
final class DevicesDataTests: XCTestCase {
    /// The iPhone 17 models run iOS 26 only; the catalog gives them the iOS 26 landscape bottom
    /// the notes give, as the iPhone Air's row does, instead of the 16 Pro's iOS 18 value.
    private let iOS26Only = ["iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air"]

    func testNewerDevicesMatchEveryRow() throws {
        for row in DevicesDataTables.newerDevices {
            let points = try XCTUnwrap(TableParsing.points(row.points), row.devices)
            let safeArea = try XCTUnwrap(TableParsing.pair(row.safeArea), row.devices)
            for name in TableParsing.deviceNames(row.devices) {
                let device = try XCTUnwrap(DeviceCatalog.devices.first { $0.name == name }, name)
                XCTAssertEqual(device.points, points, name)
                XCTAssertEqual(device.safeArea(.portrait).top, safeArea.first, name)
                XCTAssertEqual(device.safeArea(.portrait).bottom, safeArea.second, name)
                XCTAssertEqual(device.scale, device.platform == .iOS ? 3 : 2, name)
            }
        }
    }

    func testSafeAreasMatchEveryFamilyRowInBothOrientations() throws {
        for row in DevicesDataTables.safeAreaFamilies {
            let portrait = try XCTUnwrap(TableParsing.pair(row.portrait), row.family)
            let landscape = try XCTUnwrap(TableParsing.pair(row.landscape), row.family)
            for id in row.ids {
                let device = try XCTUnwrap(DeviceCatalog.device(id: id), id)
                XCTAssertEqual(
                    device.safeArea(.portrait),
                    Insets(top: portrait.first, bottom: portrait.second, left: 0, right: 0), id
                )
                XCTAssertEqual(device.safeArea(.landscape), expectedLandscape(device, row: landscape), id)
            }
        }
    }

    func testEveryPhoneAndPadIsInASafeAreaFamily() {
        let listed = Set(DevicesDataTables.safeAreaFamilies.flatMap(\.ids))
        let unlisted = DeviceCatalog.devices
            .filter { [.iOS, .iPadOS].contains($0.platform) && !listed.contains($0.id) }
            .map(\.id)
        // The iPod touch is not in the data; it has the home-button iPhones' insets.
        XCTAssertEqual(unlisted, ["ipod-touch-5"])
        XCTAssertEqual(DeviceCatalog.device(id: "ipod-touch-5")?.safeArea(.portrait), DeviceCatalog.device(id: "iphone-se-4")?.safeArea(.portrait))
    }

    func testInsetsOSVersions() {
        for device in DeviceCatalog.devices {
            switch device.platform {
            case .iOS, .iPadOS:
                let expected = iOS26Only.contains(device.id) ? "26" : DevicesDataTables.insetsOSVersion
                XCTAssertEqual(device.insetsOSVersion, expected, device.id)
            case .watchOS, .tvOS:
                XCTAssertNil(device.insetsOSVersion, device.id)
            }
        }
    }

    func testSizeClassRules() {
        for device in DeviceCatalog.devices(platform: .iOS) {
            let wide = device.points.width >= DevicesDataTables.widePhoneMinimumWidth
            XCTAssertEqual(device.sizeClasses(.portrait), SizeClasses(horizontal: .compact, vertical: .regular), device.id)
            XCTAssertEqual(
                device.sizeClasses(.landscape),
                SizeClasses(horizontal: wide ? .regular : .compact, vertical: .compact), device.id
            )
        }
        for device in DeviceCatalog.devices(platform: .iPadOS) {
            for orientation in Orientation.allCases {
                XCTAssertEqual(device.sizeClasses(orientation), SizeClasses(horizontal: .regular, vertical: .regular), device.id)
            }
        }
    }

    /// "1/3 → compact width; 1/2 → compact on all but the 12.9"/13" in landscape; 2/3 → regular
    /// in landscape, compact in portrait", for every iPad, including those the HIG's table omits.
    func testSplitViewSizeClassRules() {
        let largest: Set = ["ipad-pro-12-9", "ipad-pro-13-m4", "ipad-air-13-m2"]
        for device in DeviceCatalog.devices(platform: .iPadOS) {
            XCTAssertEqual(device.splitViews.count, 5, device.id)
            for pane in device.splitViews {
                let regularWidth = switch pane.fraction {
                case .oneThird: false
                case .half: pane.orientation == .landscape && largest.contains(device.id)
                case .twoThirds: pane.orientation == .landscape
                }
                XCTAssertEqual(
                    pane.sizeClasses, SizeClasses(horizontal: regularWidth ? .regular : .compact, vertical: .regular),
                    "\(device.id) \(pane.fraction.rawValue) \(pane.orientation)"
                )
            }
        }
    }

    func testMeasuredSplitWidthsOfThe11InchIPadPro() throws {
        let device = try XCTUnwrap(DeviceCatalog.device(id: "ipad-pro-11"))
        let measured = DevicesDataTables.iPadPro11LandscapeSplitWidths
        let expected: [SplitFraction: Double] = [.oneThird: measured.oneThird, .half: measured.half, .twoThirds: measured.twoThirds]
        let landscape = device.splitViews.filter { $0.orientation == .landscape }
        XCTAssertEqual(landscape.count, 3)
        for pane in landscape {
            XCTAssertEqual(pane.size, PointSize(width: expected[pane.fraction] ?? 0, height: 834), pane.fraction.rawValue)
            XCTAssertFalse(pane.isComputed, pane.fraction.rawValue)
        }
    }

    func testBars() throws {
        XCTAssertEqual(BarHeights.navigationBar, DevicesDataTables.navigationBar)
        XCTAssertEqual(BarHeights.navigationBarWithLargeTitle, DevicesDataTables.navigationBarWithLargeTitle)
        let phone = try XCTUnwrap(DeviceCatalog.device(id: "iphone-14-pro"))
        XCTAssertEqual(phone.tabBarHeight(.portrait), DevicesDataTables.tabBar + 34)
        XCTAssertEqual(phone.tabBarHeight(.landscape), DevicesDataTables.tabBar + 21)
    }

    func testStatusBars() {
        for device in DeviceCatalog.devices(platform: .iOS) {
            let height = device.statusBarHeight(.portrait) ?? -1
            switch device.safeArea(.portrait).top {
            case 20: XCTAssertEqual(height, DevicesDataTables.homeButtonStatusBar, device.id)
            case 59...: XCTAssertEqual(height, DevicesDataTables.dynamicIslandStatusBar, device.id)
            default: XCTAssertTrue(DevicesDataTables.notchedStatusBars.contains(height), device.id)
            }
            XCTAssertEqual(device.statusBarHeight(.landscape), 0, "hidden in landscape: \(device.id)")
        }
        for device in DeviceCatalog.devices(platform: .iPadOS) {
            XCTAssertEqual(device.statusBarHeight(.landscape), device.statusBarHeight(.portrait), device.id)
        }
    }

    func testTVScreenAndSafeZone() {
        let screen = DevicesDataTables.tvScreen
        let zone = DevicesDataTables.tvSafeZone
        let tvs = DeviceCatalog.devices(platform: .tvOS)
        XCTAssertFalse(tvs.isEmpty)
        for device in tvs {
            XCTAssertEqual(device.points, PointSize(width: screen.width, height: screen.height), device.id)
            XCTAssertEqual(device.screenSize(.landscape), device.points, device.id)
            XCTAssertEqual(
                device.safeArea(.landscape),
                Insets(top: zone.topAndBottom, bottom: zone.topAndBottom, left: zone.sides, right: zone.sides), device.id
            )
        }
    }

    /// The landscape column reads "left = right / bottom, top 0" for iPhones. iPads keep the
    /// status bar on top and have no side insets, so for them it is top / bottom.
    private func expectedLandscape(_ device: Device, row: (first: Double, second: Double)) -> Insets {
        switch device.platform {
        case .iPadOS:
            return Insets(top: row.first, bottom: row.second, left: 0, right: 0)
        default:
            let bottom = iOS26Only.contains(device.id) ? DevicesDataTables.iOS26IPhoneLandscapeBottom : row.second
            return Insets(top: 0, bottom: bottom, left: row.first, right: row.first)
        }
    }
}
