import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Every list or collection has an empty state (docs/design-system.md#empty-states).
struct EmptyStateRule: SyntaxRule {
    static let description = RuleDescription(
        id: "empty-state",
        summary: "A list or collection over data the view holds, with no empty state in that view",
        explanation: """
            docs/design-system.md#empty-states: "Every list or collection MUST have an empty state", preferably a \
            `ContentUnavailableView` shown when the collection is empty. This rule reports a `List(…)` or \
            `ForEach(…)` that lists the rows of a `List`, `Form`, `Table` or `ScrollView` of the same view \
            (also through stacks, lazy stacks, grids and sections), whose data the view holds: state, a \
            query, a binding, a model property, a parameter or a computed property. A literal array, a range \
            with constant bounds or a static member (`Category.allCases`) is never empty and is not reported, \
            nor is a parameter that every caller of the view passes such a constant (from the view graph), \
            nor is a collection of a closure parameter or a local, nor a `ForEach` in an `HStack` of chips, a \
            `Picker`, a `Menu`, a toolbar, a custom drop-down menu (buttons in a scroll view laid over \
            another view with `.overlay`), or a lazy stack whose scroll view is another view's (a cell's \
            columns). A collection is never empty when it is a `var` initialised with a constant \
            (`var providers = Provider.allCases`) or a property that falls back to a constant when empty \
            (`kinds.isEmpty ? Kind.allCases : kinds`, in its getter or every assignment of its type), also as a \
            member of a model the view holds or reads from the environment (`@Environment(Model.self)`); a view \
            whose every caller shows it only where what it passes is not empty (`if !picks.isEmpty { … }`), or \
            tests that collection's emptiness itself (an `.overlay` or an `.opacity` for the empty case), is \
            not reported, nor is a view only previews reach (directly, or through views only previews use, at \
            any depth). Sections from a dictionary lookup (`if let rows = groups[key]`) list the dictionary, \
            reported once. The message names the collection as written, so a filtered one \
            (`items.filter { … }`) is named, not its source. Anything in the same type (any of its declarations, in any file) counts as an empty \
            state: an `isEmpty` or `count == 0` test — also in a `switch` over a loading state, a computed \
            property or an `.overlay` — a `ContentUnavailableView`, a view or case whose name says so \
            (`EmptyStateView`, `PlaceholderView`, `case .empty`).
            """,
        severity: .error,
        kind: .syntax,
        triggering: [
            // The caller tests the collection only in an action: it saves, it shows nothing.
            RuleExample("""
                struct ShortcutEditor: View {
                    @Binding var keys: [Key]
                    var body: some View { List { ↓ForEach(keys) { Text($0.title) } } }
                }
                struct Shortcuts: View {
                    @State private var editing: [Key] = []
                    @State private var isEditing = false
                    var body: some View {
                        Button("New") { isEditing = true }
                            .sheet(isPresented: $isEditing, onDismiss: { if !editing.isEmpty { save(editing) } }) {
                                ShortcutEditor(keys: $editing)
                            }
                    }
                }
                """),
            // A UIKit caller's emptiness test loads what is missing; it shows no empty state.
            RuleExample("""
                final class ReaderController: UIViewController {
                    var chapters: [Chapter] = []
                    func openList() {
                        if chapters.isEmpty { reload() }
                        present(UIHostingController(rootView: ChapterList(chapters: chapters)), animated: true)
                    }
                }
                struct ChapterList: View {
                    let chapters: [Chapter]
                    var body: some View { ↓List(chapters) { Text($0.title) } }
                }
                """),
            // Laid over the screen, but its rows are content, not a menu's choices.
            RuleExample("""
                struct SearchField: View {
                    @State private var results: [Hit] = []
                    var body: some View {
                        TextField("Search", text: .constant(""))
                            .overlay(alignment: .top) {
                                ScrollView { LazyVStack { ↓ForEach(results) { HitRow(hit: $0) } } }
                            }
                    }
                }
                """),
            // The caller tests another collection: the one it passes has no empty state.
            RuleExample("""
                struct TagCloud: View {
                    var tags: [Tag]
                    var body: some View { ScrollView { LazyVStack { ↓ForEach(tags) { TagRow(tag: $0) } } } }
                }
                struct TagsScreen: View {
                    @State private var model = TagsModel()
                    var body: some View {
                        ZStack {
                            Text("Nothing pinned").opacity(model.pinned.isEmpty ? 1 : 0)
                            TagCloud(tags: model.all)
                        }
                    }
                }
                """),
            RuleExample("""
                struct Notes: View {
                    @Query private var notes: [Note]
                    @State private var isLoading = false
                    var body: some View {
                        ↓List(notes) { note in Text(note.title) }
                            .redacted(reason: isLoading ? .placeholder : [])
                    }
                }
                """),
            RuleExample("""
                struct Feed: View {
                    @State private var model = FeedModel()
                    var body: some View {
                        ScrollView { LazyVStack { ↓ForEach(model.posts) { PostRow(post: $0) } } }
                    }
                }
                """),
            RuleExample("""
                struct TagGrid: View {
                    let tags: [Tag]
                    var body: some View {
                        ScrollView {
                            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) { ↓ForEach(tags) { Text($0.name) } }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Editor: View {
                    @Binding var items: [Item]
                    var body: some View { ↓List($items) { $item in TextField("Name", text: $item.name) } }
                }
                """),
            RuleExample("""
                struct Settings: View {
                    @State private var model = SettingsModel()
                    var body: some View { rows(for: model.options) }
                    private func rows(for options: [Option]) -> some View {
                        ScrollView { VStack { ↓ForEach(options) { Text($0.title) } } }
                    }
                }
                """),
            RuleExample("""
                struct Posts: View {
                    @State private var posts: [Post] = []
                    @Environment(\\.horizontalSizeClass) private var sizeClass
                    var body: some View {
                        if sizeClass == .compact {
                            ↓List(posts) { Text($0.title) }
                        } else {
                            ScrollView { LazyVGrid(columns: columns) { ForEach(posts) { Text($0.title) } } }
                        }
                    }
                }
                """),
            // A filtered collection can be empty even when its source is not; the message names it.
            RuleExample("""
                struct Done: View {
                    @State private var model = TasksModel()
                    var body: some View { List { ↓ForEach(model.tasks.filter { $0.isDone }) { Text($0.title) } } }
                }
                """),
            // Sections from a dictionary lookup: one finding for the dictionary.
            RuleExample("""
                struct Grouped: View {
                    @State private var groups: [String: [Row]] = [:]
                    var body: some View {
                        List {
                            if let rows = groups["today"] { Section("Today") { ↓ForEach(rows) { Text($0.title) } } }
                            if let rows = groups["week"] { Section("Week") { ForEach(rows) { Text($0.title) } } }
                        }
                    }
                }
                """),
            // Shown from a place that does not check that there is something to list.
            RuleExample("""
                struct Picks: View {
                    let picks: [Pick]
                    var body: some View { ↓List(picks) { Text($0.title) } }
                }
                struct Home: View {
                    @State private var model = Model()
                    var body: some View { NavigationLink("Picks") { Picks(picks: model.picks) } }
                }
                """),
            // A method that passes its parameter on to itself, and a view that shows itself with
            // its own rows: each is followed once.
            RuleExample("""
                struct Outline: View {
                    @State private var model = OutlineModel()
                    private func rows(_ items: [Node], depth: Int) -> some View {
                        ScrollView { VStack { ↓ForEach(items) { Text($0.title) }; if depth < 3 { rows(items, depth: depth + 1) } } }
                    }
                    var body: some View { rows(model.nodes, depth: 0) }
                }
                """),
            RuleExample("""
                struct Folder: View {
                    let items: [Item]
                    var body: some View {
                        ↓List(items) { item in NavigationLink(item.name) { Folder(items: items) } }
                    }
                }
                """),
            // Previews use the view, and so does a screen, through a view between them.
            RuleExample("""
                struct Results: View {
                    @State private var store = ResultStore()
                    var body: some View { List { ↓ForEach(store.results) { Text($0.title) } } }
                }
                struct SearchPanel: View {
                    var body: some View { Results() }
                }
                final class SearchController: UIHostingController<SearchPanel> {
                    init() { super.init(rootView: SearchPanel()) }
                }
                struct Results_Previews: PreviewProvider {
                    static var previews: some View { Results() }
                }
                """),
        ],
        nonTriggering: [
            // The choices of a drop-down menu floating over a button.
            RuleExample("""
                struct SortButton: View {
                    @State private var isOpen = false
                    @State private var orders: [SortOrder] = []
                    var body: some View {
                        Button("Sort") { isOpen.toggle() }
                            .overlay(alignment: .topLeading) {
                                if isOpen {
                                    ScrollView {
                                        VStack(alignment: .leading) {
                                            ForEach(orders) { order in Button(order.title) { apply(order) } }
                                        }
                                    }
                                    .frame(height: 200)
                                    .background(.regularMaterial)
                                }
                            }
                    }
                }
                """),
            // The caller shows the empty state over the list it passes the collection to.
            RuleExample("""
                struct PinList: View {
                    let pins: [Pin]
                    var body: some View {
                        List { ForEach(pins) { Text($0.name) } }
                    }
                }
                struct PinsScreen: View {
                    @State private var pins: [Pin] = []
                    var body: some View {
                        PinList(pins: pins)
                            .overlay { if pins.isEmpty { Text("No pins yet") } }
                    }
                }
                """),
            RuleExample("""
                struct Inbox: View {
                    @Environment(Mailbox.self) private var mailbox
                    var body: some View {
                        ZStack {
                            Text("Inbox zero").opacity(mailbox.messages.count == 0 ? 1 : 0)
                            MessageColumn(messages: mailbox.messages)
                        }
                    }
                }
                struct MessageColumn: View {
                    var messages: [Message]
                    var body: some View {
                        ScrollView { LazyVStack { ForEach(messages) { MessageRow(message: $0) } } }
                    }
                }
                """),
            // The model in the environment lists its sections as a constant.
            RuleExample("""
                @Observable final class SettingsModel {
                    let sections: [SettingsSection] = [SettingsSection(title: "General"), SettingsSection(title: "Display")]
                }
                struct SettingsList: View {
                    @Environment(SettingsModel.self) private var model
                    var body: some View { List { ForEach(model.sections) { Text($0.title) } } }
                }
                """),
            RuleExample("""
                struct Notes: View {
                    @Query private var notes: [Note]
                    var body: some View {
                        if notes.isEmpty {
                            ContentUnavailableView("No Notes Yet", systemImage: "note.text")
                        } else {
                            List(notes) { note in Text(note.title) }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Menu: View {
                    private let options = ["Small", "Large"]
                    var body: some View {
                        VStack {
                            ForEach(["A", "B"], id: \\.self) { Text($0) }
                            ForEach(0..<5) { Text("\\($0)") }
                            ForEach(Category.allCases) { Text($0.title) }
                            ForEach(options, id: \\.self) { Text($0) }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Feed: View {
                    @State private var model = FeedModel()
                    var body: some View {
                        switch model.state {
                        case .loading: ProgressView()
                        case .empty: Text("No posts yet")
                        case .loaded: List(model.posts) { Text($0.title) }
                        }
                    }
                }
                """),
            RuleExample("""
                struct Tasks: View {
                    @State private var tasks: [TaskItem] = []
                    var body: some View {
                        List { ForEach(tasks) { Text($0.title) } }
                            .overlay { if tasks.count == 0 { Text("Nothing to do") } }
                    }
                }
                """),
            RuleExample("""
                struct Inbox: View {
                    let messages: [Message]
                    var body: some View { List(messages) { Text($0.subject) }.overlay { placeholder } }
                }
                extension Inbox {
                    var placeholder: some View { InboxPlaceholderView() }
                }
                """),
            RuleExample("""
                struct TagPicker: View {
                    let tags: [Tag]
                    @Binding var selection: Tag?
                    var body: some View {
                        Picker("Tag", selection: $selection) { ForEach(tags) { Text($0.name).tag(Optional($0)) } }
                    }
                }
                """),
            RuleExample("""
                struct PostRow: View {
                    let post: Post
                    var body: some View {
                        VStack { Text(post.title); HStack { ForEach(post.tags) { Text($0.name) } } }
                    }
                }
                """),
            RuleExample("""
                struct IconPicker: View {
                    var body: some View { ScrollView { grid(of: Icon.all) } }
                    private func grid(of icons: [Icon]) -> some View {
                        LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) { ForEach(icons) { Image($0.name) } }
                    }
                }
                """),
            RuleExample("""
                struct Steps: View {
                    let total: Int
                    var body: some View { List { ForEach(0..<total, id: \\.self) { Text("Step \\($0)") } } }
                }
                """),
            RuleExample("""
                struct TableRow: View {
                    let cells: [Cell]
                    var body: some View { LazyHStack { ForEach(cells) { Text($0.value) } } }
                }
                """),
            RuleExample("""
                struct TrendingSection: View {
                    let tags: [Tag]
                    var body: some View { ForEach(tags) { Text($0.name) } }
                }
                """),
            RuleExample("""
                struct TagCloud: View {
                    let tags: [Tag]
                    var body: some View { ScrollView { LazyVStack { ForEach(tags) { Text($0.name) } } } }
                }
                struct Discover: View {
                    var body: some View { TagCloud(tags: Tag.featured) }
                }
                """),
            RuleExample("""
                struct Sections: View {
                    var body: some View {
                        List(Shelf.all) { shelf in ForEach(shelf.books) { Text($0.title) } }
                    }
                }
                """),
            // `allCases` held in a `var` the view never empties (a fixed list of providers or permissions).
            RuleExample("""
                struct AccountSelection: View {
                    var providers = Provider.allCases
                    private let permissions: [Permission] = [.camera, .photos]
                    var body: some View {
                        Form {
                            ForEach(providers, id: \\.self) { Text($0.name) }
                            ForEach(permissions, id: \\.self) { Text($0.title) }
                        }
                    }
                }
                """),
            // A list normalised to defaults when empty, in a getter or in the owner's initializer.
            RuleExample("""
                struct Kinds: View {
                    let style: LibraryStyle
                    @State private var chosen: [Kind] = []
                    private var shown: [Kind] { chosen.isEmpty ? Kind.allCases : chosen }
                    var body: some View {
                        List { ForEach(style.kinds) { Text($0.title) } }
                        ScrollView { VStack { ForEach(shown) { Text($0.title) } } }
                    }
                }
                struct LibraryStyle {
                    let kinds: [Kind]
                    init(kinds: [Kind]) { self.kinds = kinds.isEmpty ? Kind.allCases : kinds }
                }
                """),
            // Reachable only when there is something to list: the link is guarded by `!isEmpty`.
            RuleExample("""
                struct Picks: View {
                    let picks: [Pick]
                    var body: some View { List(picks) { Text($0.title) } }
                }
                struct Home: View {
                    @State private var model = Model()
                    var body: some View {
                        if !model.picks.isEmpty { NavigationLink("Picks") { Picks(picks: model.picks) } }
                    }
                }
                """),
            // A view only previews reach, through a view only a preview uses.
            RuleExample("""
                struct Suggestions: View {
                    @State private var store = SuggestionStore()
                    var body: some View { List { ForEach(store.suggestions) { Text($0.title) } } }
                }
                struct SearchPopover: View {
                    var body: some View { VStack { TextField("Search", text: .constant("")); Suggestions() } }
                }
                #Preview { SearchPopover() }
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let collections: Set<String> = ["List", "ForEach"]
    /// The containers that make a `ForEach` a list: its rows scroll in them.
    private static let listContainers: Set<String> = ["List", "Form", "Table", "ScrollView"]
    /// Containers a list's rows pass through: a `ForEach` in a `LazyVStack` of a `ScrollView` is a list.
    private static let transparent: Set<String> = [
        "ForEach", "Section", "Group", "VStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
    ]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard let (name, path, data) = listedCollection(call, in: context),
              let type = context.facts.enclosingTypeName(of: call),
              let declarations = context.facts.types[type],
              !context.shared(SharedValueKey("empty-state.shows.\(type)"), { EmptyStateScan.shows(in: declarations) }),
              !PreviewCode.isPreviewOnlyView(around: call, in: context),
              isFirstListing(of: path, call: call, in: declarations, context: context)
        else { return }
        let shown = Self.shortText(of: data)
        context.report(
            at: call,
            "`\(name)` over `\(shown)` has no empty state in `\(type)` (no `isEmpty` test, `ContentUnavailableView` or empty-state view); show a `ContentUnavailableView` when `\(shown)` is empty")
    }

    /// How the message names the listed data: as written, without `$` and `self.`, closures
    /// shortened (`model.items.filter { … }`), so a filtered collection is named, not its source.
    private static func shortText(of data: ExprSyntax) -> String {
        final class ClosureEliding: SyntaxRewriter {
            override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
                let ellipsis = CodeBlockItemSyntax(item: .expr(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("…")))))
                return ExprSyntax(ClosureExprSyntax(
                    leftBrace: .leftBraceToken(leadingTrivia: node.leftBrace.leadingTrivia, trailingTrivia: .space),
                    statements: CodeBlockItemListSyntax([ellipsis]),
                    rightBrace: .rightBraceToken(leadingTrivia: .space)))
            }
        }
        return EmptinessTest.name(of: ClosureEliding(viewMode: .sourceAccurate).visit(data))
    }

    /// The call's name, the path of the data it lists and the data as written, when it is a
    /// `List` or a `ForEach` that lists rows over data the view holds.
    private func listedCollection(_ call: FunctionCallExprSyntax, in context: LintContext) -> (String, String, ExprSyntax)? {
        guard let name = context.shape(of: call)?.initializerName, Self.collections.contains(name),
              let data = call.arguments.first, data.label == nil, !data.expression.is(ClosureExprSyntax.self),
              case .held(let path) = CollectionSource(data.expression, facts: context.facts, resolver: context.resolver, graph: context.viewGraph),
              name == "List" || isInList(call)
        else { return nil }
        return (name, path, data.expression)
    }

    /// One finding per collection and view: a view that lists `items` in two layouts is reported
    /// at the first.
    private func isFirstListing(of path: String, call: FunctionCallExprSyntax, in declarations: [TypeDeclaration], context: LintContext) -> Bool {
        for declaration in declarations {
            let calls = declaration.node.tokens(viewMode: .sourceAccurate)
                .filter { $0.text == "List" || $0.text == "ForEach" }
                .compactMap { $0.parent?.parent?.as(FunctionCallExprSyntax.self) }
            for candidate in calls where listedCollection(candidate, in: context)?.1 == path {
                return candidate.id == call.id
            }
        }
        return true
    }

    /// Whether a `ForEach` lists rows of a `List`, `Form`, `Table` or scroll view of the same
    /// view, through stacks, lazy stacks, grids and sections. A `ForEach` in an `HStack` of chips,
    /// a `Picker`, a `Menu`, a toolbar or a card's lazy stack is not a list, nor one whose
    /// scrolling container is in another view.
    private func isInList(_ call: FunctionCallExprSyntax) -> Bool {
        for holder in ClosureHolder.holders(of: call) {
            guard let name = CallShape(holder.call)?.initializerName else { return false }
            if Self.listContainers.contains(name) { return !Self.isFloatingMenu(holder.call, rows: call) }
            guard Self.transparent.contains(name) else { return false }
        }
        return false
    }

    /// A container laid over another view (`.overlay { … }`) whose rows are all buttons: the
    /// choices of a custom drop-down menu, not a list that can be empty.
    private static func isFloatingMenu(_ container: FunctionCallExprSyntax, rows: FunctionCallExprSyntax) -> Bool {
        guard case .modifier("overlay", _)? = ClosureHolder.holders(of: container).first.flatMap({ CallShape($0.call) }),
              let closure = rows.trailingClosure
        else { return false }
        let children = ViewChildren.all(of: closure)
        return !children.isEmpty && children.allSatisfy { child in
            child.as(FunctionCallExprSyntax.self).flatMap { CallShape($0.chainRoot)?.initializerName } == "Button"
        }
    }
}
