/// What a screen looks like from the front, for drawing it: the radius of its rounded corners,
/// what cuts into its top edge in portrait, and whether it shows a home indicator.
///
/// Layout never reads this (the safe-area insets already keep content clear of all of it); the
/// numbers are approximate (display corner radii as published for the simulators' device frames)
/// and serve the wireframes of `plumb layout --format svg` and the device matrix.
public struct ScreenOutline: Sendable, Hashable {
    /// What cuts into the top edge in portrait (a side edge in landscape).
    public enum Cutout: String, Sendable, Hashable {
        case none, notch, dynamicIsland
    }

    public var cornerRadius: Double
    public var cutout: Cutout
    /// The bar at the bottom edge that replaces a home button.
    public var hasHomeIndicator: Bool

    public init(cornerRadius: Double, cutout: Cutout = .none, hasHomeIndicator: Bool = false) {
        self.cornerRadius = cornerRadius
        self.cutout = cutout
        self.hasHomeIndicator = hasHomeIndicator
    }

    /// A screen with square corners and nothing cut out: home-button devices, Apple TV.
    public static let rectangle = ScreenOutline(cornerRadius: 0)

    /// An iPhone without a home button.
    static func edgeToEdgePhone(cornerRadius: Double, cutout: Cutout) -> ScreenOutline {
        ScreenOutline(cornerRadius: cornerRadius, cutout: cutout, hasHomeIndicator: true)
    }
}

extension Device {
    /// The screen's corners, cutout and home indicator, for drawing it.
    public var outline: ScreenOutline { safeAreaProfile.outline }
}
