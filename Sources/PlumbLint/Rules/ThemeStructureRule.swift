import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// The theme exists and is organised in nested enums (docs/design-system.md#apptheme).
struct ThemeStructureRule: ProjectRule {
    static let description = RuleDescription(
        id: "theme-structure",
        summary: "No AppTheme, or AppTheme without nested Colors, Fonts and Spacing, or with flat static properties",
        explanation: """
            docs/design-system.md#apptheme: "Every app MUST use a centralized theme with nested enums for `Colors`, `Fonts`, and \
            `Spacing`. Do NOT use a flat enum with top-level static properties." The theme is found by its \
            declaration in any file (`enum AppTheme`, or `theme.name` from `.plumb.yml`); nested types may be \
            declared inside it or in `extension AppTheme`. This rule reports, at the theme's name, the nested \
            types it lacks, and each static property declared directly on the theme. A project with no theme \
            at all gets one finding, at its `@main` App, else at its first View type.
            """,
        severity: .error,
        kind: .project,
        triggering: [
            RuleExample("""
                enum ↓AppTheme {
                    enum Colors { static let accent = Color(hex: "#FF6600") }
                    enum Spacing { static let medium: CGFloat = 16 }
                }
                struct Home: View { var body: some View { Text("Home") } }
                """),
            RuleExample("""
                enum AppTheme {
                    enum Colors {}
                    enum Fonts {}
                    enum Spacing {}
                    static let ↓accentColor = Color.blue
                    static var ↓spacing: CGFloat { 8 }
                }
                struct Home: View { var body: some View { Text("Home") } }
                """),
            RuleExample("""
                import SwiftUI
                enum Theme { static let accent = Color.blue }
                struct ↓Home: View { var body: some View { Text("Home") } }
                """),
            RuleExample("""
                struct Home: View { var body: some View { Text("Home") } }
                @main struct ↓JournalApp: App { var body: some Scene { WindowGroup { Home() } } }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                enum AppTheme {
                    enum Colors { static let accent = Color(hex: "#FF6600") }
                    enum Fonts { static let body = Font.body }
                }
                extension AppTheme {
                    enum Spacing { static let medium: CGFloat = 16 }
                    static func card() -> some View { Color.clear }
                }
                struct Home: View { var body: some View { Text("Home") } }
                """),
            RuleExample("""
                enum Theme {
                    struct Colors {}
                    enum Fonts {}
                    enum Spacing {}
                }
                struct Home: View { var body: some View { Text("Home") } }
                """, configuration: "theme: { name: Theme }"),
            RuleExample("struct A {}"),
        ]
    )

    private static let requiredTypes = ["Colors", "Fonts", "Spacing"]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(in context: ProjectContext) {
        let facts = context.facts
        guard let theme = facts.theme else {
            if let position = context.projectPosition {
                context.report(
                    at: position,
                    "the project has no \(facts.themeName); declare `enum \(facts.themeName)` with nested Colors, Fonts and Spacing enums")
            }
            return
        }
        let missing = Self.requiredTypes.filter { facts.types[facts.themeType($0)] == nil }
        if !missing.isEmpty {
            context.report(
                at: theme.namePosition,
                "\(facts.themeName) lacks the nested \(missing.joined(separator: ", ")) enum\(missing.count > 1 ? "s" : ""); add \(missing.count > 1 ? "them" : "it") and move the matching tokens in")
        }
        for declaration in facts.types[facts.themeName] ?? [] {
            for item in declaration.members ?? [] {
                guard let variable = item.decl.as(VariableDeclSyntax.self), variable.modifiers.isStatic else { continue }
                for binding in variable.bindings {
                    context.report(
                        at: declaration.file.position(of: binding.pattern),
                        "static property '\(binding.pattern.trimmedText)' directly on \(facts.themeName); move it into a nested enum (Colors, Fonts, Spacing)")
                }
            }
        }
    }
}
