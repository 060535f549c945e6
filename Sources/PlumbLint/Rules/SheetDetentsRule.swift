import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Every `.sheet` says how tall it is (docs/design-system.md#sheets).
struct SheetDetentsRule: SyntaxRule {
    static let description = RuleDescription(
        id: "sheet-detents",
        summary: "A `.sheet` whose content never applies `.presentationDetents`",
        explanation: """
            docs/design-system.md#sheets: "Always specify `presentationDetents` on `.sheet`" — `.height(N)` for \
            small pickers, `.medium` for forms, `.large` for complex content. A sheet without detents always \
            opens full height. This rule reads a `.sheet`'s content and looks for `.presentationDetents` \
            wherever it can be applied: in the content closure, in the presenting view's members the content \
            calls (`content: makeSheet`, `sheetContent`), in the project views the content shows — their \
            `body`, computed properties and methods, in any file — and in the views those wrap, and in the \
            project's own `View` modifiers and the `ViewModifier`s they apply. A `.presentationDetents` chained right after a `.sheet(…)` \
            configures the sheet that view is in, not that one; detents inside a nested presentation belong to \
            it. A sheet that shows a view the project does not declare (a library's view) is not reported, \
            since Plumb cannot see inside it; nor is code for macOS, tvOS or watchOS (in `#if os(…)` or a \
            target folder named for it), where sheets have no detents; nor is one whose content comes from a model's method or a \
            stored closure (`model.makeSheet()`, `content()`). Custom presentation modifiers with other names, \
            `.fullScreenCover` and `.popover` are left alone.
            """,
        severity: .error,
        kind: .syntax,
        platforms: .on([.iOS, .iPadOS, .visionOS]),
        triggering: [
            RuleExample("""
                struct Home: View {
                    @State private var adding = false
                    var body: some View {
                        Button("Add") { adding = true }
                            ↓.sheet(isPresented: $adding) { Text("New item") }
                    }
                }
                """),
            RuleExample("""
                struct EditView: View {
                    var body: some View { Form { Text("Name") } }
                }
                struct Home: View {
                    @State private var editing = false
                    var body: some View {
                        List { Text("A") }↓.sheet(isPresented: $editing) { NavigationStack { EditView() } }
                    }
                }
                """),
            RuleExample("""
                struct Home: View {
                    @State private var showing = false
                    var body: some View {
                        Text("A")↓.sheet(isPresented: $showing) { Text("B") }.presentationDetents([.medium])
                    }
                }
                """),
            RuleExample("""
                struct Home: View {
                    @State private var outer = false
                    @State private var inner = false
                    var body: some View {
                        Text("A")↓.sheet(isPresented: $outer) {
                            Text("B").sheet(isPresented: $inner) { Text("C").presentationDetents([.medium]) }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Home: View {
                    @State private var item: Item?
                    var body: some View {
                        Text("A")↓.sheet(item: $item, content: makeDetail)
                    }
                    private func makeDetail(_ item: Item) -> some View { Text(item.name) }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct Home: View {
                    @State private var adding = false
                    var body: some View {
                        Button("Add") { adding = true }
                            .sheet(isPresented: $adding) { Text("New").presentationDetents([.medium]) }
                    }
                }
                """),
            RuleExample("""
                struct Home: View {
                    @State private var item: Item?
                    var body: some View {
                        List { Text("A") }.sheet(item: $item) { item in DetailView(item: item) }
                    }
                }
                struct DetailView: View {
                    let item: Item
                    var body: some View {
                        NavigationStack { Text(item.name) }
                            .presentationDetents([.medium, .large])
                    }
                }
                """),
            RuleExample("""
                struct Home: View {
                    @State private var editing = false
                    var body: some View { Text("A").sheet(isPresented: $editing) { EditSheet() } }
                }
                struct EditSheet: View {
                    var body: some View { NavigationStack { form } }
                    private var form: some View { Form { Text("Name") }.presentationDetents([.medium]) }
                }
                """),
            RuleExample("""
                struct Home: View {
                    @State private var editing = false
                    var body: some View { Text("A").sheet(isPresented: $editing) { EditSheet() } }
                }
                struct EditSheet: View {
                    var body: some View { NavigationStack { EditForm() } }
                }
                struct EditForm: View {
                    var body: some View { Form { Text("Name") }.presentationDetents([.height(240)]) }
                }
                """),
            RuleExample("""
                struct Home: View {
                    @State private var showing = false
                    var body: some View { Text("A").sheet(isPresented: $showing) { SafariView(url: url) } }
                }
                """),
            RuleExample("""
                struct Home: View {
                    @State private var outer = false
                    @State private var inner = false
                    var body: some View {
                        Text("A").sheet(isPresented: $outer) {
                            Text("B")
                                .sheet(isPresented: $inner) { Text("C").presentationDetents([.large]) }
                                .presentationDetents([.medium])
                        }
                    }
                }
                """),
            RuleExample("""
                struct Home: View {
                    @State private var item: Item?
                    var body: some View { Text("A").sheet(item: $item, content: makeDetail) }
                    private func makeDetail(_ item: Item) -> some View { Text(item.name).presentationDetents([.medium]) }
                }
                """),
            RuleExample("""
                extension View {
                    func halfSheet() -> some View { presentationDetents([.medium]) }
                }
                struct Home: View {
                    @State private var showing = false
                    var body: some View { Text("A").sheet(isPresented: $showing) { Text("B").halfSheet() } }
                }
                """),
            RuleExample("""
                extension View {
                    func fitSheet() -> some View { modifier(FitSheet()) }
                }
                struct FitSheet: ViewModifier {
                    func body(content: Content) -> some View { content.presentationDetents([.height(320)]) }
                }
                struct Home: View {
                    @State private var showing = false
                    var body: some View { Text("A").sheet(isPresented: $showing) { Text("B").fitSheet() } }
                }
                """),
            RuleExample("""
                struct Coordinator: View {
                    @StateObject var model: CoordinatorModel
                    var body: some View {
                        Text("A").sheet(isPresented: $model.showInfo) { model.makeInfoView() }
                    }
                }
                struct TipPresenter<Tip: View>: ViewModifier {
                    @State private var showing = false
                    let tip: () -> Tip
                    func body(content: Content) -> some View { content.sheet(isPresented: $showing) { tip() } }
                }
                """),
            RuleExample("""
                #if os(macOS)
                struct Preferences: View {
                    @State private var showing = false
                    var body: some View { Text("A").sheet(isPresented: $showing) { Text("B") } }
                }
                #endif
                """),
            RuleExample("""
                struct Home: View {
                    @State private var showing = false
                    var body: some View {
                        Text("A")
                            .bottomSheet(isPresented: $showing) { Text("B") }
                            .popover(isPresented: $showing) { Text("C") }
                            .fullScreenCover(isPresented: $showing) { Text("D") }
                    }
                }
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard case .modifier("sheet", _)? = context.shape(of: call),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return }
        let presenter = context.facts.enclosingTypeName(of: call).flatMap { context.facts.types[$0] } ?? []
        let search = DetentSearch(facts: context.facts, graph: context.viewGraph)
        let verdict: DetentSearch.Verdict
        if let closure = call.trailingClosure ?? call.argument("content")?.expression.as(ClosureExprSyntax.self) {
            verdict = search.verdict(for: closure, presenter: presenter)
        } else if let reference = call.argument("content")?.expression.as(DeclReferenceExprSyntax.self) {
            verdict = search.verdict(forMember: reference.baseName.text, presenter: presenter)
        } else {
            return
        }
        guard case .missing = verdict else { return }
        context.report(
            at: member.period,
            "this sheet's content never applies `.presentationDetents`; add `.presentationDetents([.medium])` (or `.large`, `.height(…)`) to the presented view")
    }
}
