import PlumbSwiftUI
import PlumbSyntax
import Testing

/// A view the app's UIKit code hosts at the root of a hosting controller is a screen
/// (`Presentation.Kind.hosted`, `ViewGraph.controllerRoots`), whatever its body starts with; a
/// view placed inside the hosted root is not. Where the width is regular it is laid out only
/// when another way of showing it proves it fills the window: the controller's place is UIKit's.
@Suite struct HostedScreensTests {
    let routed = RoutedScreensTests()

    /// Whether each view is laid out where the width is regular.
    func fillsWindow(_ sources: [String: String], _ names: [String]) -> [Bool] {
        var facts = ProjectFacts(themeName: "AppTheme")
        for (path, source) in sources.sorted(by: { $0.key < $1.key }) {
            let file = SourceFile(path: path, source: "import SwiftUI\nimport UIKit\n" + source)
            facts.merge(FactsCollector.collect(file, bytes: file.bytes, themeName: "AppTheme"), of: file)
        }
        var screens = ProjectScreens(graph: ViewGraph(facts: facts))
        return names.map { screens.fillsWindowWhereWidthIsRegular($0) }
    }

    @Test func aViewGivenAsTheRootViewOfAHostingController() {
        let sources = [
            "Coordinator.swift": """
            final class OnboardingCoordinator {
                let navigation = UINavigationController()
                func start() {
                    navigation.pushViewController(UIHostingController(rootView: Welcome(name: "A").padding()), animated: true)
                }
                func showTerms() -> UIViewController { UIHostingController<AnyView>(rootView: AnyView(Terms())) }
            }
            """,
            "Mac.swift": """
            final class PanelOwner { let host = NSHostingController(rootView: Inspector()) }
            """,
            "Views.swift": RoutedScreensTests.plainViews("Welcome", "Terms", "Inspector", "Unused"),
        ]
        #expect(routed.screens(sources) == ["Terms", "Welcome"], "AppKit's hosting controller shows a Mac window, no device's screen")
    }

    @Test func aLocalConstantGivenAsTheRootView() {
        let sources = [
            "Factory.swift": """
            struct SettingsFactory {
                func make() -> UIViewController {
                    let model = SettingsModel()
                    let root = SettingsPage(model: model)
                        .environmentObject(model)
                    let controller = UIHostingController(rootView: root)
                    return controller
                }
                func makeOther() -> UIViewController {
                    let footer = Footer()
                    let root = Legal()
                    return UINavigationController(rootViewController: UIHostingController(rootView: root))
                }
            }
            """,
            "Views.swift": RoutedScreensTests.plainViews("SettingsPage", "Legal", "Footer"),
        ]
        #expect(routed.screens(sources) == ["Legal", "SettingsPage"], "a constant no presentation is given is no screen")
    }

    @Test func aConstantIsFollowedOnlyWithinItsOwnStatements() {
        let sources = [
            "Factory.swift": """
            struct Factory {
                var root = Draft()
                func first() { let root = Kept() }
                func second() -> UIViewController { UIHostingController(rootView: root) }
                func third() -> UIViewController {
                    let host = UIHostingController(rootView: later)
                    let later = Later()
                    return host
                }
            }
            """,
            "Views.swift": RoutedScreensTests.plainViews("Draft", "Kept", "Later"),
        ]
        #expect(routed.screens(sources).isEmpty, "a stored property, another function's constant, a constant declared after")
    }

    @Test func theTypeArgumentOfAClassThatInheritsAHostingController() {
        let sources = [
            "Controllers.swift": """
            final class PlayerController: UIHostingController<PlayerScreen> {
                init(url: URL) { super.init(rootView: PlayerScreen(url: url)) }
            }
            class SidebarController: NSHostingController<Sidebar.Content>, NSWindowDelegate {}
            final class GenericController<Root: View>: UIHostingController<Root> {}
            final class Holder: UIViewController { var host: UIHostingController<Hidden>? }
            """,
            "Views.swift": RoutedScreensTests.plainViews("PlayerScreen", "Hidden")
                + "\nenum Sidebar { struct Content: View { var body: some View { Text(\"Sidebar\") } } }",
        ]
        #expect(routed.screens(sources) == ["PlayerScreen"],
                "a property's type is no presentation; a generic parameter names no project view; AppKit's is a Mac window")
    }

    @Test func aHostingControllerAViewMakesForItselfHostsPartOfIt() {
        let sources = [
            "Cells.swift": """
            final class BadgeCell: UICollectionViewCell {
                func configure() { contentView.addSubview(UIHostingController(rootView: CellContent()).view) }
            }
            class BaseRow: UITableViewCell {}
            final class TitleRow: BaseRow {
                func configure() {
                    let content = RowContent()
                    addSubview(UIHostingController(rootView: content).view)
                }
            }
            final class Screen: UIViewController {
                func show() { present(UIHostingController(rootView: Sheet()), animated: true) }
            }
            """,
            "Views.swift": RoutedScreensTests.plainViews("CellContent", "RowContent", "Sheet"),
        ]
        #expect(routed.screens(sources) == ["Sheet"], "a cell's, through the project's own base class too; a view controller's is a screen")
    }

    @Test func aViewInsideTheHostedRootIsNoScreen() {
        let sources = [
            "Coordinator.swift": """
            final class Coordinator {
                func start() -> UIViewController { UIHostingController(rootView: VStack { Banner(); Footer() }) }
            }
            """,
            "Views.swift": RoutedScreensTests.plainViews("Banner", "Footer"),
        ]
        #expect(routed.screens(sources).isEmpty)
    }

    @Test func aHostedViewIsLaidOutWhereTheWidthIsRegularOnlyWhereItIsProvenToFillTheWindow() {
        let sources = [
            "App.swift": """
            @main struct TheApp: App { var body: some Scene { WindowGroup { Library() } } }
            final class Coordinator {
                func start() -> UIViewController { UIHostingController(rootView: Library()) }
                func detail() -> UIViewController { UIHostingController(rootView: Detail()) }
            }
            final class PlayerController: UIHostingController<Player> {}
            """,
            "Views.swift": RoutedScreensTests.plainViews("Library", "Detail", "Player"),
        ]
        #expect(fillsWindow(sources, ["Library", "Detail", "Player"]) == [true, false, false],
                "a scene's root fills it; a hosting controller proves no width")
    }
}
