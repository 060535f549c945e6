/// Every Apple screen Plumb lays views out on. The data is in DeviceTable.swift.
public enum DeviceCatalog {
    public static let devices: [Device] = table

    public static func device(id: String) -> Device? {
        devices.first { $0.id == id }
    }

    public static func devices(platform: DevicePlatform) -> [Device] {
        devices.filter { $0.platform == platform }
    }

    /// The narrowest compact width: the narrowest iPhone's screen in portrait.
    public static var narrowestCompactWidth: Double {
        devices(platform: .iOS).map { min($0.points.width, $0.points.height) }.min() ?? 320
    }

    /// Small, regular and large iPhone, the smallest current iPad and the largest iPad, so that
    /// a check does not run every device unless asked.
    public static var defaultSet: [Device] {
        defaultDeviceIDs.compactMap(device(id:))
    }

    /// The default set full screen in each orientation, and one Split View pane.
    public static var defaultScenarios: [Scenario] {
        let fullScreen = defaultSet.flatMap(\.fullScreenScenarios)
        let pane = device(id: defaultSplitPane.deviceID)?.scenarios.first {
            $0.orientation == defaultSplitPane.orientation
                && $0.presentation == .split(defaultSplitPane.fraction)
        }
        return fullScreen + [pane].compactMap { $0 }
    }
}
