import PlumbSwiftUI
import PlumbSyntax
import Testing

/// A view presented through the project's router, a function or computed property whose body
/// builds the destination's view (`DestinationBuilders`), is a screen because the code that
/// presents it says so, whatever its name.
@Suite struct RoutedScreensTests {
    /// The project's screens, of the views whose bodies start with no screen container.
    func screens(_ sources: [String: String]) -> [String] {
        var facts = ProjectFacts(themeName: "AppTheme")
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            let file = SourceFile(path: path, source: "import SwiftUI\n" + source)
            facts.merge(FactsCollector.collect(file, bytes: file.bytes, themeName: "AppTheme"), of: file)
        }
        let graph = ViewGraph(facts: facts)
        let screens = ProjectScreens(graph: graph)
        return graph.views.keys.sorted().filter(screens.isScreen)
    }

    /// Plain views: none of them starts a screen by its body.
    static func plainViews(_ names: String...) -> String {
        names.map { "struct \($0): View { var body: some View { Text(\"\($0)\") } }" }.joined(separator: "\n")
    }

    @Test func aSwitchInTheViewsOwnBuilderFunction() {
        let sources = [
            "Home.swift": """
            enum Route: Identifiable { case settings, compose; var id: Self { self } }
            struct Home: View {
                @State private var route: Route?
                var body: some View {
                    VStack { Badge() }
                        .sheet(item: $route) { route in destination(for: route) }
                }
                @ViewBuilder private func destination(for route: Route) -> some View {
                    switch route {
                    case .settings: Preferences()
                    case .compose: Compose().padding()
                    }
                }
            }
            """,
            "Views.swift": Self.plainViews("Preferences", "Compose", "Badge"),
        ]
        #expect(screens(sources) == ["Compose", "Preferences"])
    }

    @Test func aFunctionPassedByNameFromAnExtensionInAnotherFile() {
        let sources = [
            "Profile.swift": """
            struct Profile: View {
                var body: some View {
                    VStack { Text("Profile") }
                        .navigationDestination(for: Link.self, destination: pushDestination)
                }
            }
            """,
            "Profile+Routes.swift": """
            extension Profile {
                @ViewBuilder
                func pushDestination(for link: Link) -> some View {
                    if link == .about {
                        About()
                    } else {
                        Licences()
                    }
                }
            }
            """,
            "Views.swift": Self.plainViews("About", "Licences"),
        ]
        #expect(screens(sources) == ["About", "Licences"])
    }

    @Test func aRoutesOwnViewPropertyAndAFactorysMethod() {
        let sources = [
            "Flow.swift": """
            enum Flow: Identifiable {
                case signIn, welcome
                var id: Self { self }
                @ViewBuilder var rootView: some View {
                    switch self {
                    case .signIn: SignIn()
                    case .welcome: Welcome()
                    }
                }
            }
            struct SheetFactory {
                @ViewBuilder func view(for flow: Flow) -> some View {
                    switch flow { case .signIn: Terms(); case .welcome: Privacy() }
                }
            }
            struct Start: View {
                @State var flow: Flow?
                @State var sheet: Flow?
                let factory = SheetFactory()
                var body: some View {
                    Text("Start")
                        .fullScreenCover(item: $flow) { $0.rootView }
                        .sheet(item: $sheet) { flow in content(for: flow).presentationDetents([.medium]) }
                }
                private func content(for flow: Flow) -> some View {
                    return factory.view(for: flow)
                }
            }
            """,
            "Views.swift": Self.plainViews("SignIn", "Welcome", "Terms", "Privacy"),
        ]
        #expect(screens(sources) == ["Privacy", "SignIn", "Terms", "Welcome"])
    }

    @Test func aBuilderThatIsNotPresentedOrNotKnownMakesNoScreen() {
        let sources = [
            "Feed.swift": """
            struct Feed: View {
                @State var item: Item?
                var body: some View {
                    VStack { ForEach(items) { row(for: $0) } }
                        .sheet(item: $item) { item in item.view(for: item) }
                        .popover(item: $item) { _ in keep() }
                }
                private func row(for item: Item) -> some View { Row() }
                private func keep() -> some View {
                    let kept = Kept()
                    return Text("kept")
                }
            }
            struct Item { @ViewBuilder func view(for item: Item) -> some View { First() } }
            struct Other { @ViewBuilder func view(for item: Item) -> some View { Second() } }
            """,
            "Views.swift": Self.plainViews("Row", "First", "Second", "Kept"),
        ]
        // A row's builder is not presented; a builder two types declare is not known from its
        // name; a view a builder keeps in a constant is not at its root.
        #expect(screens(sources) == [])
    }
}

/// A container of content its callers build is laid out inside the screens that use it, not as a
/// screen of its own, though its body starts with a navigation stack or a list.
@Suite struct ContentContainerScreensTests {
    @Test func aContainerGenericOverItsContentIsNoScreenUnlessPresented() {
        let sources = [
            "Containers.swift": """
            struct ClosableStack<Content: View>: View {
                var content: () -> Content
                var body: some View { NavigationStack { content().toolbar { Button("Close") { } } } }
            }
            struct PlainList<Rows>: View where Rows: View {
                @ViewBuilder let rows: Rows
                var body: some View { List { rows }.listStyle(.plain) }
            }
            struct Presented<Content: View>: View {
                let content: Content
                var body: some View { ScrollView { content } }
            }
            struct Titled<Title: StringProtocol>: View {
                let title: Title
                var body: some View { List { Text(title) } }
            }
            struct Home: View {
                @State var open = false
                var body: some View {
                    ClosableStack { PlainList { Text("Row") } }
                        .sheet(isPresented: $open) { Presented(content: Text("Sheet")) }
                }
            }
            """,
        ]
        // A generic that is not a view is no content; a presented container is shown by the code.
        #expect(RoutedScreensTests().screens(sources) == ["Presented", "Titled"])
    }
}
