import PlumbCore
import SwiftSyntax

/// Dark-mode branches in an app that does not switch appearance (docs/design-system.md#colors: "Do NOT add
/// dark mode support, colorScheme checks … unless the user explicitly requests it").
struct NoColorSchemeChecksRule: SyntaxRule {
    static let description = RuleDescription(
        id: "no-color-scheme-checks",
        summary: "@Environment(\\.colorScheme) or colorScheme == .dark branches when the app does not switch appearance",
        explanation: """
            docs/design-system.md#colors: "Do NOT add dark mode support, colorScheme checks, or custom dark/light color handling unless \
            the user explicitly requests it" — semantic colours already adapt. When the app's appearance is \
            fixed — `design.appearance: fixed` in `.plumb.yml`, or inferred from `UIUserInterfaceStyle` or a \
            constant `preferredColorScheme` on the App's scene of every target that compiles the file (`plumb \
            project` shows the evidence by target, and the message names it) — this rule \
            reports `@Environment(\\.colorScheme)`, comparisons of a `colorScheme` with `.dark`/`.light`, and \
            `switch colorScheme`. When the appearance is neither configured nor inferred, it is silent. Setting a scheme is not a check: \
            `.environment(\\.colorScheme, .dark)`, `.preferredColorScheme(.dark)` and \
            `@Environment(\\.colorSchemeContrast)` are not reported.
            """,
        severity: .warning,
        kind: .syntax,
        triggering: [
            RuleExample("""
                struct Card: View {
                    ↓@Environment(\\.colorScheme) private var colorScheme
                    var body: some View {
                        Text("A").foregroundStyle(↓colorScheme == .dark ? AppTheme.Colors.light : AppTheme.Colors.ink)
                            .opacity(isOn && ↓self.colorScheme != ColorScheme.light ? 1 : 0.5)
                    }
                    var shade: Double {
                        switch ↓colorScheme {
                        case .dark: 0.8
                        default: 0.2
                        }
                    }
                }
                """, configuration: "design: { appearance: fixed }"),
            RuleExample("""
                @main struct JournalApp: App {
                    var body: some Scene { WindowGroup { Home().preferredColorScheme(.light) } }
                }
                struct Home: View {
                    ↓@Environment(\\.colorScheme) private var colorScheme
                    var body: some View { Text("A") }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct Preview: View {
                    @Environment(\\.colorSchemeContrast) private var contrast
                    var body: some View {
                        Text("A").environment(\\.colorScheme, .dark).preferredColorScheme(.dark)
                    }
                }
                """),
            RuleExample("""
                struct Card: View {
                    @Environment(\\.colorScheme) private var colorScheme
                    var body: some View { Text("A").opacity(colorScheme == .dark ? 1 : 0.8) }
                }
                """, configuration: "design: { appearance: switchable }"),
            RuleExample("""
                struct Card: View {
                    @Environment(\\.colorScheme) private var colorScheme
                    var body: some View { Text("A").opacity(colorScheme == .dark ? 1 : 0.8) }
                }
                """),
            RuleExample("""
                @main struct JournalApp: App {
                    @AppStorage("appearance") private var scheme: ColorScheme = .light
                    var body: some Scene { WindowGroup { Home().preferredColorScheme(.light) } }
                }
                struct Home: View {
                    @Environment(\\.colorScheme) private var colorScheme
                    var body: some View { Text("A") }
                }
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.attribute, .sequenceExpr, .switchExpr]
    private static let schemes: Set<String> = ["dark", "light"]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        guard context.design.appearance == .fixed else { return }
        if let attribute = node.as(AttributeSyntax.self) {
            guard attribute.attributeName.trimmedText == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments,
                  let keyPath = arguments.first?.expression.as(KeyPathExprSyntax.self),
                  keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text == "colorScheme"
            else { return }
            context.report(at: attribute, "the app's appearance is fixed (\(context.appearanceEvidence)); drop the colorScheme environment and use semantic colours")
        } else if let sequence = node.as(SequenceExprSyntax.self) {
            checkComparisons(sequence, in: context)
        } else if let switchExpression = node.as(SwitchExprSyntax.self), Self.isColorScheme(switchExpression.subject) {
            context.report(at: switchExpression.subject, "the app's appearance is fixed (\(context.appearanceEvidence)); drop this colorScheme branch and use semantic colours")
        }
    }

    /// `colorScheme == .dark`, `.light != scheme.colorScheme`, inside longer conditions too.
    private func checkComparisons(_ sequence: SequenceExprSyntax, in context: LintContext) {
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return }
        for index in 1..<(elements.count - 1) {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=" else { continue }
            let left = elements[index - 1]
            let right = elements[index + 1]
            guard (Self.isColorScheme(left) && Self.isScheme(right)) || (Self.isScheme(left) && Self.isColorScheme(right)) else { continue }
            context.report(at: left, "the app's appearance is fixed (\(context.appearanceEvidence)); drop this colorScheme check and use semantic colours")
        }
    }

    private static func isColorScheme(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "colorScheme" }
        return expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "colorScheme"
    }

    private static func isScheme(_ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), schemes.contains(member.declName.baseName.text) else { return false }
        return member.base == nil || member.base?.trimmedText == "ColorScheme"
    }
}
