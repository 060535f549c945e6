import PlumbCore

/// `NavigationStack` and `TabView`: as large as proposed, with a bar that takes part of it.
/// The navigation bar is 44pt at the top (96pt with a large title); the tab bar 49pt at the
/// bottom, over the bottom safe-area inset too. The content (each child: the tabs of a TabView
/// share one frame) gets the rest, and a safe area that excludes the bar.
public struct BarContainerLayout: ViewLayout {
    public enum Bar: Sendable, Hashable {
        case navigation(largeTitle: Bool)
        /// A navigation bar the container's content hides: the content takes the whole container.
        case hidden
        case tab
    }

    public var bar: Bar

    public init(bar: Bar) {
        self.bar = bar
    }

    var insets: EdgeInsets {
        switch bar {
        case .navigation(let large):
            EdgeInsets(top: large ? BarHeights.navigationBarWithLargeTitle : BarHeights.navigationBar)
        case .hidden: .zero
        case .tab: EdgeInsets(bottom: BarHeights.tabBar)
        }
    }

    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        true
    }

    public func subviewsAlwaysPlaced(of count: Int) -> Int { count }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        let content = subviews.first?.sizeThatFits(proposal.inset(by: insets)) ?? .zero
        return Size(
            width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? content.width,
            height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content.height + insets.vertical)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        let area = bounds.inset(by: insets)
        return subviews.map { subview in
            var placement = SubviewPlacement(subview, aligned: .center, in: area, proposal: ProposedSize(area.size))
            placement.safeArea = context.safeArea.inset(by: insets)
            return placement
        }
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        environment.inStack(nil)
    }

    /// The band of `frame` the bar takes (the tab bar's reaches down over the bottom inset only
    /// when the container does).
    public func placedBar(in frame: Rect) -> PlacedBar? {
        switch bar {
        case .navigation:
            PlacedBar(name: "Navigation bar", frame: Rect(x: frame.minX, y: frame.minY, width: frame.size.width, height: insets.top))
        case .hidden:
            nil
        case .tab:
            PlacedBar(
                name: "Tab bar",
                frame: Rect(x: frame.minX, y: frame.maxY - insets.bottom, width: frame.size.width, height: insets.bottom))
        }
    }
}

extension ViewNode {
    /// `NavigationStack { … }` with a large title (the default for a root with
    /// `.navigationTitle`) or an inline bar.
    public static func navigationStack(largeTitle: Bool, _ content: ViewNode) -> ViewNode {
        ViewNode(kind: .view("NavigationStack"), layout: BarContainerLayout(bar: .navigation(largeTitle: largeTitle)), children: [content])
    }

    /// `TabView { … }`: each child is a tab.
    public static func tabView(_ tabs: [ViewNode]) -> ViewNode {
        ViewNode(kind: .view("TabView"), layout: BarContainerLayout(bar: .tab), children: tabs)
    }
}
