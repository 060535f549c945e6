import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// The status bar stays visible unless hiding it adds value (docs/design-system.md#status-bar).
struct HiddenStatusBarRule: SyntaxRule {
    static let description = RuleDescription(
        id: "hidden-status-bar",
        summary: "`.statusBarHidden()` hides the status bar",
        explanation: """
            docs/design-system.md#status-bar: "Hide the status bar only when it adds value or enhances your experience. The status bar \
            displays information people find useful and it occupies an area of the screen most apps don't \
            fully use." This rule notes `.statusBarHidden()`, `.statusBarHidden(true)` and \
            `.statusBar(hidden: true)`. Hiding it conditionally (`.statusBarHidden(isFullScreen)`, a photo \
            viewer or a game) is a deliberate choice and is not reported.
            """,
        severity: .info,
        kind: .syntax,
        platforms: .phoneAndPad,
        triggering: [
            RuleExample("let v = Text(\"A\")↓.statusBarHidden()"),
            RuleExample("let v = Text(\"A\")↓.statusBarHidden(true)"),
            RuleExample("let v = Text(\"A\")↓.statusBar(hidden: true)"),
        ],
        nonTriggering: [
            RuleExample("let v = Text(\"A\").statusBarHidden(false)"),
            RuleExample("let v = PhotoViewer().statusBarHidden(isFullScreen)"),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard case .modifier(let name, _)? = context.shape(of: call), name == "statusBarHidden" || name == "statusBar",
              let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return }
        let value = name == "statusBar" ? call.argument("hidden")?.expression : call.arguments.first?.expression
        guard name == "statusBarHidden" && value == nil || value?.trimmedDescription == "true" else { return }
        context.report(at: member.period, "the status bar shows time, battery and connectivity; hide it only where that adds value")
    }
}
