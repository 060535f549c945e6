import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// A vertical stack that mixes text with other views has unequal default gaps (docs/design-system.md#stack-spacing).
struct ImplicitStackSpacingRule: SyntaxRule {
    static let description = RuleDescription(
        id: "implicit-stack-spacing",
        summary: "A VStack without `spacing:` that mixes Text with other views, so its gaps differ",
        explanation: """
            With `spacing: nil` a stack asks each pair of neighbours for their preferred distance. Shapes, \
            images and framed views ask for 8pt; text asks for a distance derived from its font's metrics \
            (about 6.4pt above and 10.6pt below body text), so a `VStack` of text and other views has gaps \
            that are not one value (docs/design-system.md#stack-spacing) and do not sit on the grid (docs/design-system.md#spacing-grid). Horizontally every view \
            asks for 8pt, so an `HStack`'s gaps are already equal and it is not reported. This rule reports \
            a `VStack` or `LazyVStack` with no `spacing:` whose direct children include a plain `Text` and a \
            known non-text view (an `Image`, a shape, a `Color`, a `Divider`, or any view with `.frame` or \
            `.padding`), with at least three children. The fix adds the theme spacing token the project's \
            stacks use most; without a theme there is no fix. Opt-in.
            """,
        severity: .warning,
        kind: .syntax,
        isOptIn: true,
        triggering: [
            RuleExample("""
                let v = ↓VStack {
                    Image(systemName: "tray")
                    Text("Nothing here")
                    Text("Add an item").font(.caption)
                }
                """, configuration: "rules: { implicit-stack-spacing: warning }"),
        ],
        nonTriggering: [
            RuleExample("let v = VStack { Image(systemName: \"tray\"); Text(\"A\"); Text(\"B\") }"),
            RuleExample("let v = VStack(spacing: 8) { Image(systemName: \"tray\"); Text(\"A\"); Text(\"B\") }",
                        configuration: "rules: { implicit-stack-spacing: warning }"),
            RuleExample("let v = VStack { Text(\"A\"); Text(\"B\"); Text(\"C\") }",
                        configuration: "rules: { implicit-stack-spacing: warning }"),
            RuleExample("let v = HStack { Image(systemName: \"tray\"); Text(\"A\"); Spacer() }",
                        configuration: "rules: { implicit-stack-spacing: warning }"),
            RuleExample("let v = VStack { Image(systemName: \"tray\"); Text(\"A\") }",
                        configuration: "rules: { implicit-stack-spacing: warning }"),
        ],
        corrections: [
            RuleCorrection("""
                enum AppTheme { enum Spacing { static let xSmall: CGFloat = 8; static let medium: CGFloat = 16 } }
                let a = VStack(spacing: AppTheme.Spacing.medium) { Text("A") }
                let v = VStack(alignment: .leading) { Image(systemName: "tray"); Text("A"); Text("B") }
                let w = VStack { Rectangle(); Text("A"); Text("B") }
                """, """
                enum AppTheme { enum Spacing { static let xSmall: CGFloat = 8; static let medium: CGFloat = 16 } }
                let a = VStack(spacing: AppTheme.Spacing.medium) { Text("A") }
                let v = VStack(alignment: .leading, spacing: AppTheme.Spacing.medium) { Image(systemName: "tray"); Text("A"); Text("B") }
                let w = VStack(spacing: AppTheme.Spacing.medium) { Rectangle(); Text("A"); Text("B") }
                """, configuration: "rules: { implicit-stack-spacing: warning }"),
        ],
        fixChange: .layout(effect: "it sets the stack's gaps to the theme token the project's stacks use most, in place of the system's uneven ones")
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let nonTextViews = SwiftUIViews.shapes.union(["Image", "Color", "Divider"])
    /// Modifiers that give a view fixed edges, so it spaces like a shape.
    private static let edgeResetting: Set<String> = ["frame", "padding"]

    private enum Child { case text, other, unknown }

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard let name = context.shape(of: call)?.initializerName, SwiftUIViews.verticalStacks.contains(name),
              call.argument("spacing") == nil, let closure = call.trailingClosure
        else { return }
        let children = closure.statements.map { classify($0.item) }
        guard children.count >= 3, children.contains(.text), children.contains(.other) else { return }
        context.report(
            at: call.calledExpression,
            "\(name) without `spacing:` mixes Text with other views, so its gaps differ; set `spacing:`",
            fix: fix(for: call, in: context))
    }

    private func classify(_ item: CodeBlockItemSyntax.Item) -> Child {
        guard let call = item.as(FunctionCallExprSyntax.self) else { return .unknown }
        let root = call.chainRoot
        if call.chainModifierNames.contains(where: Self.edgeResetting.contains) { return .other }
        guard let name = CallShape(root)?.initializerName ?? colorName(root) else { return .unknown }
        if name == "Text" { return .text }
        return Self.nonTextViews.contains(name) ? .other : .unknown
    }

    /// `Color.red.opacity(…)` starts from a member of `Color`, not a call.
    private func colorName(_ call: FunctionCallExprSyntax) -> String? {
        guard case .modifier(_, let base)? = CallShape(call), let member = base.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
        else { return nil }
        return "Color"
    }

    private func fix(for call: FunctionCallExprSyntax, in context: LintContext) -> [TextEdit] {
        let uses = context.facts.spacingTokenUses
        guard let token = context.spacingTokens.onGrid.max(by: { (uses[$0.name] ?? 0, -$0.value) < (uses[$1.name] ?? 0, -$1.value) })
        else { return [] }
        let argument = "spacing: \(token.reference)"
        if let rightParen = call.rightParen {
            let separator = call.arguments.isEmpty ? "" : ", "
            return [context.inserting(separator + argument, at: rightParen.positionAfterSkippingLeadingTrivia)]
        }
        return [context.inserting("(\(argument))", at: call.calledExpression.endPositionBeforeTrailingTrivia)]
    }
}
