import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// The theme's spacing scale is on the grid and has the standard steps (docs/design-system.md#spacing-scale).
struct SpacingScaleRule: ProjectRule {
    static let description = RuleDescription(
        id: "spacing-scale",
        summary: "The theme's spacing tokens are off the grid, or the scale lacks a standard step",
        explanation: """
            docs/design-system.md#spacing-scale defines the spacing scale: `xxSmall` 4, `xSmall` 8, `small` 12, `medium` 16, `large` 24, \
            `xLarge` 32, `xxLarge` 48, all on the 4-pt grid. This rule reads the theme's `Spacing` type \
            (`AppTheme.Spacing`, or the configured theme name) and reports each token whose value is not a \
            multiple of 4, at its declaration, and, at the `Spacing` declaration, any standard value the \
            scale does not offer under some name. Metrics that themes often keep beside spacing \
            (`cornerRadius`, `iconSize`, `borderWidth`, …) are not part of the scale. A project without a \
            theme or without `Spacing` is `theme-structure`'s concern.
            """,
        severity: .error,
        kind: .project,
        triggering: [
            RuleExample("""
                enum AppTheme {
                    enum Spacing {
                        static let xxSmall: CGFloat = 4
                        static let xSmall: CGFloat = 8
                        static let ↓small: CGFloat = 10
                        static let medium: CGFloat = 16
                        static let large: CGFloat = 24
                        static let xLarge: CGFloat = 32
                        static let xxLarge: CGFloat = 48
                        static let twelve: CGFloat = 12
                    }
                }
                struct Home: View { var body: some View { Text("Home") } }
                """),
            RuleExample("""
                enum AppTheme {
                    ↓enum Spacing {
                        static let small: CGFloat = 8
                        static let medium: CGFloat = 16
                        static let large: CGFloat = 24
                        static let cornerRadius: CGFloat = 10
                    }
                }
                struct Home: View { var body: some View { Text("Home") } }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                enum AppTheme {
                    enum Spacing {
                        static let xxSmall: CGFloat = 4
                        static let xSmall: CGFloat = 8
                        static let small: CGFloat = 12
                        static let medium: CGFloat = 16
                        static let large: CGFloat = 24
                        static let xLarge: CGFloat = 32
                        static let xxLarge: CGFloat = xLarge + 16
                        static let cornerRadius: CGFloat = 10
                    }
                }
                struct Home: View { var body: some View { Text("Home") } }
                """),
            RuleExample("enum Spacing { static let odd: CGFloat = 10 }\nstruct Home: View { var body: some View { Text(\"Home\") } }"),
        ]
    )

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(in context: ProjectContext) {
        let tokens = context.spacingTokens.all
        guard let spacing = context.facts.types[context.facts.themeType("Spacing")]?.first(where: { !$0.isExtension }) else {
            return
        }
        for token in tokens where !SpacingScale.isOnGrid(token.value) {
            context.report(
                at: token.declaration.position,
                "spacing token '\(token.name)' is \(NumberText.literal(token.value)), off the 4-pt grid; use \(NumberText.literal(SpacingScale.snapped(token.value)))")
        }
        let values = Set(tokens.map(\.value))
        let missing = SpacingScale.standardSteps.filter { !values.contains($0.value) }
        guard !missing.isEmpty else { return }
        let list = missing.map { "\(NumberText.literal($0.value)) (\($0.name))" }.joined(separator: ", ")
        context.report(at: keywordPosition(of: spacing), "\(context.facts.themeType("Spacing")) lacks the standard spacing steps \(list); add them as tokens")
    }

    /// Where `enum Spacing` starts, past its attributes and modifiers.
    private func keywordPosition(of type: TypeDeclaration) -> SourcePosition {
        if let decl = type.node.as(EnumDeclSyntax.self) { return type.file.position(of: decl.enumKeyword) }
        if let decl = type.node.as(StructDeclSyntax.self) { return type.file.position(of: decl.structKeyword) }
        return type.position
    }
}
