/// How an app occupies the screen.
public enum Presentation: Sendable, Equatable {
    case fullScreen
    case split(SplitFraction)
}

/// One place a screen is laid out: a device in an orientation, full screen or in a Split View
/// pane, with the container size, size classes and safe area that follow.
public struct Scenario: Sendable, Identifiable, Equatable {
    public let device: Device
    public let orientation: Orientation
    public let presentation: Presentation
    public let containerSize: PointSize
    /// nil for Apple Watch and Apple TV.
    public let sizeClasses: SizeClasses?
    public let safeArea: Insets
    /// The container size was computed, not taken from measured data.
    public let isComputed: Bool

    /// Stable, e.g. "ipad-pro-11/landscape/split-1-3".
    public var id: String {
        let base = "\(device.id)/\(orientation.rawValue)"
        switch presentation {
        case .fullScreen:
            return base
        case .split(let fraction):
            return base + "/split-" + fraction.rawValue.split(separator: "/").joined(separator: "-")
        }
    }
}

extension Device {
    /// Every scenario of the device: full screen in each orientation, then its Split View panes.
    public var scenarios: [Scenario] {
        fullScreenScenarios + splitViews.map(scenario(in:))
    }

    /// One per orientation; a watch, which has none, gets one listed as portrait, the shape of
    /// its screen.
    public var fullScreenScenarios: [Scenario] {
        (orientations.isEmpty ? [.portrait] : orientations).map { orientation in
            Scenario(
                device: self, orientation: orientation, presentation: .fullScreen,
                containerSize: screenSize(orientation), sizeClasses: sizeClasses(orientation),
                safeArea: safeArea(orientation), isComputed: false
            )
        }
    }

    /// A pane keeps the screen's insets: iPads have no side insets, so the edge a pane touches
    /// makes no difference.
    private func scenario(in pane: SplitView) -> Scenario {
        Scenario(
            device: self, orientation: pane.orientation, presentation: .split(pane.fraction),
            containerSize: pane.size, sizeClasses: pane.sizeClasses,
            safeArea: safeArea(pane.orientation), isComputed: pane.isComputed
        )
    }
}
