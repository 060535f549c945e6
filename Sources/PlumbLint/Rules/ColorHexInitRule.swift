import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// The project defines `Color(hex:)`, and `Color(light:dark:)` when it switches appearance
/// (docs/design-system.md#color-hex).
struct ColorHexInitRule: ProjectRule {
    static let description = RuleDescription(
        id: "color-hex-init",
        summary: "No Color(hex:) initializer; with switchable appearance, no Color(light:dark:)",
        explanation: """
            docs/design-system.md#color-hex: "Every app MUST define a `Color(hex:)` initializer in AppTheme.swift so palette hex values \
            can be used", and, when the app switches between light and dark (`design.appearance: switchable`), \
            also `Color(light:dark:)`. This rule looks for those initializers in the project's extensions of \
            `Color` and reports what is missing once, at the theme's name (or on line 1 of the project's first \
            file when there is no theme).
            """,
        severity: .error,
        kind: .project,
        triggering: [
            RuleExample("""
                enum ↓AppTheme { enum Colors { static let accent = Color.blue } }
                struct Home: View { var body: some View { Text("Home") } }
                """),
            RuleExample("""
                enum ↓AppTheme { enum Colors { static let accent = Color(hex: "#FF6600") } }
                extension Color {
                    init(hex: String) { self.init(red: 0, green: 0, blue: 0) }
                }
                struct Home: View { var body: some View { Text("Home") } }
                """, configuration: "design: { appearance: switchable }"),
        ],
        nonTriggering: [
            RuleExample("""
                enum AppTheme { enum Colors { static let accent = Color(hex: "#FF6600") } }
                extension Color {
                    init(hex: String) { self.init(red: 0, green: 0, blue: 0) }
                }
                struct Home: View { var body: some View { Text("Home") } }
                """),
            RuleExample("""
                enum AppTheme { enum Colors { static let accent = Color(light: "#FF6600", dark: "#FF8833") } }
                extension SwiftUI.Color {
                    init(hex: String, opacity: Double = 1) { self.init(red: 0, green: 0, blue: 0) }
                    init(light: String, dark: String) { self.init(hex: light) }
                }
                struct Home: View { var body: some View { Text("Home") } }
                """, configuration: "design: { appearance: switchable }"),
        ]
    )

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(in context: ProjectContext) {
        let initializers = context.facts.colorInitializers.map(\.labels)
        var missing: [String] = []
        if !initializers.contains(["hex"]) { missing.append("Color(hex:)") }
        if context.design.appearance == .switchable, !initializers.contains(["light", "dark"]) { missing.append("Color(light:dark:)") }
        guard !missing.isEmpty, let position = context.themeOrProjectPosition else { return }
        context.report(
            at: position,
            "the project defines no \(missing.joined(separator: " or ")) initializer; add it in an extension of Color beside the theme")
    }
}
