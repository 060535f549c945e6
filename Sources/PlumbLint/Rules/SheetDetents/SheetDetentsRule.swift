import PlumbCore
import PlumbSwiftUI
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
            target folder named for it), where sheets have no detents, nor a sheet presented only on an iPad \
            (inside `if UIDevice.current.userInterfaceIdiom == .pad`, or a property of the view that is that \
            test), where a sheet is a form sheet whose height detents do not change, nor code deployed below iOS 16 (the \
            configured `deployment_target`, or the project's deployment target for the code, raised by \
            `if #available`), where `.presentationDetents` is missing; nor is one whose content comes from a model's method or a \
            stored closure (`model.makeSheet()`, `content()`, `content: popupBuilder`). A project `View` \
            function that forwards one of its closures to `.sheet` (`func modal(isPresented:content:)`) is \
            checked where it is called, with the closure given there; sheets in `#if os(iOS)` (blocks or postfix \
            branches) and `sheet(…)` called on `self` in a `View` extension are checked too. Other custom \
            presentation modifiers, `.fullScreenCover` and `.popover` are left alone.
            """,
        severity: .error,
        kind: .syntax,
        platforms: .on([.iOS, .iPadOS, .visionOS]),
        triggering: [
            // Presented on the iPhone: the `else` of an iPad branch.
            RuleExample("""
                struct Gallery: View {
                    @State private var picking = false
                    var body: some View {
                        if UIDevice.current.userInterfaceIdiom == .pad {
                            Text("Grid")
                        } else {
                            Text("Photos")↓.sheet(isPresented: $picking) { Text("Pick") }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Home: View {
                    @State private var adding = false
                    var body: some View {
                        Button("Add") { adding = true }
                            ↓.sheet(isPresented: $adding) { Text("New item") }
                    }
                }
                """, message: "this sheet's content never applies `.presentationDetents`; add `.presentationDetents([.medium])` (or `.large`, `.height(…)`) to the presented view"),
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
                """, message: "this sheet's content is a full page (a navigation stack, list, form or scroll view) and never applies `.presentationDetents`; add `.presentationDetents([.large])` to the presented view"),
            // A project view whose body is a form: a full page too.
            RuleExample("""
                struct Settings: View {
                    var body: some View { Form { Toggle("Sync", isOn: .constant(true)) }.navigationTitle("Settings") }
                }
                struct Home: View {
                    @State private var showsSettings = false
                    var body: some View {
                        Text("A")↓.sheet(isPresented: $showsSettings) { Settings() }
                    }
                }
                """, message: "this sheet's content is a full page (a navigation stack, list, form or scroll view) and never applies `.presentationDetents`; add `.presentationDetents([.large])` to the presented view"),
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
            // A project function that forwards its content to `.sheet`: reported where the content is given.
            RuleExample("""
                extension View {
                    func modal<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) -> some View {
                        sheet(isPresented: isPresented, content: content)
                    }
                }
                struct Home: View {
                    @State private var showing = false
                    var body: some View { Text("A")↓.modal(isPresented: $showing) { Text("B") } }
                }
                """),
            // Sheets in `#if os(iOS)`, as a block and as a postfix branch.
            RuleExample("""
                struct Home: View {
                    @State private var showing = false
                    @State private var editing = false
                    var body: some View {
                        #if os(iOS)
                        Text("A")↓.sheet(isPresented: $showing) { Text("B") }
                        #endif
                        Text("C")
                        #if os(iOS)
                            ↓.sheet(isPresented: $editing) { Text("D") }
                        #endif
                    }
                }
                """),
        ],
        nonTriggering: [
            // Only an iPad presents it, as a form sheet.
            RuleExample("""
                struct Gallery: View {
                    @State private var picking = false
                    var body: some View {
                        if UIDevice.current.userInterfaceIdiom == .pad {
                            Text("Grid").sheet(isPresented: $picking) { Text("Pick") }
                        } else {
                            Text("Photos")
                        }
                    }
                }
                """),
            RuleExample("""
                struct Export: View {
                    @State private var showsOptions = false
                    private var isPad: Bool { UIDevice.current.userInterfaceIdiom == .pad }
                    var body: some View {
                        if self.isPad {
                            Button("Options") { showsOptions = true }
                                .sheet(isPresented: $showsOptions) { ExportOptions() }
                        }
                    }
                }
                struct ExportOptions: View {
                    var body: some View { Form { Toggle("Metadata", isOn: .constant(true)) } }
                }
                """),
            RuleExample("""
                struct Home: View {
                    @State private var adding = false
                    var body: some View {
                        Button("Add") { adding = true }
                            .sheet(isPresented: $adding) { Text("New").presentationDetents([.medium]) }
                    }
                }
                """),
            // Below iOS 16 a sheet cannot have detents.
            RuleExample("""
                struct Home: View {
                    @State private var adding = false
                    var body: some View {
                        Button("Add") { adding = true }
                            .sheet(isPresented: $adding) { Text("New item") }
                    }
                }
                """, configuration: "deployment_target: \"15.0\""),
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
                extension View {
                    func sheet2<Sheet: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Sheet) -> some View {
                        modifier(InspectableSheet(isPresented: isPresented, popupBuilder: content))
                    }
                }
                struct InspectableSheet<Sheet: View>: ViewModifier {
                    let isPresented: Binding<Bool>
                    let popupBuilder: () -> Sheet
                    func body(content: Content) -> some View { content.sheet(isPresented: isPresented, content: popupBuilder) }
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
        guard let shape = context.shape(of: call) else { return }
        // The presenter and the view graph are read only for a sheet, so other files do not depend on them.
        var presenter: [TypeDeclaration] { context.facts.enclosingTypeName(of: call).flatMap { context.facts.types[$0] } ?? [] }
        var search: DetentSearch {
            DetentSearch(facts: context.facts, graph: context.viewGraph,
                         viewExtensions: context.shared(SharedValueKey("sheet-detents.view-extensions")) { MemberIndex.viewExtensions(in: context.facts) },
                         viewScans: context.shared(SharedValueKey("sheet-detents.view-scans")) { ViewDetentScans() })
        }
        if Self.isSheet(call, shape: shape) {
            guard context.deploys(with: .presentationDetents), !PadBranch.holds(call, facts: context.facts) else { return }
            let verdict: DetentSearch.Verdict
            if let closure = call.trailingClosure ?? call.argument("content")?.expression.as(ClosureExprSyntax.self) {
                verdict = search.verdict(for: closure, presenter: presenter)
            } else if let reference = call.argument("content")?.expression.as(DeclReferenceExprSyntax.self) {
                verdict = search.verdict(forMember: reference.baseName.text, presenter: presenter)
            } else {
                return
            }
            guard case .missing = verdict else { return }
            let isFullPage = (call.trailingClosure ?? call.argument("content")?.expression.as(ClosureExprSyntax.self))
                .map { Self.isFullPage($0, graph: context.viewGraph) } ?? false
            context.report(
                at: Self.reportNode(of: call),
                isFullPage
                    ? "this sheet's content is a full page (a navigation stack, list, form or scroll view) and never applies `.presentationDetents`; add `.presentationDetents([.large])` to the presented view"
                    : "this sheet's content never applies `.presentationDetents`; add `.presentationDetents([.medium])` (or `.large`, `.height(…)`) to the presented view")
            return
        }
        // A project function that forwards its content to `.sheet`: the content is given here.
        guard case .modifier(let name, _) = shape, call.trailingClosure != nil || call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }),
              let closure = context.shared(SharedValueKey("sheet-detents.forwarders"), { SheetForwarders(facts: context.facts) }).presentedContent(of: call, calling: name),
              context.deploys(with: .presentationDetents),
              case .missing = search.verdict(for: closure, presenter: presenter)
        else { return }
        context.report(
            at: Self.reportNode(of: call),
            "`.\(name)` presents this content in a sheet that never applies `.presentationDetents`; add `.presentationDetents([.medium])` (or `.large`, `.height(…)`) to it")
    }

    /// `.sheet(…)` on a view, in a postfix `#if` (`#if os(iOS) .sheet(…) #endif`), or called on
    /// `self` inside a `View` extension or modifier (`sheet(isPresented: …)`).
    private static func isSheet(_ call: FunctionCallExprSyntax, shape: CallShape) -> Bool {
        switch shape {
        case .modifier("sheet", _): return true
        case .implicitMember("sheet"): return call.ancestor(PostfixIfConfigExprSyntax.self) != nil
        case .initializer("sheet"): return !ScopeLookup.enclosingTypes(of: Syntax(call)).isEmpty
        default: return false
        }
    }

    /// Whether a sheet shows a full page: its content starts with a screen container (a
    /// navigation stack, a list, a form, a vertical scroll view), itself or in the body of the
    /// project view it shows. Such content wants `.large`, not a half-height detent.
    private static func isFullPage(_ closure: ClosureExprSyntax, graph: ViewGraph) -> Bool {
        guard closure.statements.count == 1, let content = closure.statements.first?.item.as(ExprSyntax.self) else { return false }
        if ScreenContainer.startsScreen(content) { return true }
        guard let call = content.as(FunctionCallExprSyntax.self), let name = CallShape(call.chainRoot)?.initializerName,
              let view = graph.view(named: name)
        else { return false }
        return view.declarations.contains { ViewBody.expressions(in: $0.members).contains(where: ScreenContainer.startsScreen) }
    }

    private static func reportNode(of call: FunctionCallExprSyntax) -> Syntax {
        call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call.calledExpression)
    }
}
