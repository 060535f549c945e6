import PlumbSwiftUI
import PlumbSyntax
@testable import PlumbLint
import Testing

/// A view whose only uses are previews is a developer's fixture: the layout rules do not lay it
/// out as a screen, unless previews are checked. A view the app reaches is a screen as before.
@Suite struct PreviewOnlyScreenTests {
    private func screens(_ source: String, checkingPreviews: Bool = false) -> Set<String> {
        var facts = ProjectFacts(themeName: "AppTheme")
        let file = SourceFile(path: "App.swift", source: source)
        facts.merge(FactsCollector.collect(file, bytes: Array(source.utf8), themeName: "AppTheme"), of: file)
        let found = ScreenFinder.screens(
            in: [file], facts: facts, graph: ViewGraph(facts: facts), checkingPreviews: checkingPreviews)
        return Set(found.screens.map(\.name))
    }

    static let fixtures = [
        // A #Preview macro shows a fixture screen.
        """
        struct Gallery: View { var body: some View { NavigationStack { List { Text("Swatch") } } } }
        #Preview { Gallery() }
        """,
        // A PreviewProvider shows it through a wrapper only that preview uses.
        """
        struct Gallery: View { var body: some View { NavigationStack { List { Text("Swatch") } } } }
        struct GalleryHarness: View { var body: some View { Gallery().padding() } }
        struct Gallery_Previews: PreviewProvider { static var previews: some View { GalleryHarness() } }
        """,
    ]

    @Test(arguments: fixtures)
    func aViewOnlyPreviewsReachIsNoScreen(source: String) {
        #expect(!screens(source).contains("Gallery"))
        #expect(screens(source, checkingPreviews: true).contains("Gallery"))
    }

    @Test func aViewItsOwnFactoryHostsIsAScreen() {
        let found = screens("""
            struct Picker: View {
                static func makeController() -> UIHostingController<Picker> { UIHostingController(rootView: Picker()) }
                var body: some View { NavigationStack { List { Text("Icon") } } }
            }
            #Preview { Picker() }
            """)
        #expect(found.contains("Picker"))
    }

    @Test func aViewTheAppShowsAndAPreviewAlsoShowsIsAScreen() {
        let found = screens("""
            @main struct ExampleApp: App { var body: some Scene { WindowGroup { Gallery() } } }
            struct Gallery: View { var body: some View { NavigationStack { List { Text("Swatch") } } } }
            #Preview { Gallery() }
            """)
        #expect(found.contains("Gallery"))
    }
}
