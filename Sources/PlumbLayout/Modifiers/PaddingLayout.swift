/// `.padding(…)`: the view is proposed the proposal less the insets and grows by them; the
/// padded edges space like a shape's.
public struct PaddingLayout: ModifierLayout {
    /// The padding of `.padding()` with no length on iOS.
    public static let defaultLength = 16.0

    public var insets: EdgeInsets

    public init(insets: EdgeInsets) {
        self.insets = insets
    }

    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        proposed
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        let size = subviews[0].sizeThatFits(proposal.inset(by: insets))
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        [SubviewPlacement(subviews[0], at: bounds.inset(by: insets).origin, proposal: proposal.inset(by: insets))]
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        var spacing = subviews[0].spacing
        var padded: Edge.Set = []
        for edge in Edge.allCases where insets.only(Edge.Set(edge)) != .zero { padded.insert(Edge.Set(edge)) }
        spacing.reset(padded)
        return spacing
    }
}

extension ViewNode {
    /// `.padding(edges, length)`: 16 when no length is given.
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ViewNode {
        padding(EdgeInsets(length ?? PaddingLayout.defaultLength, on: edges))
    }

    /// `.padding(length)`.
    public func padding(_ length: Double) -> ViewNode {
        padding(.all, length)
    }

    /// `.padding(EdgeInsets(…))`.
    public func padding(_ insets: EdgeInsets) -> ViewNode {
        ViewNode(kind: .modifier("padding"), layout: PaddingLayout(insets: insets), children: [self])
    }
}
