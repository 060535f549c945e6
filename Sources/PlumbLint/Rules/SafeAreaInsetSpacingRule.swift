import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// `.safeAreaInset(edge:)` on a scroll container leaves a system gap unless `spacing:` is set
/// (docs/design-system.md#stack-spacing).
struct SafeAreaInsetSpacingRule: SyntaxRule {
    static let description = RuleDescription(
        id: "safe-area-inset-spacing",
        summary: "`.safeAreaInset(edge:)` on a scroll container without `spacing:`",
        explanation: """
            With `spacing: nil`, the default, `.safeAreaInset` puts the system's default spacing between \
            the scrolling content and the inset view, so a bottom bar floats above an unexplained gap (seed \
            5: "If the spacing for safeAreaInset is not set to 0, an unnecessary gap appears between the \
            content at the bottom of the scroll container and the safe area"). This rule reports \
            `.safeAreaInset(edge:)` applied to a `ScrollView`, `List` or `Form` with no `spacing:` argument; \
            the fix adds `spacing: 0`.
            """,
        severity: .info,
        kind: .syntax,
        triggering: [
            RuleExample("ScrollView { content }↓.safeAreaInset(edge: .bottom) { bar }"),
            RuleExample("List(items) { Text($0.name) }.listStyle(.plain)↓.safeAreaInset(edge: .top, alignment: .leading) { header }"),
        ],
        nonTriggering: [
            RuleExample("ScrollView { content }.safeAreaInset(edge: .bottom, spacing: 0) { bar }"),
            RuleExample("VStack { content }.safeAreaInset(edge: .bottom) { bar }"),
            RuleExample("content.safeAreaInset(edge: .bottom) { bar }"),
        ],
        corrections: [
            RuleCorrection(
                "ScrollView { content }.safeAreaInset(edge: .bottom) { bar }",
                "ScrollView { content }.safeAreaInset(edge: .bottom, spacing: 0) { bar }"),
            RuleCorrection(
                "List { row }.safeAreaInset(edge: .top, alignment: .leading) { bar }",
                "List { row }.safeAreaInset(edge: .top, alignment: .leading, spacing: 0) { bar }"),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let scrollContainers: Set<String> = ["ScrollView", "List", "Form"]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard case .modifier("safeAreaInset", let base)? = context.shape(of: call),
              let edge = call.argument("edge"), call.argument("spacing") == nil,
              let root = base.as(FunctionCallExprSyntax.self)?.chainRoot,
              let container = CallShape(root)?.initializerName, Self.scrollContainers.contains(container),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return }
        let last = call.argument("alignment") ?? edge
        context.report(
            at: member.period,
            "`.safeAreaInset(edge:)` on a \(container) without `spacing:` leaves a system gap; add `spacing: 0`",
            fix: [context.inserting(", spacing: 0", at: last.expression.endPositionBeforeTrailingTrivia)])
    }
}
