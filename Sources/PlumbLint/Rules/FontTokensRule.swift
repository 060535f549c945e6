import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// A text style written directly where the theme has a token for it (docs/design-system.md#typography: "Use `AppTheme.Fonts`
/// for consistent sizing").
struct FontTokensRule: SyntaxRule {
    static let description = RuleDescription(
        id: "font-tokens",
        summary: "A text style used directly where AppTheme.Fonts has a token for it",
        explanation: """
            docs/design-system.md#typography defines `AppTheme.Fonts` (`static let headline = Font.headline`, …) and asks for it to be \
            used for consistent sizing. Opt-in: with the rule enabled, a text style written where a font goes \
            (`.font(.headline)`, `Font.headline`, a `font:` argument) is reported when the theme's `Fonts` has \
            a token whose value is exactly that style, and the fix writes the token. Styles the theme has no \
            token for, styles with further modifiers (`.headline.bold()`) and code inside the theme and other \
            font definitions are left alone.
            """,
        severity: .warning,
        kind: .syntax,
        isOptIn: true,
        triggering: [
            RuleExample("""
                enum AppTheme { enum Fonts { static let headline = Font.headline; static let body: Font = .body } }
                let a = Text("A").font(↓.headline)
                let b = Text("B").font(↓Font.body)
                """, configuration: "rules: { font-tokens: warning }"),
        ],
        nonTriggering: [
            RuleExample("""
                enum AppTheme { enum Fonts { static let headline = Font.headline } }
                let a = Text("A").font(.headline)
                """),
            RuleExample("""
                enum AppTheme { enum Fonts { static let headline = Font.headline } }
                extension Font { static let cardTitle = Font.headline }
                let a = Text("A").font(.caption).font(.headline.bold()).font(AppTheme.Fonts.headline)
                enum Weight { case headline }
                let w: Weight = .headline
                """, configuration: "rules: { font-tokens: warning }"),
        ],
        corrections: [
            RuleCorrection("""
                enum AppTheme { enum Fonts { static let title = Font.title2 } }
                let a = Text("A").font(.title2)
                """, """
                enum AppTheme { enum Fonts { static let title = Font.title2 } }
                let a = Text("A").font(AppTheme.Fonts.title)
                """, configuration: "rules: { font-tokens: warning }"),
        ],
        fixChange: .noFrame
    )

    static let nodeKinds: [SyntaxKind] = [.memberAccessExpr]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let member = node.cast(MemberAccessExprSyntax.self)
        let style = member.declName.baseName.text
        guard TextStyle(rawValue: style) != nil, let position = Self.fontPosition(of: member),
              FontValues.isFont(position), !isDefinition(member, context),
              let token = Self.token(for: style, in: context)
        else { return }
        context.report(
            at: member, "\(member.trimmedText) has the theme token \(token); use the token",
            fix: [context.replacing(member, with: token)])
    }

    /// Where the bare style goes: `.headline` or `Font.headline` directly, not `.headline.bold()`.
    private static func fontPosition(of member: MemberAccessExprSyntax) -> ValuePosition? {
        if let base = member.base, !FontType.isNamed(by: base) { return nil }
        if member.parent?.is(MemberAccessExprSyntax.self) == true { return nil }
        return ValuePosition.of(member)
    }

    private func isDefinition(_ member: MemberAccessExprSyntax, _ context: LintContext) -> Bool {
        TokenDefinitionScope.contains(member, in: context, definingTypes: ["Font", "UIFont"], themeFile: false)
    }

    /// `AppTheme.Fonts.headline` for `headline`, when a theme font token is exactly that style.
    private static func token(for style: String, in context: LintContext) -> String? {
        let type = context.facts.themeType("Fonts")
        return context.facts.constants(of: type)
            .sorted { $0.position < $1.position }
            .first { declaration in
                guard let value = declaration.initializer?.as(MemberAccessExprSyntax.self) else { return false }
                return value.declName.baseName.text == style && (value.base.map(FontType.isNamed) ?? true)
            }
            .map { "\(type).\($0.name)" }
    }
}
