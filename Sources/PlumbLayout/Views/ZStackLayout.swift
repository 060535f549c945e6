/// `ZStack`: every child is proposed the stack's proposal and aligned on the stack's frame,
/// which is as large as its highest-priority children.
public struct ZStackLayout: ViewLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        true
    }

    public func subviewsAlwaysPlaced(of count: Int) -> Int { count }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        let top = subviews.map(\.priority).max() ?? 0
        return subviews.filter { $0.priority == top }.reduce(Size.zero) { size, subview in
            let child = subview.sizeThatFits(proposal)
            return Size(width: max(size.width, child.width), height: max(size.height, child.height))
        }
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        subviews.map { SubviewPlacement($0, aligned: alignment, in: bounds, proposal: ProposedSize(bounds.size)) }
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.empty) { $0.formUnion($1.spacing) }
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        environment.inStack(nil)
    }
}

extension ViewNode {
    /// `ZStack(alignment:) { … }`.
    public static func zStack(alignment: Alignment = .center, _ children: [ViewNode]) -> ViewNode {
        ViewNode(kind: .view("ZStack"), layout: ZStackLayout(alignment: alignment), children: children)
    }
}
