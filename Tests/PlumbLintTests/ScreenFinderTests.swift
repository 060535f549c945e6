import PlumbSwiftUI
import PlumbSyntax
@testable import PlumbLint
import XCTest

/// Which views the layout rules lay out as screens: what the view graph says a scene, a tab, a
/// split view's column, a presentation or a navigation destination shows at its root, and views
/// whose body starts with a screen container.
final class ScreenFinderTests: XCTestCase {
    /// The screens of a project of one file, each with whether it is laid out where the width is
    /// compact only.
    private func screens(_ source: String) -> [String: Bool] {
        screens(files: ["App.swift": source])
    }

    private func screens(files sources: [String: String]) -> [String: Bool] {
        var facts = ProjectFacts(themeName: "AppTheme")
        let files = sources.sorted { $0.key < $1.key }.map { path, source in
            let file = SourceFile(path: path, source: source)
            facts.merge(FactsCollector.collect(file, bytes: Array(source.utf8), themeName: "AppTheme"), of: file)
            return file
        }
        let found = ScreenFinder.screens(in: files, facts: facts, graph: ViewGraph(facts: facts)).screens
        return Dictionary(found.map { ($0.name, $0.compactWidthOnly) }, uniquingKeysWith: { first, _ in first })
    }

    func testAViewNameTwoFilesDeclareIsNoScreen() {
        // The iPhone app and the watch app each have a `ContentView`: the reader, which finds a
        // view by its name, could lay one out on the other's devices.
        let found = screens(files: [
            "Phone/App.swift": "@main struct PhoneApp: App { var body: some Scene { WindowGroup { ContentView() } } }",
            "Phone/ContentView.swift": "struct ContentView: View { var body: some View { List { Text(\"Phone\") } } }",
            "Watch/ContentView.swift": "struct ContentView: View { var body: some View { Text(\"Watch\") } }",
            "Watch/Settings.swift": "struct Settings: View { var body: some View { Form { Text(\"On\") } } }",
        ])
        XCTAssertNil(found["ContentView"])
        XCTAssertNotNil(found["Settings"])
    }

    func testScenesTabsColumnsAndDestinationsShowScreens() {
        let found = screens("""
            @main struct App: SwiftUI.App {
                var body: some Scene { WindowGroup { if signedIn { Tabs() } else { Welcome() } } }
            }
            struct Tabs: View {
                var body: some View {
                    TabView {
                        Feed().tabItem { Label("Feed", systemImage: "house") }
                        Tab("Inbox", systemImage: "tray") { Inbox() }
                        Split()
                    }
                }
            }
            struct Split: View {
                var body: some View {
                    NavigationSplitView { Sidebar() } detail: { NavigationStack { Detail() } }
                }
            }
            struct Sidebar: View { var body: some View { VStack { NavigationLink { Article() } label: { ArticleRow() } } } }
            struct Welcome: View { var body: some View { Text("Hi") } }
            struct Feed: View { var body: some View { Text("Feed") } }
            struct Inbox: View { var body: some View { Text("Inbox") } }
            struct Detail: View { var body: some View { ScrollView { Text("Detail") } } }
            struct Article: View { var body: some View { Text("Article") } }
            struct ArticleRow: View { var body: some View { Text("Row") } }
            """)
        // A split view's columns, and what is pushed in them, are as wide as the screen only
        // where the width is compact (the split view collapses into one stack).
        XCTAssertEqual(
            found, ["Tabs": false, "Welcome": false, "Feed": false, "Inbox": false, "Split": false, "Sidebar": true,
                    "Detail": true, "Article": true],
            "a NavigationLink's label (ArticleRow) is part of its screen, not one of its own")
    }

    func testScreensShownOnlyInSheets() {
        var facts = ProjectFacts(themeName: "AppTheme")
        let source = """
            @main struct App: SwiftUI.App { var body: some Scene { WindowGroup { Home() } } }
            struct Home: View {
                @State private var picking = false
                @State private var filtering = false
                @State private var helping = false
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Both") { Shared() } }
                            .sheet(isPresented: $picking) { Swatches().presentationDetents([.medium]) }
                            .sheet(isPresented: $filtering) { NavigationStack { Filters() } }
                            .sheet(isPresented: $helping) { Shared() }
                            .fullScreenCover(isPresented: .constant(false)) { Tour() }
                            .popover(isPresented: .constant(false)) { Tip() }
                    }
                }
            }
            struct Swatches: View { var body: some View { VStack { Text("Pick") } } }
            struct Filters: View { var body: some View { List { NavigationLink("More") { MoreFilters() } } } }
            struct MoreFilters: View { var body: some View { VStack { Text("More") } } }
            struct Shared: View { var body: some View { VStack { Text("Shared") } } }
            struct Tour: View { var body: some View { VStack { Text("Tour") } } }
            struct Tip: View { var body: some View { VStack { Text("Tip") } } }
            """
        let file = SourceFile(path: "App.swift", source: source)
        facts.merge(FactsCollector.collect(file, bytes: Array(source.utf8), themeName: "AppTheme"), of: file)
        let found = ScreenFinder.screens(in: [file], facts: facts, graph: ViewGraph(facts: facts)).screens
        let inSheets = Set(found.filter(\.shownOnlyInSheets).map(\.name))
        // A sheet's root, through a navigation stack, and what its stack pushes; not a view also
        // pushed on a full-window stack, a full-screen cover's, or a popover's (on iPhone it may
        // adapt, but where it shows is not proven).
        XCTAssertEqual(inSheets, ["Swatches", "Filters", "MoreFilters"])
        XCTAssertEqual(Set(found.map(\.name)).isSuperset(of: ["Home", "Shared", "Tour", "Tip"]), true)
    }

    func testASheetsRootIsLaidOutAsASheetAndWhatItHoldsIsNot() {
        let found = screens("""
            struct Home: View {
                @State private var isComposing = false
                var body: some View {
                    NavigationStack { Text("Home").sheet(isPresented: $isComposing) { Compose() } }
                }
            }
            struct Compose: View {
                var body: some View {
                    VStack { Header(); NavigationLink { Draft() } label: { Text("Drafts") } }
                        .popover(isPresented: .constant(true)) { Group { Tip() } }
                }
            }
            struct Draft: View { var body: some View { Form { Text("Draft") } } }
            struct Header: View { var body: some View { Text("Header") } }
            struct Tip: View { var body: some View { Text("Tip") } }
            """)
        // What a sheet pushes is as wide as the sheet.
        XCTAssertEqual(found, ["Home": false, "Compose": true, "Tip": true, "Draft": true])
    }

    func testAViewShownThroughItsInitializerIsPlacedAsThePresentationPlacesIt() {
        let found = screens("""
            @main struct App: SwiftUI.App {
                var body: some Scene { WindowGroup { Home() } }
            }
            struct Home: View {
                @State private var route: Route?
                @State private var photo: Photo?
                @State private var isAbout = false
                var body: some View {
                    NavigationStack {
                        Text("Home")
                            .sheet(item: $route, content: RouteSheet.init)
                            .sheet(isPresented: $isAbout) { About.init() }
                            .fullScreenCover(item: $photo, content: Viewer.init(photo:))
                            .navigationDestination(item: $route, destination: Shared.init)
                    }
                }
            }
            struct Menu: View {
                @State private var route: Route?
                var body: some View { Text("Menu").popover(item: $route, content: Shared.init) }
            }
            struct RouteSheet: View {
                let route: Route
                var body: some View {
                    switch route {
                    case .climate: Climate()
                    case .help: Help.init()
                    }
                }
            }
            struct Climate: View { var body: some View { ScrollView { Text("Climate") } } }
            struct Help: View { var body: some View { ScrollView { Text("Help") } } }
            struct About: View { var body: some View { Text("About") } }
            struct Viewer: View { let photo: Photo; var body: some View { Text("Photo") } }
            struct Shared: View { let route: Route; var body: some View { Text("Shared") } }
            """)
        // The sheet's initializer, given by reference or called by name, shows a form-sized
        // card on an iPad, with what the sheet's view builds at its root (RouteSheet itself, a
        // body that is a `switch` statement, is read only inside its screens); the cover fills
        // the window. A view pushed from a full-window screen and shown in a popover is laid out
        // for both: the push is proven to fill the window.
        XCTAssertEqual(
            found, ["Home": false, "Climate": true, "Help": true, "About": true, "Viewer": false, "Shared": false])
    }

    func testAViewShownOnlyByAnInitializerReferenceInASheetIsNotAssumedToFillTheWindow() {
        // Nothing calls `Detail`: only the sheet's reference shows it (before, such a view was
        // taken as never shown, and so as filling the window).
        let found = screens("""
            struct Library: View {
                @State private var book: Book?
                var body: some View { List { Text("Books") }.sheet(item: $book, content: Detail.init(book:)) }
            }
            struct Detail: View { let book: Book; var body: some View { ScrollView { Text("Detail") } } }
            struct Orphan: View { var body: some View { ScrollView { Text("Never shown") } } }
            """)
        XCTAssertEqual(found, ["Library": false, "Detail": true, "Orphan": false])
    }

    func testPresentationsInAConditionalModifierCountAndPreviewsDoNot() {
        let found = screens("""
            struct Home: View {
                @State private var item: Item?
                var body: some View {
                    Text("Home")
                    #if os(iOS)
                        .sheet(item: $item) { item in Editor(item: item) }
                    #endif
                        .navigationDestination(for: Panel.self) { panel in
                            switch panel {
                            case .orders: Orders()
                            default: Gallery()
                            }
                        }
                }
            }
            struct Editor: View { let item: Item; var body: some View { Text("Edit") } }
            struct Orders: View { var body: some View { Text("Orders") } }
            struct Gallery: View { var body: some View { Text("Gallery") } }
            struct Home_Previews: PreviewProvider {
                struct Preview: View { var body: some View { Text("Preview") } }
                struct Canvas: View { var body: some View { Form { Text("Canvas") } } }
                static var previews: some View { NavigationSplitView { Preview() } detail: { Text("Detail") } }
            }
            """)
        XCTAssertEqual(found, ["Editor": true, "Orders": false, "Gallery": false])
    }

    func testOnlyAScreenProvenToFillTheWindowIsLaidOutWhereTheWidthIsRegular() {
        let found = screens("""
            @main struct App: SwiftUI.App {
                var body: some Scene { WindowGroup { Root() } }
            }
            struct Root: View {
                var body: some View {
                    HStack(spacing: 0) {
                        tabs
                        if showsColumn { Inbox().frame(maxWidth: 400) }
                    }
                    .fullScreenCover(isPresented: $isOnboarding) { ZStack { Onboarding() } }
                }
                var tabs: some View { TabView { Feed() } }
            }
            struct Plain: View {
                var body: some View { TabView { Tab("Settings", systemImage: "gear") { NavigationStack { Settings() } } } }
            }
            enum Route {
                case settings
                @ViewBuilder func view() -> some View { switch self { case .settings: Settings() } }
            }
            struct Onboarding: View { var body: some View { ScrollView { Text("Hi") } } }
            struct Feed: View { var body: some View { List { NavigationLink("Post") { Post() } } } }
            struct Post: View { var body: some View { ScrollView { Text("Post") } } }
            struct Inbox: View { var body: some View { List { Text("Inbox") } } }
            struct Settings: View { var body: some View { Form { Text("Settings") } } }
            """)
        // Root and its cover fill the window. Its tabs are written in a helper property and
        // placed beside an optional column: as wide as the window only where the width is
        // compact, with what they push; so is the column. Settings is a plain tab root of
        // `Plain` (a TabView, not a screen itself), which the project never shows: assumed to
        // fill the window. The router's enum builds it too: one proven placement is enough.
        XCTAssertEqual(
            found, ["Root": false, "Onboarding": false, "Feed": true, "Post": true, "Inbox": true, "Settings": false])
    }

    func testFilesReadOnSeveralJobsGiveTheScreensOfOneInTheSameOrder() {
        var facts = ProjectFacts(themeName: "AppTheme")
        let files = (0..<12).map { index in
            let source = """
                struct Screen\(index): View {
                    var body: some View { NavigationStack { List { NavigationLink { Detail\(index)() } label: { Text("Next") } } } }
                }
                struct Detail\(index): View { var body: some View { VStack { Text("\(index)") } } }
                #if os(watchOS)
                struct Watch\(index): View { var body: some View { List { Text("\(index)") } } }
                #endif
                """ + String(repeating: "\n// padding", count: index * 7)
            let file = SourceFile(path: "Screen\(index).swift", source: source)
            facts.merge(FactsCollector.collect(file, bytes: file.bytes, themeName: "AppTheme"), of: file)
            return file
        }
        let graph = ViewGraph(facts: facts)
        func described(jobs: Int) -> [String] {
            ScreenFinder.screens(in: files, facts: facts, graph: graph, jobs: jobs).screens.map { screen in
                "\(screen.name) \(screen.platforms.map { $0.map(\.rawValue).sorted() } ?? []) \(screen.compactWidthOnly)"
            }
        }
        let serial = described(jobs: 1)
        XCTAssertEqual(serial.count, 12 * 3, "each file's stack, the detail it pushes and its watchOS list")
        XCTAssertEqual(described(jobs: 3), serial)
    }

    func testAPlacementInCodeBuiltForAnotherPlatformProvesNothing() {
        let source = """
            @main struct App: SwiftUI.App {
                var body: some Scene { WindowGroup { Root() } }
            }
            struct Root: View {
                @State private var isSet = false
                var body: some View {
                    #if os(tvOS)
                    TabView { Settings() }
                    #else
                    Text("Home").sheet(isPresented: $isSet) { Settings() }
                    #endif
                }
            }
            struct Settings: View { var body: some View { Form { Text("Settings") } } }
            """
        // On an iPad, Settings is a sheet; the tvOS tab does not make it fill the window there.
        XCTAssertEqual(screens(source)["Settings"], true)
        XCTAssertEqual(screens(source.replacingOccurrences(of: "os(tvOS)", with: "os(iOS)"))["Settings"], false)
    }

    /// `NavigationLink(value:)` and `navigationDestination(for:)`: the views a destination builds
    /// from the value, and a value that is a view itself, are pushed from the view that declares
    /// the destination, and placed like any push from it.
    func testViewsPushedAsValuesArePlacedLikePushesFromTheDestinationsView() {
        let found = screens(files: [
            "App.swift": """
                @main struct Catalog: App {
                    var body: some Scene {
                        WindowGroup {
                            NavigationSplitView {
                                Sidebar()
                                    .navigationDestination(for: Page.self) { page in
                                        page
                                        #if targetEnvironment(macCatalyst)
                                        .dynamicTypeSize(.large)
                                        #endif
                                        .navigationBarTitleDisplayMode(.inline)
                                    }
                            } detail: {
                                EmptyView()
                            }
                        }
                        Window("Library", id: "library") { Library() }
                    }
                }
                """,
            "Sidebar.swift": """
                struct Sidebar: View {
                    var body: some View {
                        List { NavigationLink(value: Page.form) { Text("Form") } }
                            .navigationDestination(for: Book.self) { $0 }
                    }
                }
                """,
            "Page.swift": """
                enum Page: Hashable, View {
                    case form, list
                    var body: some View {
                        switch self {
                        case .form: FormPage()
                        case .list: ListPage()
                        }
                    }
                }
                struct FormPage: View { var body: some View { Form { Text("Form") } } }
                struct ListPage: View { var body: some View { List { Text("List") } } }
                """,
            "Library.swift": """
                enum Route: Hashable { case shelf }
                struct Book: Hashable, View {
                    let title: String
                    var body: some View { ScrollView { Text(title) } }
                }
                struct Library: View {
                    var body: some View {
                        NavigationStack {
                            List { NavigationLink("Shelf", value: Route.shelf) }
                                .navigationDestination(for: Route.self) { route in
                                    switch route {
                                    case .shelf: Shelf()
                                    }
                                }
                        }
                    }
                }
                struct Shelf: View { var body: some View { Form { Text("Shelf") } } }
                """,
        ])
        // Page is pushed into the split view's detail column from the App's code, and Book from
        // the sidebar column: their width where the width is regular is the system's, and so
        // is the width of the pages Page's body builds. Library's window is filled by its
        // stack, and so is what it pushes. (Page is laid out through its pages: a body that is
        // a `switch` statement is not read as one expression.)
        XCTAssertEqual(
            found, ["Sidebar": true, "FormPage": true, "ListPage": true, "Book": true, "Library": false, "Shelf": false])
    }
}
