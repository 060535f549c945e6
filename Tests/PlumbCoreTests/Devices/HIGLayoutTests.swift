import PlumbCore
import XCTest

/// Every row of every table in the layout guidelines, value by value, against the catalog.
final class HIGLayoutTests: XCTestCase {
    /// Where the catalog holds another value than the guidelines, on purpose: the HIG gives the
    /// 10.5" iPad Pro the 11" size; it has the 10.5" iPad Air's panel.
    private let dimensionErrata = ["10.5\" iPad Pro": "834x1112 pt (1668x2224 px @2x)"]

    /// The HIG makes the 390 and 393 pt iPhone 14 and 14 Pro regular height in landscape, unlike
    /// every other phone of their width; the device research and the JSON example of docs/devices.md say compact.
    private let landscapeSizeClassErrata = [
        "iPhone 14 Pro": "Compact width, compact height",
        "iPhone 14": "Compact width, compact height",
    ]

    /// Names the size-class tables use for catalog devices named otherwise.
    private let aliases = [
        "iPhone SE": ["4.7\" iPhone SE", "4\" iPhone SE"],
        "7.9\" iPad mini 4": ["7.9\" iPad mini"],
    ]

    func testScreenSizesMatchEveryRow() throws {
        for row in HIGLayoutTables.screenSizes {
            let cell = dimensionErrata[row.device] ?? row.dimensions
            let expected = try XCTUnwrap(TableParsing.dimensions(cell), row.device)
            for device in devices(named: row.device) {
                XCTAssertEqual(device.points, expected.points, row.device)
                XCTAssertEqual(device.pixels, expected.pixels, row.device)
                XCTAssertEqual(device.scale, expected.scale, row.device)
            }
        }
    }

    func testSizeClassesMatchEveryRow() throws {
        for row in HIGLayoutTables.sizeClasses {
            let portrait = try XCTUnwrap(TableParsing.sizeClasses(row.portrait), row.device)
            let landscapeCell = landscapeSizeClassErrata[row.device] ?? row.landscape
            let landscape = try XCTUnwrap(TableParsing.sizeClasses(landscapeCell), row.device)
            for device in devices(named: row.device) {
                XCTAssertEqual(device.sizeClasses(.portrait), portrait, row.device)
                XCTAssertEqual(device.sizeClasses(.landscape), landscape, row.device)
            }
        }
    }

    func testSplitViewSizeClassesMatchEveryRow() throws {
        var deviceName = ""
        for row in HIGLayoutTables.splitViews {
            if !row.device.isEmpty { deviceName = row.device }
            let fraction = try XCTUnwrap(SplitFraction(rawValue: String(row.mode.prefix(3))), row.mode)
            for device in devices(named: deviceName) {
                for (orientation, cell) in [(Orientation.portrait, row.portrait), (.landscape, row.landscape)] {
                    let pane = device.splitViews.first { $0.fraction == fraction && $0.orientation == orientation }
                    let context = "\(deviceName) \(row.mode) \(orientation)"
                    if cell == "N/A" {
                        XCTAssertNil(pane, context)
                    } else {
                        XCTAssertEqual(pane?.sizeClasses, TableParsing.sizeClasses(cell), context)
                    }
                }
            }
        }
    }

    func testWatchScreensMatchEveryRowAtTwoX() throws {
        let ids = [
            "Apple Watch Ultra 49mm": "apple-watch-ultra-49mm",
            "7 and later 41 mm": "apple-watch-series-7-41mm",
            "7 and later 45 mm": "apple-watch-series-7-45mm",
            "4, 5, and 6 40 mm": "apple-watch-series-4-40mm",
            "4, 5, and 6 44 mm": "apple-watch-series-4-44mm",
            "1, 2, and 3 38 mm": "apple-watch-series-1-38mm",
            "1, 2, and 3 42 mm": "apple-watch-series-1-42mm",
        ]
        for row in HIGLayoutTables.watchScreens {
            let key = "\(row.series) \(row.size)"
            let device = try XCTUnwrap(ids[key].flatMap(DeviceCatalog.device(id:)), key)
            XCTAssertEqual(device.platform, .watchOS, key)
            XCTAssertEqual(device.pixels, PixelSize(width: row.width, height: row.height), key)
            XCTAssertEqual(device.scale, 2, key)
            XCTAssertEqual(device.points, PointSize(width: Double(row.width) / 2, height: Double(row.height) / 2), key)
            XCTAssertNil(device.sizeClasses(.portrait), key)
        }
        XCTAssertEqual(DeviceCatalog.devices(platform: .watchOS).count, HIGLayoutTables.watchScreens.count)
    }

    func testTVSafeZone() {
        let zone = HIGLayoutTables.tvSafeZone
        let expected = Insets(top: zone.topAndBottom, bottom: zone.topAndBottom, left: zone.sides, right: zone.sides)
        for device in DeviceCatalog.devices(platform: .tvOS) {
            XCTAssertEqual(device.safeArea(.landscape), expected, device.id)
        }
    }

    func testErrataStillDifferFromTheGuidelines() {
        for row in HIGLayoutTables.screenSizes {
            if let value = dimensionErrata[row.device] { XCTAssertNotEqual(value, row.dimensions) }
        }
        for row in HIGLayoutTables.sizeClasses {
            if let value = landscapeSizeClassErrata[row.device] { XCTAssertNotEqual(value, row.landscape) }
        }
    }

    private func devices(named name: String) -> [Device] {
        let names = aliases[name] ?? [name]
        let found = DeviceCatalog.devices.filter { names.contains($0.name) }
        XCTAssertEqual(found.count, names.count, "catalog devices named \(names)")
        return found
    }
}
