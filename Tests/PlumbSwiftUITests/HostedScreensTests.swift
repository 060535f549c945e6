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

    // MARK: Where UIKit code places the controller (`HostedPlacement`)

    @Test func aControllerTheCodePresentsPushesOrInstallsIsAScreen() {
        let sources = [
            "Flows.swift": """
            final class ReceiptsFlow {
                let window = UIWindow()
                let tabs = UITabBarController()
                private let archiveHost = UIHostingController(rootView: Archive())
                func start(from presenter: UIViewController) {
                    let host = UIHostingController(rootView: Receipt(total: 3))
                    host.modalPresentationStyle = .formSheet
                    presenter.present(host, animated: true)
                }
                func install() { window.rootViewController = UIHostingController(rootView: Welcome()) }
                func makeTabs() {
                    let inbox = UIHostingController(rootView: Inbox())
                    tabs.viewControllers = [UINavigationController(rootViewController: inbox)]
                }
                func openArchive(in navigation: UINavigationController) {
                    navigation.pushViewController(self.archiveHost, animated: false)
                }
                var about: UIViewController { UIHostingController(rootView: About()) }
                func detail(sender: UIViewController) { sender.show(UIHostingController(rootView: Detail()), sender: nil) }
            }
            """,
            "Views.swift": RoutedScreensTests.plainViews("Receipt", "Welcome", "Inbox", "Archive", "About", "Detail"),
        ]
        #expect(routed.screens(sources) == ["About", "Archive", "Detail", "Inbox", "Receipt", "Welcome"])
    }

    @Test func aControllerHandedToAProjectMethodThatShowsItIsAScreen() {
        let sources = [
            "Routing.swift": """
            protocol Route { func begin(_ controller: UIViewController, animated: Bool) }
            final class PushRoute: Route {
                let stack: UINavigationController
                init(stack: UINavigationController) { self.stack = stack }
                func begin(_ controller: UIViewController, animated: Bool) { stack.pushViewController(controller, animated: animated) }
            }
            final class ModalRoute: Route {
                let presenter: UIViewController
                init(presenter: UIViewController) { self.presenter = presenter }
                func begin(_ controller: UIViewController, animated: Bool) {
                    let wrapper = UINavigationController(rootViewController: controller)
                    presenter.present(wrapper, animated: animated)
                }
            }
            final class TripsCoordinator {
                let route: any Route
                let keeper: Keeper
                init(route: any Route, keeper: Keeper) { self.route = route; self.keeper = keeper }
                func start() {
                    let host = UIHostingController(rootView: Trips())
                    route.begin(host, animated: true)
                    showModally(UIHostingController(rootView: Packing()))
                    keeper.keep(UIHostingController(rootView: Stored()))
                    later(UIHostingController(rootView: Deferred()))
                    relay(UIHostingController(rootView: TooDeep()))
                }
                private func showModally(_ screen: UIViewController) { route.begin(screen, animated: false) }
                private func relay(_ screen: UIViewController) { showModally(screen) }
                private func later(_ screen: UIViewController) { pending = screen }
                var pending: UIViewController?
            }
            final class Keeper { var kept: [UIViewController] = []; func keep(_ controller: UIViewController) { kept.append(controller) } }
            """,
            "Views.swift": RoutedScreensTests.plainViews("Trips", "Packing", "Stored", "Deferred", "TooDeep"),
            "RouteTests.swift": """
            import XCTest
            final class SilentRoute: Route { var begun = 0; func begin(_ controller: UIViewController, animated: Bool) { begun += 1 } }
            """,
        ]
        // Every implementation of the property's protocol pushes or presents (one wraps it in a
        // navigation controller first); the owner's own helper hands it on through one more, but
        // not through two (the bound); a test's mock of the protocol is no implementation the app
        // runs. Kept in an array or a property, where the code does not show how UIKit places
        // it: no screen.
        #expect(routed.screens(sources) == ["Packing", "Trips"])
    }

    @Test func aProjectMethodShowsOnlyWhenEveryImplementationDoes() {
        let sources = [
            "Routing.swift": """
            protocol Slot { func put(_ controller: UIViewController) }
            final class SheetSlot: Slot {
                let presenter: UIViewController
                init(presenter: UIViewController) { self.presenter = presenter }
                func put(_ controller: UIViewController) { presenter.present(controller, animated: true) }
            }
            final class BadgeSlot: Slot {
                var current: UIViewController?
                func put(_ controller: UIViewController) { current = controller }
            }
            final class BoardCoordinator {
                let slot: Slot
                let stranger = Stranger()
                init(slot: Slot) { self.slot = slot }
                func start() {
                    slot.put(UIHostingController(rootView: Board()))
                    stranger.present(UIHostingController(rootView: Elsewhere()))
                    unknown.put(UIHostingController(rootView: Unknown()))
                }
            }
            """,
            "Views.swift": RoutedScreensTests.plainViews("Board", "Elsewhere", "Unknown"),
        ]
        // `present` is UIKit's showing call by name, whoever's it is (as before this change);
        // a receiver whose type the project does not declare is not followed.
        #expect(routed.screens(sources) == ["Elsewhere"])
    }

    @Test func aChildPinnedToItsParentsWholeViewIsAScreen() {
        let sources = [
            "Controllers.swift": """
            final class MapTab: UIViewController {
                override func viewDidLoad() {
                    let host = UIHostingController(rootView: MapOverlay())
                    addChild(host)
                    view.addSubview(host.view)
                    host.view.frame = view.bounds
                    host.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                    host.didMove(toParent: self)
                }
            }
            final class PlannerTab: UIViewController {
                override func viewDidLoad() {
                    let planner = UIHostingController(rootView: Planner())
                    self.addChild(planner)
                    self.view.addSubview(planner.view)
                    planner.view.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        planner.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        planner.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        planner.view.leftAnchor.constraint(equalTo: view.leftAnchor),
                        planner.view.rightAnchor.constraint(equalTo: view.rightAnchor),
                    ])
                }
            }
            final class NoticeTab: UIViewController {
                override func viewDidLoad() { install(UIHostingController(rootView: Notice()), into: view) }
            }
            final class GuideTab: UIViewController {
                override func viewDidLoad() {
                    let guide = UIHostingController(rootView: Guide())
                    addChild(guide)
                    view.addSubview(guide.view)
                    guide.view.stretchToSuperview()
                }
            }
            extension UIView {
                func stretchToSuperview(loose: Bool = false) {
                    guard let holder = superview else { return }
                    NSLayoutConstraint.activate([
                        topAnchor.constraint(equalTo: holder.topAnchor),
                        self.bottomAnchor.constraint(equalTo: holder.bottomAnchor),
                        leadingAnchor.constraint(equalTo: holder.leadingAnchor),
                        trailingAnchor.constraint(equalTo: holder.trailingAnchor),
                    ])
                }
            }
            final class TipsTab: UIViewController {
                override func viewDidLoad() {
                    let tips = UIHostingController(rootView: Tips())
                    addChild(tips)
                    view.addSubview(tips.view)
                    [tips.view.topAnchor.constraint(equalTo: view.topAnchor),
                     tips.view.bottomAnchor.constraint(equalTo: view.safeBottom),
                     tips.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                     tips.view.trailingAnchor.constraint(equalTo: view.trailingAnchor)].forEach { $0.isActive = true }
                }
            }
            extension UIView {
                var safeBottom: NSLayoutYAxisAnchor { safeAreaLayoutGuide.bottomAnchor }
            }
            final class StatusTab: UIViewController {
                override func viewDidLoad() { attach(UIHostingController(rootView: Status())) }
            }
            extension UIViewController {
                func attach(_ child: UIViewController) { attach(child, onto: view) }
                func attach(_ child: UIViewController, onto host: UIView) {
                    addChild(child)
                    host.addSubview(child.view)
                    child.view.stretchToSuperview()
                }
            }
            final class RoundedNavigation: UINavigationController {}
            final class HelpFlow {
                func start(from presenter: UIViewController) {
                    let help = UIHostingController(rootView: Help())
                    presenter.present(RoundedNavigation(rootViewController: help), animated: true)
                }
            }
            extension UIViewController {
                func install(_ child: UIViewController, into container: UIView) {
                    addChild(child)
                    container.insertSubview(child.view, at: 0)
                    child.view.frame = container.bounds
                    child.didMove(toParent: self)
                }
            }
            """,
            "Views.swift": RoutedScreensTests.plainViews("MapOverlay", "Planner", "Notice", "Guide", "Help", "Tips", "Status"),
        ]
        #expect(routed.screens(sources) == ["Guide", "Help", "MapOverlay", "Notice", "Planner", "Status", "Tips"],
                "frame = view.bounds, four edges to the view or its safe area (a project's safe-area anchor too), a project helper given the whole view, or adding to it through another, or pinning the child's view; a project navigation controller")
    }

    @Test func aControllerThatHostsAPartOfAScreenIsNoScreen() {
        let sources = [
            "Controllers.swift": """
            final class ComposeController: UIViewController {
                let field = UITextField()
                let badgeArea = UIView()
                override func viewDidLoad() {
                    let bar = UIHostingController(rootView: ShortcutBar())
                    field.inputAccessoryView = bar.view
                    let badge = UIHostingController(rootView: Badge())
                    addChild(badge)
                    badgeArea.addSubview(badge.view)
                    badge.view.frame = badgeArea.bounds
                    let strip = UIHostingController(rootView: Strip())
                    addChild(strip)
                    view.addSubview(strip.view)
                    strip.view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
                    install(UIHostingController(rootView: Confetti()), into: badgeArea)
                    let footer = UIHostingController(rootView: Footer())
                    addChild(footer)
                    view.addSubview(footer.view)
                    NSLayoutConstraint.activate([
                        footer.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        footer.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        footer.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        footer.view.heightAnchor.constraint(equalToConstant: 60),
                    ])
                }
            }
            final class AccessoryController: UIViewController {
                override func loadView() {
                    view = UIView()
                    let host = UIHostingController(rootView: Suggestions())
                    host.view.frame = view.bounds
                    addChild(host)
                    view.addSubview(host.view)
                    view.frame = CGRect(x: 0, y: 0, width: 0, height: 52)
                }
            }
            final class Banner: UIViewController {
                private lazy var ribbon = UIHostingController(rootView: Ribbon())
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    self.addChild(self.ribbon); self.view.insertSubview(self.ribbon.view, at: 0); self.ribbon.view.hugTop()
                }
            }
            struct ScannerWrapper: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIHostingController(rootView: Reticle()) }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            final class DangerRow: UIViewController {
                override func viewDidLoad() {
                    let button = UIHostingController(rootView: DangerButton())
                    attach(button)
                    button.view.heightAnchor.constraint(equalToConstant: 48).isActive = true
                    attach(UIHostingController(rootView: Elsewhere()), onto: badgeHolder)
                }
                let badgeHolder = UIView()
            }
            extension UIViewController {
                func attach(_ child: UIViewController) { attach(child, onto: view) }
                func attach(_ child: UIViewController, onto host: UIView) {
                    addChild(child)
                    host.addSubview(child.view)
                    child.view.frame = host.bounds
                }
            }
            extension UIView {
                func hugTop() { topAnchor.constraint(equalTo: superview!.topAnchor).isActive = true }
            }
            final class Keeper: UIViewController {
                private let spare = UIHostingController(rootView: Spare())
                lazy var later: UIViewController = { UIHostingController(rootView: Later()) }()
                func hand(to sink: Sink) { sink.take(UIHostingController(rootView: Handed())) }
            }
            extension UIViewController {
                func install(_ child: UIViewController, into container: UIView) {
                    addChild(child)
                    container.addSubview(child.view)
                    child.view.frame = container.bounds
                }
            }
            """,
            "Views.swift": RoutedScreensTests.plainViews(
                "ShortcutBar", "Badge", "Strip", "Confetti", "Footer", "Suggestions", "Spare", "Later", "Handed", "Ribbon", "Reticle", "DangerButton", "Elsewhere"),
        ]
        #expect(routed.screens(sources).isEmpty,
                "a keyboard accessory, a sub-view's child, its own frame or height (after a helper pinned it), a controller sizing its own view, a helper pinning one edge, a representable's, a placement not shown")
    }
}
