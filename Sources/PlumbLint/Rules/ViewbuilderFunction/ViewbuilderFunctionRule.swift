import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Parts of a stateful view are views of their own, not functions of it (docs/design-system.md#view-structure).
struct ViewbuilderFunctionRule: SyntaxRule {
    static let description = RuleDescription(
        id: "viewbuilder-function",
        summary: "A `@ViewBuilder` or `some View` function, or computed `some View` property, that reads none of its view's changing state",
        explanation: """
            docs/design-system.md#view-structure: a `@ViewBuilder func`, a function returning `some View` or a \
            computed `some View` property is part of its view's `body`, so every change to the view's state runs \
            it again; a separate `View` struct is compared by its inputs and its body is skipped when they did \
            not change. Extracting pays only where the helper does not depend on that state, so this rule \
            reports a helper (other than `body`) of a `View` or an extension of one when the view has state that \
            changes — a dynamic property: `@State`, `@Binding`, `@StateObject`, `@ObservedObject`, \
            `@Environment`, `@EnvironmentObject`, `@FocusState`, `@AppStorage`, `@SceneStorage`, `@Query`, \
            `@FetchRequest`, `@GestureState`, `@Bindable`; constant environment values such as `\\.dismiss` or \
            `\\.openURL` are not state, and a view that reads a WidgetKit value (`\\.widgetFamily`, \
            `\\.widgetRenderingMode`) is drawn into a widget's snapshot and has none — and the helper reads none of it, directly or through the view's other \
            helpers, and builds more than one leaf view. The message names the state whose changes run it again. \
            Static helpers, views without changing state, helpers that read the state and one-view helpers are \
            not reported. Extract a struct.
            """,
        severity: .info,
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
                    @Environment(\\.colorScheme) private var colorScheme
                    var body: some View { header.background(colorScheme == .dark ? .black : .white) }
                    private var ↓header: some View { HStack { Image("logo"); Text("Profile"); Button("Close") { dismiss() } } }
                }
                """),
            RuleExample("""
                struct Profile: View {
                    @Binding var name: String
                    let title: String
                    var body: some View { VStack { TextField("Name", text: $name); header } }
                }
                extension Profile {
                    var ↓header: some View { Label(title, systemImage: "person").padding() ; Divider() }
                }
                """),
            // A function returning `some View` without `@ViewBuilder`, with and without parameters.
            RuleExample("""
                struct Inbox: View {
                    @StateObject private var model = InboxModel()
                    var body: some View { List(model.messages) { row($0.subject) }.toolbar { footer() } }
                    private func ↓row(_ subject: String) -> some View {
                        HStack { Image(systemName: "envelope"); Text(subject) }
                    }
                    func ↓footer() -> some View { VStack { Text("Updated"); Divider() } }
                }
                """),
        ],
        nonTriggering: [
            // Text concatenated with `+` is one `Text`.
            RuleExample("""
                struct Transfer: View {
                    @ObservedObject var model: TransferModel
                    var body: some View { VStack { sizeLabel("2 MB"); Text(model.status) } }
                    private func sizeLabel(_ size: String) -> some View {
                        (Text(Image(systemName: "arrow.down.circle")) + Text(" ") + Text(size)).font(.footnote)
                    }
                }
                """),
            // A view modifier's `body(content:)` is its body; a function that reads the state is not reported.
            RuleExample("""
                struct Highlight: ViewModifier {
                    @State private var isOn = false
                    func body(content: Content) -> some View { HStack { content; Text("New") } }
                }
                struct Inbox: View {
                    @State private var unread = 0
                    var body: some View { badge() }
                    private func badge() -> some View { HStack { Image(systemName: "bell"); Text("\\(unread)") } }
                }
                """),
            RuleExample("""
                struct Card: View {
                    let title: String
                    var body: some View { header }
                    private var header: some View { VStack { Text(title); Divider() } }
                }
                """),
            // Reads the state: an extracted view would take it as input and run just as often.
            RuleExample("""
                struct Counter: View {
                    @State private var count = 0
                    var body: some View { VStack { label; Button("Add") { count += 1 } } }
                    private var label: some View { HStack { Image(systemName: "number"); Text("\\(count)") } }
                }
                """),
            // Reads the state through another helper.
            RuleExample("""
                struct Counter: View {
                    @ObservedObject var model: Model
                    var body: some View { row }
                    private var row: some View { HStack { Image(systemName: "number"); Text(title) } }
                    private var title: String { model.title }
                }
                """),
            // WidgetKit draws this view once for each timeline entry: nothing runs it again.
            RuleExample("""
                struct UnreadWidgetView: View {
                    @Environment(\\.widgetFamily) private var family
                    @Environment(\\.sizeCategory) private var sizeCategory
                    var body: some View { family == .systemSmall ? AnyView(inboxZero) : AnyView(Text("More")) }
                    var inboxZero: some View { VStack { Image(systemName: "checkmark"); Text("All read") } }
                }
                """),
            // Constant environment values are not state: nothing here changes.
            RuleExample("""
                struct Sheet: View {
                    @Environment(\\.dismiss) private var dismiss
                    var body: some View { VStack { header; Text("Body") } }
                    private var header: some View { HStack { Text("Title"); Button("Done") { dismiss() } } }
                }
                """),
            // One leaf view (a colour given to a style modifier is not a view), and one settings
            // row reading the project's own `DynamicProperty` wrapper (`@AppSettings`), which is state.
            RuleExample("""
                @propertyWrapper struct AppSettings<T>: DynamicProperty {
                    var wrappedValue: T
                    var projectedValue: Binding<T>
                }
                struct Units: View {
                    @State private var isEditing = false
                    @AppSettings(\\.general) var settings
                    var body: some View { VStack { unitsLabel; position; Toggle("Edit", isOn: $isEditing) } }
                    private var unitsLabel: some View { Text(Formatter.units()).foregroundColor(Color(.secondaryLabel)) }
                    private var position: some View {
                        Picker("Position", selection: $settings.position) { Text("Top").tag(0); Text("Bottom").tag(1) }
                    }
                }
                """),
            // One leaf view (whichever branch is built): nothing worth skipping.
            RuleExample("""
                struct Settings: View {
                    @State private var isEditing = false
                    var body: some View { VStack { deviceImage(nil); Toggle("Edit", isOn: $isEditing) } }
                    @ViewBuilder
                    private func deviceImage(_ image: UIImage?) -> some View {
                        if let image { Image(uiImage: image) } else { Image(systemName: "questionmark") }
                    }
                }
                """),
            RuleExample("""
                struct Profile: View {
                    @State private var isEditing = false
                    var body: some View { VStack { header; Toggle("Edit", isOn: $isEditing) } }
                    private var header: some View { Text("Profile").font(.title) }
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
            // A function returning `some View` is as much a part of `body` as a `@ViewBuilder` one.
            let isBuilder = function.attributes.names.contains("ViewBuilder")
            guard isBuilder || function.signature.returnClause?.type.trimmedText == "some View",
                  !function.modifiers.isStatic, function.name.text != "body"
            else { return }
            nameToken = function.name
            kind = "`\(isBuilder ? "@ViewBuilder " : "")func \(function.name.text)`"
        } else {
            let variable = node.cast(VariableDeclSyntax.self)
            guard !variable.modifiers.isStatic, variable.bindings.count == 1, let binding = variable.bindings.first,
                  binding.accessorBlock != nil, binding.typeAnnotation?.type.trimmedText == "some View",
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.text != "body"
            else { return }
            nameToken = name
            kind = "computed `\(name.text)`"
        }
        guard let owner = EnclosingType.owner(of: node), EnclosingType.isView(owner, facts: context.facts),
              case let state = EnclosingType.changingState(of: owner, facts: context.facts), !state.isEmpty,
              Self.leafViews(in: node, facts: context.facts) > 1,
              StateReads(members: EnclosingType.members(of: owner, facts: context.facts))
                .names(state.map(\.name), readBy: node.cast(DeclSyntax.self)).isEmpty
        else { return }
        let shown = state.prefix(3).map { "@\($0.wrapper) `\($0.name)`" }.joined(separator: ", ")
        let more = state.count > 3 ? " and \(state.count - 3) more" : ""
        context.report(
            at: nameToken,
            "\(kind) reads none of this view's state but runs again whenever \(shown)\(more) changes; "
                + "extract it into its own View struct so SwiftUI can skip it")
    }

    /// How many leaf views (views with no view inside) the helper builds, a `ForEach` counting as
    /// two. The rule asks only whether there is more than one, and the count only grows, so a
    /// node's children are read until they hold two; tokens hold no views and are not read.
    private static func leafViews(in node: Syntax, facts: ProjectFacts) -> Int {
        switch node.kind {
        case .token:
            return 0
        // Only one branch of an `if` or a `switch` is built at a time.
        case .ifExpr:
            let branching = node.cast(IfExprSyntax.self)
            let branches = [Syntax(branching.body)] + (branching.elseBody.map { [Syntax($0)] } ?? [])
            return branches.map { leafViews(in: $0, facts: facts) }.max() ?? 0
        case .switchExpr:
            return node.cast(SwitchExprSyntax.self).cases.map { leafViews(in: Syntax($0), facts: facts) }.max() ?? 0
        // `Text("a") + Text("b")` is one `Text`: no other view adds.
        case .sequenceExpr:
            let elements = node.cast(SequenceExprSyntax.self).elements
            if elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) {
                return min(1, elements.reduce(0) { $0 + leafViews(in: Syntax($1), facts: facts) })
            }
        // `Color(…)` given to `.foregroundColor` is a style, not a view the helper builds.
        case .labeledExpr:
            let argument = node.cast(LabeledExprSyntax.self)
            if let modifier = argument.parent?.parent?.as(FunctionCallExprSyntax.self).flatMap({ CallShape($0)?.modifierName }),
               ModifierCatalog.modifier(modifier)?.style?.isStyle(label: argument.label?.text) == true {
                return 0
            }
        default:
            break
        }
        var leaves = 0
        var holdsView = false
        for child in node.children(viewMode: .sourceAccurate) where leaves < 2 {
            let inner = leafViews(in: child, facts: facts)
            leaves += inner
            holdsView = holdsView || inner > 0
        }
        guard let call = node.as(FunctionCallExprSyntax.self), let name = CallShape(call)?.initializerName,
              SwiftUIViews.all.contains(name) || facts.isView(name)
        else { return leaves }
        if name == "ForEach" { return leaves + 2 }
        return holdsView ? leaves : 1
    }
}
