import PlumbSwiftUI
import PlumbSyntax
@testable import PlumbLint
import XCTest

/// Which views the layout rules lay out as screens: what the view graph says a scene, a tab, a
/// split view's column, a presentation or a navigation destination shows at its root, and views
/// whose body starts with a screen container.
final class ScreenFinderTests: XCTestCase {
    private func screens(_ source: String) -> [String: Bool] {
        let file = SourceFile(path: "App.swift", source: source)
        var facts = ProjectFacts(themeName: "AppTheme")
        facts.merge(FactsCollector.collect(file, bytes: Array(source.utf8), themeName: "AppTheme"), of: file)
        let found = ScreenFinder.screens(in: [file], facts: facts, graph: ViewGraph(facts: facts))
        return Dictionary(found.map { ($0.name, $0.compactWidthOnly) }, uniquingKeysWith: { first, _ in first })
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

    func testASheetsRootIsLaidOutAsASheetAndWhatItHoldsIsNot() {
        let found = screens("""
            struct Home: View {
                @State private var isComposing = false
                var body: some View {
                    NavigationStack { Text("Home").sheet(isPresented: $isComposing) { Compose() } }
                }
            }
            struct Compose: View {
                var body: some View { VStack { Header(); Text("Body") }.popover(isPresented: .constant(true)) { Group { Tip() } } }
            }
            struct Header: View { var body: some View { Text("Header") } }
            struct Tip: View { var body: some View { Text("Tip") } }
            """)
        XCTAssertEqual(found, ["Home": false, "Compose": true, "Tip": true])
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
                static var previews: some View { NavigationSplitView { Preview() } detail: { Text("Detail") } }
            }
            """)
        XCTAssertEqual(found, ["Editor": true, "Orders": false, "Gallery": false])
    }
}
