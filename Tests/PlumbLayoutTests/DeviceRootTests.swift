import PlumbCore
import PlumbLayout
import Testing

/// The root view on devices of the catalog, in both orientations.
@Suite struct DeviceRootTests {
    static let arguments = TestDevice.sample.flatMap { device in [(device.id, false), (device.id, true)] }

    @Test(arguments: arguments)
    func rootIsProposedTheScreenLessTheSafeArea(deviceID: String, landscape: Bool) throws {
        let device = TestDevice.named(deviceID)
        let orientation: Orientation = landscape ? .landscape : .portrait
        let screen = device.screenSize(orientation)
        let insets = device.safeArea(orientation)
        let placed = LayoutEngine.layout(.color("red"), in: device.host(landscape: landscape))
        #expect(placed.frame == Rect(
            x: insets.left, y: insets.top, width: screen.width - insets.left - insets.right,
            height: screen.height - insets.top - insets.bottom))
        if landscape { #expect(screen.width > screen.height) }
    }

    @Test(arguments: arguments)
    func smallRootIsCentredInTheSafeArea(deviceID: String, landscape: Bool) throws {
        let device = TestDevice.named(deviceID)
        let host = device.host(landscape: landscape)
        let placed = LayoutEngine.layout(ViewNode.color("red").frame(width: 100, height: 60), in: host)
        let safe = host.safeArea
        let grid = PixelGrid(scale: device.scale)
        #expect(placed.frame.minX == grid.round(safe.minX + (safe.size.width - 100) / 2))
        #expect(placed.frame.minY == grid.round(safe.minY + (safe.size.height - 60) / 2))
    }

    @Test(arguments: arguments)
    func ignoringTheSafeAreaCoversTheScreen(deviceID: String, landscape: Bool) throws {
        let device = TestDevice.named(deviceID)
        let screen = device.screenSize(landscape ? .landscape : .portrait)
        let placed = LayoutEngine.layout(ViewNode.color("red").ignoresSafeArea(), in: device.host(landscape: landscape))
        let red = try #require(placed.first(kind: .view("Color")))
        #expect(red.frame == Rect(x: 0, y: 0, width: screen.width, height: screen.height))
    }
}

/// Hosts from the device catalog's scenarios.
@Suite struct ScenarioHostTests {
    @Test func aOneThirdSplitViewPaneIsACompactWidthContainer() throws {
        let device = try #require(DeviceCatalog.device(id: "ipad-pro-11"))
        let pane = try #require(device.scenarios.first { $0.id == "ipad-pro-11/landscape/split-1-3" })
        let host = LayoutHost(scenario: pane, textSize: .xLarge)
        #expect(host.screenSize == Size(width: 375, height: device.screenSize(.landscape).height))
        #expect(host.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
        #expect(host.platform == .iPadOS)
        #expect(host.dynamicTypeSize == .xLarge)
        #expect(host.scale == device.scale)
    }

    @Test func aFullScreenScenarioIsTheDeviceHost() throws {
        let device = try #require(DeviceCatalog.device(id: "iphone-15"))
        for scenario in device.fullScreenScenarios {
            #expect(LayoutHost(scenario: scenario) == LayoutHost(device: device, orientation: scenario.orientation))
        }
        #expect(LayoutHost(scenario: device.fullScreenScenarios[0]).sizeClasses?.horizontal == .compact)
    }
}
