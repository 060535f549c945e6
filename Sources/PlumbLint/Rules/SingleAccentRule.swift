import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// The theme has exactly one accent colour (docs/design-system.md#colors: "One accent color that fits the
/// app's purpose").
struct SingleAccentRule: ProjectRule {
    static let description = RuleDescription(
        id: "single-accent",
        summary: "The theme defines no accent colour, or more than one",
        explanation: """
            docs/design-system.md#colors: "One accent color that fits the app's purpose" (`static let accent = …  // one accent per \
            app`). This rule reads the theme's `Colors` type: a token whose name contains "accent" is an \
            accent, except the variants of the one accent (`accentLight`, `accentDark`, `accentPressed`, \
            `accentMuted`, `onAccent`, `accentBackground`, `accentText`, …). It reports a `Colors` with no \
            accent at its name, and every accent after the first at its declaration. A project without the \
            theme or its `Colors` is `theme-structure`'s concern.
            """,
        severity: .warning,
        kind: .project,
        triggering: [
            RuleExample("""
                enum AppTheme {
                    enum ↓Colors {
                        static let primary = Color(hex: "#FF6600")
                        static let background = Color(.systemBackground)
                    }
                }
                struct Home: View { var body: some View { Text("Home") } }
                """),
            RuleExample("""
                enum AppTheme {
                    enum Colors {
                        static let accent = Color(hex: "#FF6600")
                        static let ↓secondaryAccent = Color(hex: "#0066FF")
                        static let ↓accentGreen = Color(hex: "#00AA44")
                    }
                }
                struct Home: View { var body: some View { Text("Home") } }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                enum AppTheme {
                    enum Colors {
                        static let accentColor = Color(hex: "#FF6600")
                        static let accentLight = Color(hex: "#FF8833")
                        static let accentDark = Color(hex: "#CC5200")
                        static let onAccent = Color.white
                        static var accentBackground: Color { accentColor.opacity(0.1) }
                    }
                }
                struct Home: View { var body: some View { Text("Home") } }
                """),
            RuleExample("enum Palette { static let accent = Color.red; static let accent2 = Color.blue }\nstruct Home: View { var body: some View { Text(\"Home\") } }"),
        ]
    )

    /// Words that make an accent token a variant of the accent rather than a second accent.
    private static let variantWords: Set<String> = [
        "light", "dark", "pressed", "highlighted", "highlight", "muted", "subtle", "soft", "background", "foreground",
        "text", "tint", "opacity", "faded", "disabled", "hover", "on", "contrast", "border", "fill", "surface",
    ]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(in context: ProjectContext) {
        let colorsName = context.facts.themeType("Colors")
        guard let colors = context.facts.types[colorsName]?.first(where: { !$0.isExtension }) else { return }
        let accents = (context.facts.members[colorsName]?.values.filter { Self.isAccent($0.name) } ?? [])
            .sorted { $0.position < $1.position }
        guard let first = accents.first else {
            context.report(at: colors.namePosition, "\(colorsName) defines no accent colour; add one `accent` token")
            return
        }
        for extra in accents.dropFirst() {
            context.report(at: extra.position, "'\(extra.name)' is a second accent besides '\(first.name)', and the design system has one accent per app; keep one and name the other for its role")
        }
    }

    /// `accent`, `secondaryAccent`, `accent2` are accents; `accentLight`, `onAccent` are variants.
    static func isAccent(_ name: String) -> Bool {
        let lowered = name.lowercased()
        guard let range = lowered.range(of: "accent") else { return false }
        let rest = CamelCase.words(String(name[..<range.lowerBound])) + CamelCase.words(String(name[range.upperBound...]))
        return !rest.contains { variantWords.contains($0) }
    }
}

/// The lower-cased words of a camel-case identifier: `secondaryAccentColor` → secondary, accent, color.
enum CamelCase {
    static func words(_ identifier: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in identifier {
            if (character.isUppercase || character == "_") && !current.isEmpty {
                words.append(current.lowercased())
                current = ""
            }
            if character != "_" { current.append(character) }
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }
}
