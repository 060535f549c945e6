/// Where the layout rules lay screens out (`layout.scenarios` in `.plumb.yml`): devices of the
/// catalog in some orientations, iPad Split View panes, at some text sizes. Without the key, the
/// catalog's default set in both orientations plus its default pane, at large, xSmall and AX5.
public struct ScenarioSelection: Sendable, Equatable {
    /// Device ids; nil takes the catalog's default set.
    public var devices: [String]?
    public var orientations: [Orientation]
    /// Split View panes by scenario id ("ipad-pro-11/landscape/split-1-3"); nil takes the
    /// catalog's default pane, an empty list none.
    public var panes: [String]?
    public var textSizes: [DynamicTypeSize]

    public init(
        devices: [String]? = nil, orientations: [Orientation] = Orientation.allCases, panes: [String]? = nil,
        textSizes: [DynamicTypeSize] = [.large, .xSmall, .accessibility5]
    ) {
        self.devices = devices
        self.orientations = orientations
        self.panes = panes
        self.textSizes = textSizes
    }

    /// The device scenarios selected, in catalog order: each device full screen in each selected
    /// orientation it has, then the panes. A device or pane id the catalog does not know is left
    /// out (the configuration loader rejects them).
    public var scenarios: [Scenario] {
        let selectedDevices = devices.map { $0.compactMap(DeviceCatalog.device(id:)) } ?? DeviceCatalog.defaultSet
        let fullScreen = selectedDevices.flatMap { device in
            device.fullScreenScenarios.filter { orientations.contains($0.orientation) || device.orientations.count < 2 }
        }
        guard let panes else { return fullScreen + DeviceCatalog.defaultScenarios.filter(\.isSplitView) }
        return fullScreen + panes.compactMap(DeviceCatalog.splitScenario(id:))
    }
}

extension Scenario {
    /// Whether the scenario is an iPad Split View pane.
    public var isSplitView: Bool { presentation != .fullScreen }
}

extension DeviceCatalog {
    /// The Split View pane scenario with `id` ("ipad-pro-11/landscape/split-1-3").
    public static func splitScenario(id: String) -> Scenario? {
        guard let deviceID = id.split(separator: "/").first.map(String.init), let device = device(id: deviceID) else {
            return nil
        }
        return device.scenarios.first { $0.isSplitView && $0.id == id }
    }
}
