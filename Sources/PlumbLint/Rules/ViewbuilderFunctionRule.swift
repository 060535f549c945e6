import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Parts of a stateful view are views of their own, not functions of it (docs/design-system.md#view-structure).
struct ViewbuilderFunctionRule: SyntaxRule {
    static let description = RuleDescription(
        id: "viewbuilder-function",
        summary: "A `@ViewBuilder` function or computed `some View` property in a view with state",
        explanation: """
            docs/design-system.md#view-structure: a `@ViewBuilder func` or a computed \
            `some View` property is part of its view's `body`, so every change to the view's state runs it \
            again; a separate `View` struct is compared by its inputs and its body is skipped when they did \
            not change. This rule reports such functions and properties (other than `body`) in a `View` or an \
            extension of one, when the view has state — any dynamic property: `@State`, `@Binding`, \
            `@StateObject`, `@ObservedObject`, `@Environment`, `@EnvironmentObject`, `@FocusState`, \
            `@AppStorage`, `@SceneStorage`, `@Query`, `@FetchRequest`, `@GestureState`, `@Bindable`. Static \
            helpers and views without state are not reported. Extract a struct.
            """,
        severity: .warning,
        kind: .syntax,
        triggering: [
            RuleExample("""
                struct ParentView: View {
                    @State private var count = 0
                    var body: some View { VStack { Button("Tap: \\(count)") { count += 1 }; complexSection() } }
                    @ViewBuilder
                    func ↓complexSection() -> some View { ForEach(0..<100) { Text("Item \\($0)") } }
                }
                """),
            RuleExample("""
                struct Profile: View {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View { header }
                    private var ↓header: some View { Text("Profile") }
                }
                """),
            RuleExample("""
                struct Profile: View {
                    @Binding var name: String
                    var body: some View { header }
                }
                extension Profile {
                    var ↓header: some View { Text(name) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct Card: View {
                    let title: String
                    var body: some View { header }
                    private var header: some View { Text(title) }
                }
                """),
            RuleExample("""
                struct ParentView: View {
                    @State private var count = 0
                    var body: some View { Text("\\(count)") }
                    static func make() -> some View { ParentView() }
                }
                """),
            RuleExample("""
                final class Coordinator {
                    @Published var count = 0
                    @ViewBuilder func view() -> some View { Text("A") }
                }
                """),
            RuleExample("""
                struct Rounded: ViewModifier {
                    @State private var isOn = false
                    func body(content: Content) -> some View { content }
                    var overlay: some View { Color.clear }
                }
                """),
            RuleExample("""
                struct Screen: View {
                    @State private var count = 0
                    var body: some View { Text("\\(count)") }
                    func format(_ value: Int) -> String { "\\(value)" }
                }
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionDecl, .variableDecl]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let nameToken: TokenSyntax
        let kind: String
        if let function = node.as(FunctionDeclSyntax.self) {
            guard ViewTypes.attributeNames(function.attributes).contains("ViewBuilder"),
                  !ViewTypes.isStatic(function.modifiers)
            else { return }
            nameToken = function.name
            kind = "`@ViewBuilder func \(function.name.text)`"
        } else {
            let variable = node.cast(VariableDeclSyntax.self)
            guard !ViewTypes.isStatic(variable.modifiers), variable.bindings.count == 1, let binding = variable.bindings.first,
                  binding.accessorBlock != nil, binding.typeAnnotation?.type.trimmedDescription == "some View",
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.text != "body"
            else { return }
            nameToken = name
            kind = "computed `\(name.text)`"
        }
        guard let owner = ViewTypes.owner(of: node), ViewTypes.isView(owner, facts: context.facts),
              case let wrappers = Set(ViewTypes.dynamicProperties(of: owner, facts: context.facts).values),
              let wrapper = ViewTypes.dynamicPropertyWrapperOrder.first(where: wrappers.contains)
        else { return }
        context.report(
            at: nameToken,
            "\(kind) runs again on every change of this view's @\(wrapper) state; extract it into its own View struct")
    }
}
