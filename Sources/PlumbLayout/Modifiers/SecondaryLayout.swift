/// `.background { … }` and `.overlay { … }`: the view keeps its size, spacing and priority; the
/// secondary view (the second subview) is proposed the view's size and aligned in it.
public struct SecondaryLayout: ModifierLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The view gets the proposal; the secondary views its size.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        index > 0 || proposed
    }

    public func subviewsAlwaysPlaced(of count: Int) -> Int { count }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        [SubviewPlacement(frame: bounds, proposal: proposal)]
            + subviews.dropFirst().map {
                SubviewPlacement($0, aligned: alignment, in: bounds, proposal: ProposedSize(bounds.size))
            }
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        index == 0 ? environment : environment.inStack(nil)
    }
}

extension ViewNode {
    /// `.background(alignment:) { … }`.
    public func background(_ content: ViewNode, alignment: Alignment = .center) -> ViewNode {
        ViewNode(kind: .modifier("background"), layout: SecondaryLayout(alignment: alignment), children: [self, content])
    }

    /// `.overlay(alignment:) { … }`.
    public func overlay(_ content: ViewNode, alignment: Alignment = .center) -> ViewNode {
        ViewNode(kind: .modifier("overlay"), layout: SecondaryLayout(alignment: alignment), children: [self, content])
    }
}
