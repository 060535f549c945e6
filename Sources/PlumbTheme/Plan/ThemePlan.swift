import PlumbCore

/// What the theme file is made from, validated: every name is a distinct Swift identifier that is
/// not a keyword, every colour a hex colour, exactly one accent.
public struct ThemePlan: Sendable {
    /// The theme type's name (`AppTheme`).
    public var name: String
    public var design: ThemeDesign
    /// The palette, in the order the plan gives it.
    public var colors: [ThemeToken<ThemeColor>]
    /// Further `Style` metrics, in points (from DTCG dimension tokens).
    public var metrics: [ThemeToken<Double>]

    public init(name: String, design: ThemeDesign, colors: [ThemeToken<ThemeColor>], metrics: [ThemeToken<Double>] = []) {
        self.name = name
        self.design = design
        self.colors = colors
        self.metrics = metrics
    }

    public func color(named name: String) -> ThemeToken<ThemeColor>? {
        colors.first { $0.name == name }
    }
}

/// The plan's `design` choices, with the defaults a plan that does not say gets.
public struct ThemeDesign: Sendable, Equatable {
    public var density: Density = .standard
    public var surfaces: Surfaces = .solid
    public var appearance: Appearance = .fixed
    /// Corner radius of cards, on the 4-pt grid (the card pattern, docs/design-system.md#cards).
    public var cornerRadius: Double = 12

    public init() {}

    public init(density: Density, surfaces: Surfaces, appearance: Appearance, cornerRadius: Double = 12) {
        self.density = density
        self.surfaces = surfaces
        self.appearance = appearance
        self.cornerRadius = cornerRadius
    }
}

/// A named value of the theme: its Swift name, the key path it came from (for messages), and the
/// description the tokens file gave it.
public struct ThemeToken<Value: Sendable & Equatable>: Sendable, Equatable {
    public var name: String
    public var source: String
    public var value: Value
    public var summary: String?

    public init(name: String, source: String, value: Value, summary: String? = nil) {
        self.name = name
        self.source = source
        self.value = value
        self.summary = summary
    }
}
