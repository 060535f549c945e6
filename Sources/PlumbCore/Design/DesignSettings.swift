/// How generous the spacing of an app is, from the plan's `design.density` (docs/design-system.md#density).
public enum Density: String, Sendable, CaseIterable {
    case spacious
    case standard
    case compact

    /// Outer padding the density calls for.
    public var outerPadding: ClosedRange<Double> {
        switch self {
        case .spacious: 20...24
        case .standard: 16...16
        case .compact: 12...12
        }
    }

    /// Gaps between sections. The density guidelines (docs/design-system.md#density) give spacious `.large`/`.xLarge` (24–32) and compact
    /// `.small`/`.xSmall` (8–12); for standard it says "`.medium` gaps" and, elsewhere, 24pt
    /// between sections, so both are accepted.
    public var sectionGap: ClosedRange<Double> {
        switch self {
        case .spacious: 24...32
        case .standard: 16...24
        case .compact: 8...12
        }
    }
}

/// How surfaces are drawn, from the plan's `design.surfaces` (docs/design-system.md#surfaces).
public enum Surfaces: String, Sendable, CaseIterable {
    case glass
    case material
    case solid
    case flat
}

/// Whether the app switches between light and dark (docs/design-system.md#colors).
public enum Appearance: String, Sendable, CaseIterable {
    case fixed
    case switchable
}

/// The platforms a project targets.
public enum Platform: String, Sendable, CaseIterable {
    case iOS, iPadOS, macOS, tvOS, watchOS, visionOS

    /// Platforms people use with a finger, where 44pt tap targets apply.
    public var isTouch: Bool { self != .macOS && self != .tvOS }
}

/// The design choices of `.plumb.yml`'s `design` key; `nil` where the project did not say.
public struct DesignSettings: Sendable, Equatable {
    public var density: Density?
    public var surfaces: Surfaces?
    public var appearance: Appearance?

    public init(density: Density? = nil, surfaces: Surfaces? = nil, appearance: Appearance? = nil) {
        self.density = density
        self.surfaces = surfaces
        self.appearance = appearance
    }
}

/// The design system's fixed measures, the same whatever `.plumb.yml` says: one place for the
/// numbers that several rules check.
extension DesignSettings {
    /// The smallest hit area, each side, of anything a finger taps (docs/design-system.md#tap-targets).
    public static let minimumTapTarget = 44.0
    /// The least distance between a screen's content and its side edges (docs/design-system.md#margins).
    public static let screenMargin = 16.0
}
