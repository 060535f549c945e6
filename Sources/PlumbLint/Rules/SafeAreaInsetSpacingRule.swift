import PlumbCore
import PlumbSwiftUI
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
            the scrolling content and the inset view, so a bottom bar floats above an unexplained gap \
            (docs/design-system.md#safe-areas). This rule reports \
            `.safeAreaInset(edge:)` applied to a `ScrollView`, `List` or `Form` with no `spacing:` argument; \
            the fix adds `spacing: 0` where the inset view is a bar (it has its own padding or background). A \
            bare button as the inset view would then touch the content, so there the fix adds the grid's \
            8-pt step (docs/design-system.md#spacing-grid), as a theme token when the theme has one. An \
            inset that draws nothing (`Spacer().frame(height: 48)`, `Color.clear`) only reserves room for \
            something laid over the content, and its gap is part of that room, so it is not reported.
            """,
        severity: .info,
        kind: .syntax,
        triggering: [
            RuleExample("ScrollView { content }↓.safeAreaInset(edge: .bottom) { bar }"),
            RuleExample("List(items) { Text($0.name) }.listStyle(.plain)↓.safeAreaInset(edge: .top, alignment: .leading) { header }"),
            RuleExample("ScrollView { content }↓.safeAreaInset(edge: .bottom) { Button(\"Add\") { add() }.buttonStyle(.borderedProminent) }"),
            RuleExample("List(items) { Text($0.name) }↓.safeAreaInset(edge: .top) { Color.clear.frame(height: 44).background(.bar) }"),
            RuleExample("ScrollView { content }↓.safeAreaInset(edge: .bottom) { Spacer(); Text(\"Total\") }"),
        ],
        nonTriggering: [
            RuleExample("ScrollView { content }.safeAreaInset(edge: .bottom, spacing: 0) { bar }"),
            RuleExample("VStack { content }.safeAreaInset(edge: .bottom) { bar }"),
            RuleExample("content.safeAreaInset(edge: .bottom) { bar }"),
            RuleExample("List(items) { Text($0.name) }.safeAreaInset(edge: .top) { Spacer().frame(height: 48) }"),
            RuleExample("ScrollView { content }.safeAreaInset(edge: .bottom) { Color.clear.frame(height: composerHeight) }"),
            RuleExample("Form { fields }.safeAreaInset(edge: .bottom) { SaveBar().hidden() }"),
        ],
        corrections: [
            RuleCorrection(
                "ScrollView { content }.safeAreaInset(edge: .bottom) { bar }",
                "ScrollView { content }.safeAreaInset(edge: .bottom, spacing: 0) { bar }"),
            RuleCorrection(
                "List { row }.safeAreaInset(edge: .top, alignment: .leading) { bar }",
                "List { row }.safeAreaInset(edge: .top, alignment: .leading, spacing: 0) { bar }"),
            RuleCorrection(
                "ScrollView { content }.safeAreaInset(edge: .bottom) { Button(\"Add\") { add() } }",
                "ScrollView { content }.safeAreaInset(edge: .bottom, spacing: 8) { Button(\"Add\") { add() } }"),
        ],
        fixChange: .layout(effect: "it sets the gap between the scrolling content and the inset view: 0 under a bar, the grid's 8 pt under a bare control")
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard case .modifier("safeAreaInset", let base)? = context.shape(of: call),
              let edge = call.argument("edge"), call.argument("spacing") == nil,
              let root = base.as(FunctionCallExprSyntax.self)?.chainRoot,
              let container = CallShape(root)?.initializerName, SwiftUIViews.scrollingContainers.contains(container),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              !Self.reservesRoomOnly(call)
        else { return }
        let last = call.argument("alignment") ?? edge
        let spacing = Self.isBareControl(call) ? SpacingFix(snapping: 8, tokens: context.spacingTokens).text : "0"
        context.report(
            at: member.period,
            "`.safeAreaInset(edge:)` on a \(container) without `spacing:` leaves the system's gap; add `spacing: \(spacing)`",
            fix: [context.inserting(", spacing: \(spacing)", at: last.expression.endPositionBeforeTrailingTrivia)])
    }

    /// The inset view draws nothing: it holds room for a view laid over the content elsewhere.
    private static func reservesRoomOnly(_ inset: FunctionCallExprSyntax) -> Bool {
        guard let closure = inset.trailingClosure, closure.statements.count == 1,
              let view = closure.statements.first?.item.as(ExprSyntax.self)
        else { return false }
        return EmptySpace.reservesRoomOnly(view)
    }

    /// The inset view is a lone button or link with neither padding nor a background of its own.
    private static func isBareControl(_ inset: FunctionCallExprSyntax) -> Bool {
        guard let closure = inset.trailingClosure, closure.statements.count == 1,
              let view = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
              let name = CallShape(view.chainRoot)?.initializerName, ["Button", "Link", "NavigationLink"].contains(name)
        else { return false }
        return !view.chainModifiers.contains { modifier in
            // A background is this rule's sign of a surface of its own, like padding of a margin.
            CallShape(modifier)?.modifierName.map { $0 == "background" || ModifierCatalog.modifier($0)?.spacing == .padding } ?? false
        }
    }
}
