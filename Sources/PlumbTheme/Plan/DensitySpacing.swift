import PlumbCore

/// The spacing roles of the density guidelines (docs/design-system.md#density), each a step of the scale that depends on the
/// density: spacious screens use `.large`/`.xLarge`, standard ones `.medium`, compact ones
/// `.small`/`.xSmall`.
public struct SpacingRole: Sendable {
    public let name: String
    public let summary: String
    private let spacious: String
    private let standard: String
    private let compact: String

    public static let all = [
        SpacingRole("outerMargin", "Margin between content and the screen's side edges.", spacious: "large", standard: "medium", compact: "small"),
        SpacingRole("cardPadding", "Padding inside a card.", spacious: "large", standard: "medium", compact: "small"),
        SpacingRole("sectionGap", "Gap between sections.", spacious: "xLarge", standard: "large", compact: "small"),
        SpacingRole("rowPadding", "Vertical padding of a list row.", spacious: "medium", standard: "small", compact: "xSmall"),
    ]

    private init(_ name: String, _ summary: String, spacious: String, standard: String, compact: String) {
        self.name = name
        self.summary = summary
        self.spacious = spacious
        self.standard = standard
        self.compact = compact
    }

    /// The name of the scale step (`SpacingScale.standardSteps`) the role takes at `density`.
    public func step(for density: Density) -> String {
        switch density {
        case .spacious: spacious
        case .standard: standard
        case .compact: compact
        }
    }
}
