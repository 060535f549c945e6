@testable import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax
import XCTest

final class ViewGraphTests: XCTestCase {
    private static let sources = [
        "App.swift": """
        import SwiftUI
        @main struct JournalApp: App {
            var body: some Scene { WindowGroup { EntryList().environment(store) } }
        }
        """,
        "EntryList.swift": """
        import SwiftUI
        struct EntryList: View {
            @Environment(Store.self) private var store
            @State private var composing = false
            var body: some View {
                NavigationStack {
                    List(store.entries) { entry in
                        NavigationLink(destination: EntryDetail(entry: entry)) { EntryRow(entry: entry, compact: true) }
                    }
                    .sheet(isPresented: $composing) { Compose() }
                    .navigationDestination(for: Tag.self) { tag in TagView(tag: tag) }
                }
            }
        }
        struct EntryRow: View {
            let entry: Entry
            var compact = false
            var body: some View { HStack { Badge(); Text(entry.title) } }
        }
        """,
        "Detail.swift": """
        import SwiftUI
        struct EntryDetail: View {
            let entry: Entry
            var body: some View { ScrollView { Card { Text(entry.body) } } }
        }
        struct Card<Content: View>: View {
            @ViewBuilder let content: Content
            var body: some View { content.padding() }
        }
        struct Badge: View { var body: some View { Circle() } }
        struct Compose: View { var body: some View { Form { Badge() } } }
        struct TagView: View {
            let tag: Tag
            init(tag: Tag) { self.tag = tag }
            var body: some View { Text(tag.name) }
        }
        struct Rounded: ViewModifier { func body(content: Content) -> some View { content.clipShape(Capsule()) } }
        """,
    ]

    private let graph: ViewGraph = {
        var facts = ProjectFacts(themeName: "AppTheme")
        for (path, source) in ViewGraphTests.sources {
            let file = SourceFile(path: path, source: source)
            facts.merge(FactsCollector.collect(file, bytes: Array(source.utf8), themeName: "AppTheme"), of: file)
        }
        return ViewGraph(facts: facts, jobs: 2)
    }()

    func testViewTypesAndTheirParameters() throws {
        XCTAssertEqual(Set(graph.views.keys), ["EntryList", "EntryRow", "EntryDetail", "Card", "Badge", "Compose", "TagView", "Rounded"])
        XCTAssertEqual(graph.view(named: "Rounded")?.kind, .modifier)
        let row = try XCTUnwrap(graph.view(named: "EntryRow"))
        XCTAssertEqual(row.properties.map(\.name), ["entry", "compact"])
        XCTAssertEqual(row.parameters.map(\.name), ["entry"], "a property with a default is not required")
        XCTAssertEqual(graph.view(named: "EntryList")?.parameters.map(\.name), [], "@Environment and @State with a value are the view's own")
        XCTAssertTrue(graph.view(named: "Card")?.property(named: "content")?.holdsContent ?? false)
    }

    func testCallSitesBindArgumentsToParameters() throws {
        let row = try XCTUnwrap(graph.view(named: "EntryRow"))
        let site = try XCTUnwrap(graph.callSites(of: "EntryRow").first)
        XCTAssertEqual(site.caller, "EntryList")
        XCTAssertFalse(site.isPresented, "a NavigationLink's label is part of the list")
        XCTAssertEqual(site.argument(for: row.property(named: "entry")!, of: row)?.trimmedDescription, "entry")
        XCTAssertEqual(site.argument(for: row.property(named: "compact")!, of: row)?.trimmedDescription, "true")

        let card = try XCTUnwrap(graph.view(named: "Card"))
        let cardSite = try XCTUnwrap(graph.callSites(of: "Card").first)
        XCTAssertEqual(cardSite.argument(for: card.property(named: "content")!, of: card)?.trimmedDescription, "{ Text(entry.body) }")

        let tag = try XCTUnwrap(graph.view(named: "TagView"))
        let tagSite = try XCTUnwrap(graph.callSites(of: "TagView").first)
        XCTAssertTrue(tagSite.isPresented)
        XCTAssertEqual(tagSite.argument(for: tag.property(named: "tag")!, of: tag)?.trimmedDescription, "tag",
                       "an init that assigns the property from the same label binds it")
        XCTAssertEqual(graph.callSites(of: "Badge").count, 2)
    }

    func testPresentationsAndShownViews() throws {
        let list = try XCTUnwrap(graph.view(named: "EntryList"))
        XCTAssertEqual(list.shownViews, ["EntryRow"])
        XCTAssertEqual(list.presentations.map(\.kind), [.navigationLink, .sheet, .navigationDestination])
        XCTAssertEqual(list.presentations.map(\.presentedViews), [["EntryDetail"], ["Compose"], ["TagView"]])
        XCTAssertEqual(graph.reachableViews(from: "EntryList").map(\.name), ["EntryList", "EntryRow", "Badge"])
        XCTAssertEqual(graph.reachableViews(from: "EntryList", includingNavigation: true).map(\.name),
                       ["EntryList", "EntryRow", "EntryDetail", "TagView", "Badge", "Card"])
    }

    func testANavigationLinksDestinationInEachOfItsForms() throws {
        let source = """
            import SwiftUI
            struct Menu: View {
                var body: some View {
                    List {
                        NavigationLink("Titled") { Titled() }
                        NavigationLink(value: 1) { ValueLabel() }
                        NavigationLink { Closure() } label: { ClosureLabel() }
                        NavigationLink(destination: Argument()) { ArgumentLabel() }
                    }
                }
            }
            """ + ["Titled", "ValueLabel", "Closure", "ClosureLabel", "Argument", "ArgumentLabel"].map {
                "\nstruct \($0): View { var body: some View { Text(\"\($0)\") } }"
            }.joined()
        var facts = ProjectFacts(themeName: "AppTheme")
        let file = SourceFile(path: "Menu.swift", source: source)
        facts.merge(FactsCollector.collect(file, bytes: file.bytes, themeName: "AppTheme"), of: file)
        let menu = try XCTUnwrap(ViewGraph(facts: facts).view(named: "Menu"))
        XCTAssertEqual(menu.presentations.map(\.presentedViews), [["Titled"], [], ["Closure"], ["Argument"]],
                       "a titled link's trailing closure is its destination; an untitled one's is its label")
        XCTAssertEqual(menu.shownViews, ["ValueLabel", "ClosureLabel", "ArgumentLabel"])
    }

    func testScreens() {
        var screens = ProjectScreens(graph: graph)
        XCTAssertEqual(graph.views.keys.sorted().filter(screens.isScreen), ["Compose", "EntryDetail", "EntryList", "TagView"])
        XCTAssertTrue(screens.fillsWindowWhereWidthIsRegular("EntryList"), "a scene's root")
        XCTAssertFalse(screens.fillsWindowWhereWidthIsRegular("Compose"), "a sheet's root")
    }
}

/// The view graph reads only the parts of a file whose raw tree holds a project view's or a
/// presenter's name (`CalleeNames`): it must find what a reading of every call finds of them.
final class ViewReferencesTests: XCTestCase {
    private static let tricky = """
    import SwiftUI
    struct Account: View {
        struct Row: View { var body: some View { Text("row") } }
        enum Metrics { static let gap = 8.0 }
        var body: some View {
            List {
                Row()
                Account.Row().padding()
                Generic<Int>(value: 1)
                NavigationLink { Detail() } label: { Row() }
                Text("plain").font(.body).padding(Account.Metrics.gap)
                Text(Formatter(style: 1).title)
                Account.Row.init()
            }
            #if os(iOS)
            .sheet(isPresented: .constant(true)) { Detail() }
            #endif
            .alert("Title", isPresented: .constant(false)) { Button("OK") {} }
        }
        // Names in types are no calls; a call may have a space before its arguments.
        var spare: Account.Row? { nil }
        func make() -> Row { Row () }
    }
    extension Account.Row: Equatable {}
    struct Generic<Value>: View { let value: Value; var body: some View { EmptyView() } }
    struct Formatter { let style: Int; var title: String { "title" } }
    struct Detail: View { var body: some View { TabView { Account(); Straße() } } }
    @main struct Tricky: App { var body: some Scene { WindowGroup { Account() } } }
    """

    func testOnlyANameThatCanBeCalledIsMarked() {
        let callees = CalleeNames(["Row"])
        let text = "func make() -> Row { Row () }\nextension Row: View {}\nlet r = Row\n  { }\nlet s = Row<Int>(), t = Theme.Row.height\n"
        let marked = callees.offsets(in: Array(text.utf8)).map { offset in
            String(text.utf8.dropFirst(offset).prefix(while: { $0 != UInt8(ascii: "\n") }))!
        }
        // A return type before a body is marked too: the filter may keep a name no call uses, never drop one.
        XCTAssertEqual(marked, ["Row { Row () }", "Row () }", "Row", "Row<Int>(), t = Theme.Row.height"])
        // A call through the initializer's name calls the type; a name before another member, or `.initial`, does not.
        let initializers = "a = Row.init(title: t)\nb = Row.init { }\nc = Row.initial()\nd = Row.init\n"
        let calls = callees.offsets(in: Array(initializers.utf8)).map { offset in
            String(initializers.utf8.dropFirst(offset).prefix(while: { $0 != UInt8(ascii: "\n") }))!
        }
        XCTAssertEqual(calls, ["Row.init(title: t)", "Row.init { }"])
    }

    func testTheMarkedPartsHoldEveryCallAWholeReadingFinds() throws {
        var sources = ["Tricky.swift": Self.tricky, "Bom.swift": "\u{FEFF}import SwiftUI\nstruct Straße: View { var body: some View { Detail() } }\n"]
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        for directory in ["Journal", "JournalClean"] {
            let root = examples.appendingPathComponent(directory)
            let paths = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: root.path)).filter { $0.hasSuffix(".swift") }
            XCTAssertFalse(paths.isEmpty)
            for path in paths {
                sources["\(directory)/\(path)"] = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            }
        }
        var facts = ProjectFacts(themeName: "AppTheme")
        var files: [SourceFile] = []
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            let file = SourceFile(path: path, source: source)
            facts.merge(FactsCollector.collect(file, bytes: Array(source.utf8), themeName: "AppTheme"), of: file)
            files.append(file)
        }
        let views = Set(ViewGraph(facts: facts).views.keys)
        XCTAssertTrue(views.isSuperset(of: ["Account", "Account.Row", "Generic", "Detail", "Straße"]), "\(views)")
        let viewNames = Set(views.map { String($0.split(separator: ".").last!) })
        let callees = CalleeNames(views: views)
        XCTAssertFalse(callees.readsWholeFiles)
        // A name that no run of ASCII letters can find makes every file be read whole.
        let everything = CalleeNames(["ビュー"])
        XCTAssertTrue(everything.readsWholeFiles)
        var keptCalls = 0
        for file in files {
            let filtered = ViewReferences.collect(in: file, callees: callees, keepingCallsOf: { ViewGraph.namesType($0, facts) })
            let whole = ViewReferences.collect(in: file, callees: everything, keepingCallsOf: { ViewGraph.namesType($0, facts) })
            let wholeViewCalls = whole.calls.filter { viewNames.contains(String($0.name.split(separator: ".").last!)) }
            XCTAssertEqual(filtered.calls.map { "\($0.name) \($0.call.id)" }, wholeViewCalls.map { "\($0.name) \($0.call.id)" }, file.path)
            XCTAssertEqual(filtered.presentations.map { "\($0.kind) \($0.call.id) \(String(describing: $0.content?.id))" },
                           whole.presentations.map { "\($0.kind) \($0.call.id) \(String(describing: $0.content?.id))" }, file.path)
            keptCalls += filtered.calls.count
        }
        let tricky = try XCTUnwrap(files.first { $0.path == "Tricky.swift" })
        let found = ViewReferences.collect(in: tricky, callees: callees, keepingCallsOf: { ViewGraph.namesType($0, facts) })
        XCTAssertEqual(found.calls.map(\.name), ["Row", "Account.Row", "Generic", "Detail", "Row", "Account.Row", "Detail", "Row", "Account", "Straße", "Account"])
        XCTAssertEqual(found.presentations.map(\.kind), [.navigationLink, .sheet, .alert, .tab, .scene])
        // A call of a project type that is not a view is no call site, and the reading skips it.
        let whole = ViewReferences.collect(in: tricky, callees: everything, keepingCallsOf: { ViewGraph.namesType($0, facts) })
        XCTAssertTrue(whole.calls.contains { $0.name == "Formatter" })
        XCTAssertGreaterThan(keptCalls, 20, "the examples call their own views")
        let bom = try XCTUnwrap(files.first { $0.path == "Bom.swift" })
        XCTAssertEqual(ViewReferences.collect(in: bom, callees: callees, keepingCallsOf: { ViewGraph.namesType($0, facts) }).calls.map(\.name),
                       ["Detail"], "offsets count the byte order mark, as the tree's positions do")
    }

    func testEveryCalleeNameIsAPresentersName() {
        XCTAssertTrue(Presentation.Kind.calleeNames.isSuperset(of: ["sheet", "navigationDestination", "NavigationLink", "TabView", "WindowGroup"]))
        for name in Presentation.Kind.calleeNames {
            XCTAssertNotNil(Presentation.Kind(callee: name), name)
        }
        for kind in ModifierCatalog.allKinds {
            guard case .presentation(let presented?) = kind else { continue }
            XCTAssertTrue(Presentation.Kind.calleeNames.isSuperset(of: ModifierCatalog.names(of: kind)), "\(presented)")
        }
    }
}
