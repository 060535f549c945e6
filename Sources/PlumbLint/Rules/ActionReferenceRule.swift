import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// A button passes its model's method instead of wrapping it in a closure (docs/design-system.md#view-structure).
struct ActionReferenceRule: SyntaxRule {
    static let description = RuleDescription(
        id: "action-reference",
        summary: "`Button(\"…\") { model.method() }`; pass `action: model.method`",
        explanation: """
            docs/design-system.md#view-structure: `Button("Publish Project", action: viewModel.handlePublish)`. A closure \
            that only calls one method of the view model adds nothing and hides that the action belongs to \
            the model. This rule reports a `Button` whose action closure is a single call without arguments \
            of a method on a view model the view holds — a `@StateObject`, `@ObservedObject`, \
            `@EnvironmentObject` or `@Bindable` property, or a `@State` property holding one of the project's \
            classes. Calls with arguments, `try`/`await`, and methods of values (`isOn.toggle()` cannot be \
            passed as a reference) are not reported. Opt-in.
            """,
        severity: .warning,
        kind: .syntax,
        isOptIn: true,
        triggering: [
            RuleExample("""
                final class PublishViewModel { func handlePublish() {} }
                struct PublishView: View {
                    @State private var viewModel = PublishViewModel()
                    var body: some View {
                        Button("Publish Project") { ↓viewModel.handlePublish() }
                    }
                }
                """, configuration: "rules: { action-reference: warning }"),
            RuleExample("""
                struct Cart: View {
                    @ObservedObject var store: CartStore
                    var body: some View {
                        Button(action: { ↓store.checkout() }) { Text("Checkout") }
                    }
                }
                """, configuration: "rules: { action-reference: warning }"),
        ],
        nonTriggering: [
            RuleExample("""
                struct Cart: View {
                    @ObservedObject var store: CartStore
                    var body: some View { Button("Checkout") { store.checkout() } }
                }
                """),
            RuleExample("""
                struct Cart: View {
                    @ObservedObject var store: CartStore
                    var body: some View { Button("Checkout", action: store.checkout) }
                }
                """, configuration: "rules: { action-reference: warning }"),
            RuleExample("""
                struct Cart: View {
                    @ObservedObject var store: CartStore
                    var body: some View { Button("Remove") { store.remove(item) } }
                }
                """, configuration: "rules: { action-reference: warning }"),
            RuleExample("""
                struct Panel: View {
                    @State private var isOn = false
                    var body: some View { Button("Toggle") { isOn.toggle() } }
                }
                """, configuration: "rules: { action-reference: warning }"),
            RuleExample("""
                struct Cart: View {
                    @ObservedObject var store: CartStore
                    var body: some View { Button("Pay") { Task { await store.pay() } } }
                }
                """, configuration: "rules: { action-reference: warning }"),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard context.shape(of: call)?.initializerName == "Button", let action = actionClosure(of: call),
              action.signature == nil, action.statements.count == 1,
              let method = action.statements.first?.item.as(FunctionCallExprSyntax.self),
              method.arguments.isEmpty, method.trailingClosure == nil,
              let member = method.calledExpression.as(MemberAccessExprSyntax.self),
              let model = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              isViewModel(model, near: call, facts: context.facts)
        else { return }
        context.report(
            at: method,
            "this closure only calls `\(member.trimmedText)()`; pass `action: \(member.trimmedText)`")
    }

    /// `Button("Title") { … }`, `Button(action: { … }) { … }`.
    private func actionClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        if let action = call.argument("action") { return action.expression.as(ClosureExprSyntax.self) }
        guard call.arguments.first?.label == nil, !call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty else { return nil }
        return call.trailingClosure
    }

    private func isViewModel(_ name: String, near node: some SyntaxProtocol, facts: ProjectFacts) -> Bool {
        guard let owner = EnclosingType.around(node),
              let wrapper = EnclosingType.dynamicProperties(of: owner, facts: facts)[name]
        else { return false }
        if PropertyWrappers.models.contains(wrapper) { return true }
        return wrapper == "State" && holdsProjectClass(name, in: owner, facts: facts)
    }

    /// `@State private var model = Model()` where `Model` is one of the project's classes.
    private func holdsProjectClass(_ name: String, in owner: DeclGroupSyntax, facts: ProjectFacts) -> Bool {
        for member in owner.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                guard let type = binding.initializer?.value.as(FunctionCallExprSyntax.self).flatMap({ CallShape($0)?.initializerName })
                        ?? binding.typeAnnotation?.type.trimmedText
                else { return false }
                return facts.types[type]?.contains { $0.node.is(ClassDeclSyntax.self) } ?? false
            }
        }
        return false
    }
}
