import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// The one place that decides which of a project's View types are screens, and where each is
/// as wide as the window: what the layout rules lay out (`plumb lint`, its report) and what
/// `plumb layout` offers.
///
/// A screen is a view that a scene, a sheet, a full-screen cover, a popover, a tab, a split
/// view's column, a navigation destination or a UIKit hosting controller shows at the
/// root of its content (`Presentation.rootViews`, `ViewGraph.controllerRoots`), or one whose body starts with a navigation or scroll container,
/// a list or a form (`ScreenContainer.startsScreen`) and shows no content its callers build.
/// Cards, rows, chips and such containers are not; they are laid out inside the screens that
/// use them.
///
/// A screen is laid out alone, at the window's size, but what shows it decides its width. A
/// scene, a full-screen cover, a tab of a `TabView` that fills its window, and a push from such
/// a screen give it the window's width. A sheet, a popover, an inspector and a split view's
/// column give it a width the system chooses where the width is regular. And an app's own
/// container (`HStack { Sidebar(); TabView { … } }`), a view that places it beside others, or
/// code the graph does not follow (an enum's `makeContentView()`, a helper property) or UIKit
/// code (a hosting controller) give it a width Plumb cannot prove there.
///
/// Decision: a screen is laid out where the width is regular only when one of the ways it is
/// shown is proven to fill the window. Otherwise it is laid out where the width is compact only:
/// there SwiftUI's sidebars, split views and tab views collapse into one stack as wide as the
/// screen, and apps follow that idiom (docs/design-system.md#size-classes). A screen the project
/// never shows (its entry point or code outside Swift shows it) is assumed to fill the window.
/// A screen every way of showing which is inside a `.sheet` is a sheet's content
/// (`isShownOnlyInSheets`): the layout rules judge it within the safe area's height.
public struct ProjectScreens: Sendable {
    private let graph: ViewGraph
    /// The views a presentation, scene, tab or column shows at its root.
    private let presented: Set<String>
    private var placements: [String: Placement] = [:]

    /// What previews (`#Preview { … }`, a `PreviewProvider`) show or declare is Xcode's canvas,
    /// not the app: it neither makes a screen nor places one.
    public init(graph: ViewGraph) {
        self.graph = graph
        var presented: Set<String> = []
        for presentation in graph.presentations where !PreviewCode.contains(presentation.call) {
            switch presentation.kind {
            case .inspector, .alert, .confirmationDialog: break
            default: presented.formUnion(presentation.rootViews)
            }
        }
        self.presented = presented.union(graph.controllerRoots)
    }

    /// Whether the view type (full name) whose body is `body` is a screen. A container of its
    /// callers' content (`ViewType.holdsCallersContent`) is a screen only where it is presented.
    public func isScreen(_ name: String, body: ExprSyntax) -> Bool {
        !PreviewCode.contains(body)
            && (presented.contains(name) || (ScreenContainer.startsScreen(body) && graph.view(named: name)?.holdsCallersContent != true))
    }

    /// Whether the view type (full name) is a screen, by any `body` it declares.
    public func isScreen(_ name: String) -> Bool {
        (graph.view(named: name)?.declarations ?? []).contains { declaration in
            ViewBody.expressions(in: declaration.members).contains { isScreen(name, body: $0) }
        }
    }

    /// Whether the view is shown as wide as the window where the width is regular.
    public mutating func fillsWindowWhereWidthIsRegular(_ name: String) -> Bool {
        placement(of: name) == .window
    }

    /// Whether every way the project shows the view is inside a `.sheet` (its root, a push or a
    /// tab there, the root of a view only sheets show). A sheet keeps the bottom safe area and
    /// starts at or below the top one, so its content has at most the safe area's height.
    public mutating func isShownOnlyInSheets(_ name: String) -> Bool {
        placement(of: name) == .sheet
    }

    /// Where the ways a view is shown place it, taken together.
    private enum Placement {
        /// One of them is proven to fill the window.
        case window
        /// Every one is inside a sheet.
        case sheet
        /// Neither is proven.
        case unproven
    }

    private mutating func placement(of name: String) -> Placement {
        if let known = placements[name] { return known }
        placements[name] = .unproven  // a view that shows itself, through a cycle, proves nothing
        // Where the width is regular: on an iPad, or an iPhone in landscape. Code built for
        // other platforms only (`#if os(tvOS)`) does not show the view there.
        let shown: (FunctionCallExprSyntax) -> Bool = { !PreviewCode.contains($0) && Self.mayBeBuilt($0, onAnyOf: [.iOS, .iPadOS]) }
        let sites = graph.callSites(of: name).filter { shown($0.call) }
        let uncalled = graph.uncalledPresentations(of: name).filter { shown($0.call) }
        // A controller class's root is placed by UIKit code, like a `UIHostingController(rootView:)`'s.
        guard !sites.isEmpty || !uncalled.isEmpty || graph.controllerRoots.contains(name) else {
            placements[name] = .window
            return .window
        }
        var found: [Placement] = graph.controllerRoots.contains(name) ? [.unproven] : []
        for site in sites where !found.contains(.window) {
            found.append(placement(at: ExprSyntax(site.call), caller: site.caller))
        }
        // Shown by the presentation itself (a pushed value, `content: Settings.init`): placed as it places its content.
        for presentation in uncalled where !found.contains(.window) {
            found.append(placement(shownBy: presentation.call, label: nil, caller: presentation.presenter))
        }
        let placement: Placement = found.contains(.window) ? .window : found.allSatisfy { $0 == .sheet } ? .sheet : .unproven
        placements[name] = placement
        return placement
    }

    /// Containers that give what they hold their own width.
    private static let passThrough: Set<String> = ["NavigationStack", "ZStack"]

    /// Where the view built by `view`, written in `caller`'s code, is shown.
    private mutating func placement(at view: ExprSyntax, caller: String?) -> Placement {
        guard let call = view.as(FunctionCallExprSyntax.self) else { return .unproven }
        guard let (holder, label) = ContentRoot.holder(of: call) else {
            // At the root of a declaration: only the `body` of a project view is followed.
            guard let caller, graph.view(named: caller) != nil, Self.isBody(around: call) else { return .unproven }
            return placement(of: caller)
        }
        return placement(shownBy: holder, label: label, caller: caller)
    }

    /// Where `holder` (a container, a presentation) shows what is at the root of its content, or
    /// of the argument labelled `label`.
    private mutating func placement(shownBy holder: FunctionCallExprSyntax, label: String?, caller: String?) -> Placement {
        let shape = CallShape(holder)
        let name = shape?.initializerName ?? shape?.modifierName ?? ""
        if Self.passThrough.contains(name) { return placement(at: ExprSyntax(holder), caller: caller) }
        guard let kind = Presentation.Kind(callee: name) else { return .unproven }  // beside others, in another view
        switch kind {
        case .scene, .fullScreenCover:
            return .window
        case .sheet:
            return .sheet
        case .popover, .inspector, .splitColumn, .alert, .confirmationDialog:
            return .unproven
        case .hosted:
            return .unproven  // UIKit code places the controller: a window's root, a push, a child, a sheet
        case .tab:
            guard let tabView = Self.enclosingTabView(of: holder) else { return .unproven }
            return placement(at: ExprSyntax(tabView), caller: caller)
        case .navigationDestination, .navigationLink:
            return label != "label" ? pushPlacement(from: caller) : .unproven
        }
    }

    /// A push fills the navigation stack, which is where the screen that pushes is; a push
    /// from code that is not a project view (an `App`, a coordinator) proves nothing.
    private mutating func pushPlacement(from pusher: String?) -> Placement {
        guard let pusher, graph.view(named: pusher) != nil else { return .unproven }
        return placement(of: pusher)
    }

    /// Whether `node` may be compiled for one of `platforms`, as its `#if` clauses and
    /// availability say (`CodeScope`, the lint's own answer to where code runs).
    private static func mayBeBuilt(_ node: some SyntaxProtocol, onAnyOf platforms: [Platform]) -> Bool {
        let scope = CodeScope.of(node, fileScope: .unknown)
        return platforms.contains(where: scope.mayRun(on:))
    }

    /// The `TabView` a tab is written in (the call itself for a `TabView`).
    private static func enclosingTabView(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        var current: Syntax? = Syntax(call)
        while let node = current, !node.is(MemberBlockSyntax.self) {
            if let candidate = node.as(FunctionCallExprSyntax.self), CallShape(candidate)?.initializerName == "TabView" { return candidate }
            current = node.parent
        }
        return nil
    }

    /// Whether `node` is written in a `body` property.
    private static func isBody(around node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        while let candidate = current, !candidate.is(MemberBlockSyntax.self) {
            if let binding = candidate.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
            }
            if candidate.is(FunctionDeclSyntax.self) { return false }
            current = candidate.parent
        }
        return false
    }
}
