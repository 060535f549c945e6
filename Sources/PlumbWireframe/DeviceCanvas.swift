import PlumbCore
import PlumbLayout

/// The screen a wireframe is drawn on: its size, safe area, outline and status bar, from a
/// scenario of the device catalog or a bare canvas.
public struct DeviceCanvas: Sendable, Hashable {
    public var size: Size
    public var safeArea: EdgeInsets
    public var outline: ScreenOutline
    /// nil where there is no status bar (a canvas, Apple Watch, Apple TV); 0 where it is hidden.
    public var statusBarHeight: Double?
    public var orientation: Orientation
    /// Names the screen for people: "iPhone SE (4.7\"), portrait".
    public var title: String

    public init(
        size: Size, safeArea: EdgeInsets = .zero, outline: ScreenOutline = .rectangle, statusBarHeight: Double? = nil,
        orientation: Orientation = .portrait, title: String
    ) {
        self.size = size
        self.safeArea = safeArea
        self.outline = outline
        self.statusBarHeight = statusBarHeight
        self.orientation = orientation
        self.title = title
    }

    /// The screen of `scenario`. A Split View pane is a part of the screen: it has the screen's
    /// bars and insets but no cutout, and square corners on its inner edge are drawn rounded
    /// like the rest, a simplification.
    public init(scenario: Scenario) {
        let host = LayoutHost(scenario: scenario)
        var outline = scenario.device.outline
        if case .split = scenario.presentation { outline.cutout = .none }
        self.init(
            size: host.screenSize, safeArea: host.safeAreaInsets, outline: outline, statusBarHeight: scenario.device.statusBarHeight(scenario.orientation),
            orientation: scenario.orientation, title: scenario.title)
    }
}

extension Scenario {
    /// For people: "iPhone 14 Pro, landscape", "11\" iPad Pro, landscape, 1/3 Split View".
    public var title: String {
        let base = device.orientations.count > 1 ? "\(device.name), \(orientation.rawValue)" : device.name
        switch presentation {
        case .fullScreen: return base
        case .split(let fraction): return "\(base), \(fraction.rawValue) Split View"
        }
    }
}
