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
            types it lacks, and each static property declared directly on the theme. An enum of that name that \
            lists cases and nests no types (`enum AppTheme: String { case dark, light }`, an appearance setting) \
            is a choice between values, not the theme: nothing is said about its structure. A type under \
            another name that nests at least two of Colors, Fonts and Spacing, each with constants \
            (`enum DesignSystem { enum Colors { … }; enum Spacing { … } }`), is the theme under that name, \
            and the project is not told it lacks one. Otherwise a project with no theme gets one finding, at \
            its `@main` App, else at its first View type; it says what was found under the theme's name, and \
            that the tokens' type may be named in `.plumb.yml`, since a design system Plumb cannot recognise \
            (instances of a brand struct, a package's components) may hold them.
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
            // Named like the theme, but a setting: its cases and statics are not tokens.
            RuleExample("""
                import SwiftUI
                enum AppTheme: String, CaseIterable {
                    case system, light, dark
                    static let fallback = AppTheme.system
                    var colorScheme: ColorScheme? { self == .light ? .light : self == .dark ? .dark : nil }
                }
                struct ↓Settings: View { var body: some View { Text("Settings") } }
                """, message: "`AppTheme` in Example.swift lists cases (a setting such as an appearance mode), not tokens; no `AppTheme` namespace holds the project's colours, fonts and spacing; declare `enum AppTheme` with nested Colors, Fonts and Spacing enums, or name the type that holds the tokens in .plumb.yml (`theme: { name: … }`)"),
            RuleExample("""
                enum AppTheme: Int {
                    case automatic = 0
                    case night = 1
                }
                extension AppTheme { static var stored: AppTheme { AppTheme(rawValue: UserDefaults.standard.integer(forKey: "theme")) ?? .automatic } }
                struct Library: View { var body: some View { Text("Library") } }
                @main struct ↓ReaderApp: App { var body: some Scene { WindowGroup { Library() } } }
                """),
            // One token namespace is not a theme's worth of evidence.
            RuleExample("""
                enum Palette { enum Colors { static let accent = Color.orange } }
                struct ↓Home: View { var body: some View { Text("Home").foregroundStyle(Palette.Colors.accent) } }
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
            // The theme under another name: nested token namespaces with constants.
            RuleExample("""
                enum DesignSystem {
                    enum Colors { static let accent = Color.orange }
                    enum Spacing { static let small: CGFloat = 8 }
                }
                struct Home: View { var body: some View { Text("Home").padding(DesignSystem.Spacing.small) } }
                """),
            RuleExample("""
                struct Brand {
                    struct Colors { static let ink = Color(red: 0.1, green: 0.1, blue: 0.2) }
                }
                extension Brand {
                    struct Fonts { static let title = Font.title2.weight(.semibold) }
                }
                struct Editor: View { var body: some View { Text("Notes").font(Brand.Fonts.title) } }
                @main struct NotesApp: App { var body: some Scene { WindowGroup { Editor() } } }
                """),
        ]
    )

    private static let requiredTypes = ["Colors", "Fonts", "Spacing"]

    /// What the project lacks, said so it holds even where its tokens live in a type Plumb cannot
    /// recognise as a theme (instances of a brand struct, a package's components), and naming the
    /// type called like the theme that is not one.
    private static func noThemeMessage(_ facts: ProjectFacts) -> String {
        let name = facts.themeName
        let found = facts.themeNamedDeclaration.map { "`\(name)` in \($0.file.displayPath) lists cases (a setting such as an appearance mode), not tokens; " } ?? ""
        return "\(found)no `\(name)` namespace holds the project's colours, fonts and spacing; declare `enum \(name)` with nested Colors, Fonts and Spacing enums, or name the type that holds the tokens in .plumb.yml (`theme: { name: … }`)"
    }

    /// The types other than the configured theme that nest at least two of the theme's token
    /// namespaces, each with constants (`DesignSystem.Colors.accent`, `DesignSystem.Spacing.small`):
    /// the project's theme under another name, which satisfies the rule.
    private static func tokenNamespaces(in facts: ProjectFacts) -> Set<String> {
        var groups: [String: Set<String>] = [:]
        for name in facts.types.keys {
            guard let dot = name.lastIndex(of: ".") else { continue }
            let group = String(name[name.index(after: dot)...])
            guard requiredTypes.contains(group), !facts.constants(of: name).isEmpty else { continue }
            groups[String(name[..<dot]), default: []].insert(group)
        }
        return Set(groups.filter { $0.value.count >= 2 }.keys)
    }

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(in context: ProjectContext) {
        let facts = context.facts
        guard let theme = facts.theme else {
            if let position = context.projectPosition, Self.tokenNamespaces(in: facts).isEmpty {
                context.report(at: position, Self.noThemeMessage(facts))
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
