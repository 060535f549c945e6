/// Every Apple screen Plumb lays views out on. The data is in DeviceTable.swift.
public enum DeviceCatalog {
    public static let devices: [Device] = table

    public static func device(id: String) -> Device? {
        devices.first { $0.id == id }
    }

    /// A device by its id or its display name, case ignored: "iphone-15" or "iPhone 15".
    public static func device(named name: String) -> Device? {
        device(id: name) ?? devices.first { $0.id == name.lowercased() || $0.name.lowercased() == name.lowercased() }
    }

    /// "unknown device 'NAME'; did you mean …? (see `plumb devices`)", suggesting ids.
    public static func unknownDevice(_ name: String) -> String {
        var seen = Set<String>()
        let near = Suggestions.closest(to: name, in: devices.map(\.id) + devices.map(\.name))
            .compactMap { device(named: $0)?.id }.filter { seen.insert($0).inserted }
        return "unknown device '\(name)'\(Suggestions.didYouMean(near)) (see `plumb devices`)"
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
