import Foundation
import PlumbCore
import XCTest

final class DeviceCatalogTests: XCTestCase {
    func testIDsAreUniqueAndKebabCase() {
        let ids = DeviceCatalog.devices.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertNotNil(id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression), id)
            XCTAssertEqual(DeviceCatalog.device(id: id)?.id, id)
        }
        XCTAssertNil(DeviceCatalog.device(id: "iphone-1"))
    }

    func testCountsPerPlatform() {
        let counts = Dictionary(grouping: DeviceCatalog.devices, by: \.platform).mapValues(\.count)
        XCTAssertEqual(counts, [.iOS: 43, .iPadOS: 15, .watchOS: 7, .tvOS: 2])
    }

    /// Pixels are points × scale except on the Plus iPhones, which render @3x and downsample.
    func testPixelsArePointsTimesScaleButOnThePlusPhones() {
        let downsampled: Set = ["iphone-6-plus", "iphone-6s-plus", "iphone-7-plus", "iphone-8-plus"]
        for device in DeviceCatalog.devices {
            let rendered = PixelSize(width: Int(device.points.width * device.scale), height: Int(device.points.height * device.scale))
            if downsampled.contains(device.id) {
                XCTAssertEqual(device.pixels, PixelSize(width: 1080, height: 1920), device.id)
            } else {
                XCTAssertEqual(device.pixels, rendered, device.id)
            }
        }
    }

    func testDefaultSet() {
        XCTAssertEqual(
            DeviceCatalog.defaultSet.map(\.id),
            ["iphone-se-4-7", "iphone-14-pro", "iphone-16-pro-max", "ipad-mini-a17-pro", "ipad-pro-13-m4"]
        )
        XCTAssertEqual(DeviceCatalog.devices.filter(\.isDefault).count, 5)
        let iPads = DeviceCatalog.devices(platform: .iPadOS)
        let largest = iPads.max { $0.points.width * $0.points.height < $1.points.width * $1.points.height }
        XCTAssertEqual(largest?.id, "ipad-pro-13-m4")
        let phones = DeviceCatalog.devices(platform: .iOS).filter { $0.year >= 2020 }
        XCTAssertEqual(phones.map(\.points.height).min(), DeviceCatalog.device(id: "iphone-se-4-7")?.points.height)
        XCTAssertEqual(phones.map(\.points.width).max(), DeviceCatalog.device(id: "iphone-16-pro-max")?.points.width)
    }

    func testDefaultScenariosAreTheDefaultSetInBothOrientationsAndOneSplitPane() throws {
        let scenarios = DeviceCatalog.defaultScenarios
        XCTAssertEqual(scenarios.count, 11)
        XCTAssertEqual(scenarios.filter { $0.presentation == .fullScreen }.count, 10)
        let pane = try XCTUnwrap(scenarios.last)
        XCTAssertEqual(pane.id, "ipad-pro-11/landscape/split-1-3")
        XCTAssertEqual(pane.containerSize, PointSize(width: 375, height: 834))
        XCTAssertEqual(pane.sizeClasses, SizeClasses(horizontal: .compact, vertical: .regular))
        XCTAssertEqual(pane.safeArea, Insets(top: 24, bottom: 20, left: 0, right: 0))
        XCTAssertFalse(pane.isComputed)
    }

    func testScenariosPerDevice() throws {
        let phone = try XCTUnwrap(DeviceCatalog.device(id: "iphone-14-pro"))
        XCTAssertEqual(phone.scenarios.map(\.id), ["iphone-14-pro/portrait", "iphone-14-pro/landscape"])
        let landscape = try XCTUnwrap(phone.scenarios.last)
        XCTAssertEqual(landscape.containerSize, PointSize(width: 852, height: 393))
        XCTAssertEqual(landscape.safeArea, Insets(top: 0, bottom: 21, left: 59, right: 59))
        XCTAssertEqual(landscape.sizeClasses, SizeClasses(horizontal: .compact, vertical: .compact))

        let iPad = try XCTUnwrap(DeviceCatalog.device(id: "ipad-pro-11"))
        XCTAssertEqual(iPad.scenarios.count, 7)
        XCTAssertEqual(Set(iPad.scenarios.map(\.id)).count, 7)

        let watch = try XCTUnwrap(DeviceCatalog.device(id: "apple-watch-ultra-49mm"))
        XCTAssertEqual(watch.orientations, [])
        XCTAssertEqual(watch.scenarios.map(\.containerSize), [PointSize(width: 205, height: 251)])
        XCTAssertNil(watch.scenarios.first?.sizeClasses)

        let tv = try XCTUnwrap(DeviceCatalog.device(id: "apple-tv-4k"))
        XCTAssertEqual(tv.scenarios.map(\.id), ["apple-tv-4k/landscape"])
        XCTAssertEqual(tv.screenSize(.portrait), tv.screenSize(.landscape))
    }

    /// Computed panes fill the screen: 1/3 + 2/3 and 1/2 + 1/2, with the 10 pt divider.
    func testComputedSplitPanesFillTheScreen() {
        for device in DeviceCatalog.devices(platform: .iPadOS) {
            for orientation in Orientation.allCases {
                let width = device.screenSize(orientation).width
                let panes = Dictionary(uniqueKeysWithValues: device.splitViews
                    .filter { $0.orientation == orientation }
                    .map { ($0.fraction, $0) })
                let third = panes[.oneThird]?.size.width ?? 0
                XCTAssertEqual(third + (panes[.twoThirds]?.size.width ?? 0) + 10, width, "\(device.id) \(orientation)")
                XCTAssertTrue([320, 375].contains(third), "\(device.id) \(orientation)")
                if let half = panes[.half] { XCTAssertEqual(half.size.width * 2 + 10, width, device.id) }
                for pane in panes.values {
                    XCTAssertEqual(pane.size.height, device.screenSize(orientation).height, device.id)
                    XCTAssertEqual(pane.isComputed, device.id != "ipad-pro-11" || orientation == .portrait, device.id)
                }
            }
        }
    }

    func testOnlyIPadsSplit() {
        for device in DeviceCatalog.devices where device.platform != .iPadOS {
            XCTAssertEqual(device.splitViews, [], device.id)
        }
    }

    /// The object docs/devices.md gives as the shape of `plumb devices --format json`.
    func testJSONMatchesTheIssueExample() throws {
        let example = """
        {"id": "iphone-14-pro", "name": "iPhone 14 Pro", "platform": "iOS", "points": {"width": 393, "height": 852}, "scale": 3,
         "sizeClasses": {"portrait": {"horizontal": "compact", "vertical": "regular"}, "landscape": {"horizontal": "compact", "vertical": "compact"}},
         "safeArea": {"portrait": {"top": 59, "bottom": 34, "left": 0, "right": 0}, "landscape": {"top": 0, "bottom": 21, "left": 59, "right": 59}},
         "splitViews": [], "default": true}
        """
        let device = try XCTUnwrap(DeviceCatalog.device(id: "iphone-14-pro"))
        XCTAssertEqual(DeviceCatalog.json([device]), "[\n  " + example.replacingOccurrences(of: "\n ", with: " ") + "\n]")
    }

    func testJSONParsesWithNullsWhereThereIsNoOrientation() throws {
        let objects = try parsedJSON(DeviceCatalog.devices)
        XCTAssertEqual(objects.count, DeviceCatalog.devices.count)
        let byID = Dictionary(uniqueKeysWithValues: objects.map { ($0["id"] as? String ?? "", $0) })

        let watch = try XCTUnwrap(byID["apple-watch-series-4-44mm"])
        XCTAssertTrue(watch["sizeClasses"] is NSNull)
        XCTAssertTrue(watch["safeArea"] is NSNull)
        XCTAssertEqual(watch["points"] as? [String: Double], ["width": 184, "height": 224])

        let tv = try XCTUnwrap(byID["apple-tv-hd"]?["safeArea"] as? [String: Any])
        XCTAssertTrue(tv["portrait"] is NSNull)
        XCTAssertEqual(tv["landscape"] as? [String: Double], ["top": 60, "bottom": 60, "left": 80, "right": 80])

        let panes = try XCTUnwrap(byID["ipad-mini-a17-pro"]?["splitViews"] as? [[String: Any]])
        XCTAssertEqual(panes.count, 5)
        XCTAssertEqual(panes.first?["fraction"] as? String, "1/3")
        XCTAssertEqual(panes.first?["computed"] as? Bool, true)
        XCTAssertEqual(panes.map { ($0["points"] as? [String: Double])?["width"] }, [320, 414, 320, 561.5, 803])
    }

    func testJSONEscapesQuotesInNames() throws {
        let device = try XCTUnwrap(DeviceCatalog.device(id: "ipad-pro-11"))
        XCTAssertTrue(DeviceCatalog.json([device]).contains(#""name": "11\" iPad Pro""#))
        XCTAssertEqual(try parsedJSON([device]).first?["name"] as? String, "11\" iPad Pro")
        XCTAssertEqual(DeviceCatalog.json([]), "[]")
    }

    private func parsedJSON(_ devices: [Device]) throws -> [[String: Any]] {
        let data = Data(DeviceCatalog.json(devices).utf8)
        return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }
}
