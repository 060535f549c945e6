import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// A literal spacing that the theme already names (docs/design-system.md#spacing-grid: "use AppTheme.Spacing constants
/// throughout").
struct SpacingTokenRule: SyntaxRule {
    static let description = RuleDescription(
        id: "spacing-token",
        summary: "A literal spacing value that equals a theme spacing token",
        explanation: """
            When the project defines `AppTheme.Spacing`, spacing is written with its tokens, so that one \
            change to the scale changes every screen (docs/design-system.md#spacing-grid: "Use AppTheme.Spacing constants throughout"; \
            docs/design-system.md#spacing-grid). This rule reports a literal in a spacing position (the positions of `spacing-grid`) whose \
            value equals an on-grid spacing token, and replaces it by the token. `0` is left alone, and so is \
            code inside the theme itself.
            """,
        severity: .warning,
        kind: .syntax,
        triggering: [
            RuleExample("""
                enum AppTheme { enum Spacing { static let medium: CGFloat = 16 } }
                let v = Text("A").padding(↓16)
                """),
            RuleExample("""
                enum AppTheme { enum Spacing { static let xSmall: CGFloat = 8 } }
                let v = VStack(alignment: .leading, spacing: ↓8) { }
                """),
        ],
        nonTriggering: [
            RuleExample("let v = Text(\"A\").padding(16)"),
            RuleExample("""
                enum AppTheme { enum Spacing { static let medium: CGFloat = 16 } }
                let v = Text("A").padding(AppTheme.Spacing.medium).padding(.top, 20).padding(0)
                """),
            RuleExample("""
                enum AppTheme {
                    enum Spacing { static let medium: CGFloat = 16 }
                    static func card() -> some View { Text("A").padding(16) }
                }
                """),
        ],
        corrections: [
            RuleCorrection("""
                enum AppTheme { enum Spacing { static let medium: CGFloat = 16 } }
                let v = Text("A").padding(.horizontal, 16)
                """, """
                enum AppTheme { enum Spacing { static let medium: CGFloat = 16 } }
                let v = Text("A").padding(.horizontal, AppTheme.Spacing.medium)
                """),
        ],
        fixChange: .noFrame
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        guard !context.spacingTokens.all.isEmpty else { return }
        let call = node.cast(FunctionCallExprSyntax.self)
        for argument in context.spacingArguments(of: call) {
            for branch in argument.expression.valueBranches {
                guard let resolved = context.resolve(branch), case .literal(let literal) = resolved.origin,
                      resolved.value != 0, let token = context.spacingTokens.token(equalTo: resolved.value),
                      !ScopeLookup.enclosingTypes(of: node).contains(where: isThemeType(in: context))
                else { continue }
                context.report(
                    at: literal, "\(argument.name) \(NumberText.literal(resolved.value)) is the theme token \(token.reference); use the token",
                    fix: [context.replacing(literal, with: token.reference)])
            }
        }
    }

    private func isThemeType(in context: LintContext) -> (String) -> Bool {
        let theme = context.facts.themeName
        return { $0 == theme || $0.hasPrefix(theme + ".") }
    }
}
