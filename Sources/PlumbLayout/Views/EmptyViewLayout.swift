/// `EmptyView()`: nothing, of zero size. A stack leaves it out, gap and all, as SwiftUI does (the
/// reader drops it from a view builder's list, `ViewNode.isEmptyView`); alone, as an overlay or
/// as a view's whole body, it is a point with no spacing.
public struct EmptyViewLayout: LeafLayout {
    public init() {}

    public func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size { .zero }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        .zero(along: nil)
    }
}

extension ViewNode {
    /// `EmptyView()`, and a view builder with no view.
    public static let empty = ViewNode(kind: .view("EmptyView"), layout: EmptyViewLayout())

    /// `EmptyView()` without modifiers, which a stack leaves out.
    public var isEmptyView: Bool { layout is EmptyViewLayout }
}
