import PlumbSyntax
import SwiftSyntax

/// A place where code shows other views as screens of their own: a modal presentation
/// (`.sheet`, `.fullScreenCover`, `.popover`, …), a navigation push (`.navigationDestination`,
/// `NavigationLink(destination:)`), a UIKit hosting controller, or a container that gives its content a whole window, tab
/// or column (a scene, `TabView`/`Tab`, `NavigationSplitView`). The views a presentation shows
/// are not part of the presenting view's own layout: they are screens of their own. A
/// container's content is (it is drawn in place), so containers present no `presentedViews`,
/// only `rootViews`.
public struct Presentation: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case sheet, fullScreenCover, popover, inspector, alert, confirmationDialog
        case navigationDestination
        /// `NavigationLink(destination: …)` or `NavigationLink { destination } label: { … }`.
        case navigationLink
        /// A scene's content: `WindowGroup { ContentView() }` (`SwiftUIViews.scenes`).
        case scene
        /// A tab: the views listed in a `TabView`, or a `Tab`'s content.
        case tab
        /// A column of a `NavigationSplitView`: its sidebar, content and detail.
        case splitColumn
        /// The root view of a UIKit hosting controller, `UIHostingController(rootView: Home())`,
        /// which the app's UIKit code pushes, presents or installs as a window's root
        /// (`HostedPlacement` keeps only those; a class that inherits one,
        /// `UIHostingController<Home>`, is `ViewGraph.controllerRoots`).
        /// AppKit's `NSHostingController` shows a Mac window, which no device of the catalog is:
        /// a view only it shows is not made an iPhone or iPad screen.
        case hosted

        /// The kind of a modifier or view by its name: `sheet`, `NavigationLink`, `TabView`.
        /// Modifiers are the catalog's presentations (`ModifierCatalog`).
        public init?(callee name: String) {
            if let kind = Self.presentingViews[name] {
                self = kind
            } else if SwiftUIViews.scenes.contains(name) {
                self = .scene
            } else {
                guard case .presentation(let kind?) = ModifierCatalog.kind(of: name) else { return nil }
                self = kind
            }
        }

        /// Every name `init(callee:)` knows.
        static let calleeNames: Set<String> = Set(presentingViews.keys).union(SwiftUIViews.scenes)
            .union(allCases.flatMap { ModifierCatalog.names(of: .presentation($0)) })

        /// The views and view controllers that present, besides the scenes.
        private static let presentingViews: [String: Kind] = [
            "NavigationLink": .navigationLink, "TabView": .tab, "Tab": .tab, "NavigationSplitView": .splitColumn,
            "UIHostingController": .hosted,
        ]

        /// Modal presentations: what they show is configured apart from the presenting view
        /// (its own `.presentationDetents`, its own navigation). A hosting controller's root is
        /// shown apart from the code that builds it too.
        public var isModal: Bool {
            switch self {
            case .sheet, .fullScreenCover, .popover, .inspector, .alert, .confirmationDialog, .hosted: true
            case .navigationDestination, .navigationLink, .scene, .tab, .splitColumn: false
            }
        }

        /// A container shows its content in place, as part of its own layout: a scene's
        /// window, a tab, a split view's column.
        public var isContainer: Bool { self == .scene || self == .tab || self == .splitColumn }

        /// Whether the presented content is a screen (an alert's buttons are not).
        public var presentsScreen: Bool { self != .alert && self != .confirmationDialog }

        /// Presenters whose size the system chooses where the width is regular: a sheet or a
        /// popover, not the whole screen.
        public var isSizedBySystem: Bool { self == .sheet || self == .popover }
    }

    public let kind: Kind
    /// The `.sheet(…)` modifier call or the `NavigationLink(…)` call.
    public let call: FunctionCallExprSyntax
    public let file: SourceFile
    /// The full name of the type whose code presents, when it is written in a type.
    public let presenter: String?
    /// What is presented: the content closure, or the expression given as `content:`/`destination:`
    /// (`rootView:` for a hosting controller).
    public let content: ExprSyntax?
    /// The project's view types the content calls, by full name, in source order (none for a
    /// container, whose content is part of the view that writes it).
    public internal(set) var presentedViews: [String] = []
    /// The project's view types it shows as a whole screen, window, tab or column, by full
    /// name, in source order: the content's own root views (through modifiers, a `Group`, an
    /// `if` or a `switch`), not views placed inside another view of the content.
    public internal(set) var rootViews: [String] = []
    /// The project's view type the presentation shows without a call of it written in its
    /// content: a navigation destination's pushed value itself (`ValueDestination`), or an
    /// initializer given by reference (`content: Settings.init`, `InitializerReference`); it is
    /// among `presentedViews` and `rootViews` too.
    public internal(set) var uncalledView: String?
    /// The project's builders the content names at its root (`DestinationBuilders`), whose
    /// views are among `rootViews` once the whole project is read.
    var builderReferences: [DestinationBuilders.Reference] = []

    /// The content of a presentation call: for a modifier, its trailing closure or `content:`
    /// argument; for a `NavigationLink`, its `destination:` (argument or trailing closure).
    static func content(of call: FunctionCallExprSyntax, kind: Kind) -> ExprSyntax? {
        switch kind {
        case .navigationLink:
            if let destination = call.argument("destination") { return destination.expression }
            if let closure = call.additionalTrailingClosures.first(where: { $0.label.text == "destination" }) {
                return ExprSyntax(closure.closure)
            }
            // The trailing closure, unless it is the label (`NavigationLink(value:) { … }`):
            // `NavigationLink { Destination() } label: { … }`, `NavigationLink("Title") { Destination() }`.
            guard let trailing = call.trailingClosure, ControlLabel.closure(of: call)?.id != trailing.id else { return nil }
            return ExprSyntax(trailing)
        case .alert, .confirmationDialog:
            return call.argument("actions")?.expression ?? call.trailingClosure.map(ExprSyntax.init)
        case .hosted:
            return call.argument("rootView")?.expression
        default:
            return call.trailingClosure.map(ExprSyntax.init) ?? call.argument("content")?.expression
                ?? call.argument("destination")?.expression
        }
    }
}
