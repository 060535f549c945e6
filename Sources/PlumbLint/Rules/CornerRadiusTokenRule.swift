import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// A literal corner radius where the theme names its radii (docs/design-system.md#cards).
struct CornerRadiusTokenRule: SyntaxRule {
    static let description = RuleDescription(
        id: "corner-radius-token",
        summary: "A literal corner radius where the theme has a corner-radius token",
        explanation: """
            docs/design-system.md#cards keeps visual constants in the theme (`AppTheme.Spacing.cornerRadius: CGFloat = 12`), so one \
            change restyles every card. When the theme has corner-radius tokens — constants of the theme whose \
            name contains "radius", or the constants of a theme type named like `Radius` or `Corner…` — this \
            rule reports a literal radius in `.cornerRadius(…)`, `RoundedRectangle(cornerRadius:)`, \
            `.rect(cornerRadius:)` and `UnevenRoundedRectangle`'s corner radii. When a token has the literal's \
            value, the fix writes the token. `0` and code inside the theme are left alone; a named constant \
            is not a literal.
            """,
        severity: .warning,
        kind: .syntax,
        triggering: [
            RuleExample("""
                enum AppTheme { enum Spacing { static let cornerRadius: CGFloat = 12 } }
                struct Card: View {
                    var body: some View {
                        Text("A").background(RoundedRectangle(cornerRadius: ↓12)).cornerRadius(↓8)
                            .clipShape(.rect(cornerRadius: ↓12, style: .continuous))
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct Card: View {
                    var body: some View { Text("A").cornerRadius(12) }
                }
                """),
            RuleExample("""
                enum AppTheme {
                    enum Radius { static let card: CGFloat = 12 }
                    static func card() -> some View { RoundedRectangle(cornerRadius: 12) }
                }
                let inner: CGFloat = 6
                let a = Text("A").cornerRadius(AppTheme.Radius.card).cornerRadius(inner).cornerRadius(0)
                let b = Text("B").shadow(radius: 12)
                """),
        ],
        corrections: [
            RuleCorrection("""
                enum AppTheme { enum Radius { static let small: CGFloat = 8; static let card: CGFloat = 12 } }
                let a = Text("A").background(RoundedRectangle(cornerRadius: 12, style: .continuous))
                """, """
                enum AppTheme { enum Radius { static let small: CGFloat = 8; static let card: CGFloat = 12 } }
                let a = Text("A").background(RoundedRectangle(cornerRadius: AppTheme.Radius.card, style: .continuous))
                """),
        ],
        fixChange: .noFrame
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let radiusLabels: Set<String> = [
        "cornerRadius", "topLeadingRadius", "topTrailingRadius", "bottomLeadingRadius", "bottomTrailingRadius",
    ]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        let arguments = radiusArguments(of: call, in: context)
        guard !arguments.isEmpty, !TokenDefinitionScope.isInTheme(call, context) else { return }
        let tokens = context.shared(SharedValueKey("corner-radius-token.tokens")) { RadiusTokens(context) }
        guard !tokens.all.isEmpty else { return }
        for argument in arguments {
            for branch in argument.valueBranches {
                guard let resolved = context.resolver.resolve(branch), case .literal(let literal) = resolved.origin,
                      resolved.value != 0
                else { continue }
                let value = NumberText.literal(resolved.value)
                if let token = tokens.token(equalTo: resolved.value) {
                    context.report(
                        at: literal, "corner radius \(value) is the theme token \(token.reference); use the token",
                        fix: [context.replacing(literal, with: token.reference)])
                } else {
                    context.report(at: literal, "literal corner radius \(value); use one of the theme's radius tokens (\(tokens.summary))")
                }
            }
        }
    }

    /// `.cornerRadius(12)` and every `cornerRadius:`-style argument.
    private func radiusArguments(of call: FunctionCallExprSyntax, in context: LintContext) -> [ExprSyntax] {
        let isCornerRadius = context.shape(of: call)?.modifierName == "cornerRadius"
        return call.arguments.compactMap { argument -> ExprSyntax? in
            if let label = argument.label?.text { return Self.radiusLabels.contains(label) ? argument.expression : nil }
            return isCornerRadius && argument.id == call.arguments.first?.id ? argument.expression : nil
        }
    }

}

/// The theme's corner-radius tokens, in declaration order.
private struct RadiusTokens: Sendable {
    struct Token: Sendable {
        let reference: String
        let value: Double
    }

    let all: [Token]

    init(_ context: LintContext) {
        let facts = context.facts
        all = facts.members(under: facts.themeName)
            .flatMap { owner, members in
                members.values.filter { Self.isRadius($0.name, owner: owner) }.map { (owner, $0) }
            }
            .sorted { $0.1.position < $1.1.position }
            .compactMap { owner, declaration in
                guard let initializer = declaration.initializer, let value = context.resolver.resolve(initializer)?.value else { return nil }
                return Token(reference: "\(owner).\(declaration.name)", value: value)
            }
    }

    func token(equalTo value: Double) -> Token? {
        all.first { $0.value == value }
    }

    var summary: String {
        all.map { "\($0.reference) = \(NumberText.literal($0.value))" }.joined(separator: ", ")
    }

    private static func isRadius(_ name: String, owner: String) -> Bool {
        let type = owner.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return name.lowercased().contains("radius") || type.contains("radius") || type.contains("corner")
    }
}
