/// `.ignoresSafeArea(_:edges:)`: where the view reaches the edge of the safe area, it is
/// extended to the edge of the screen and proposed the larger size. Its own layout in its
/// parent is unchanged.
public struct IgnoresSafeAreaLayout: ModifierLayout {
    public var edges: Edge.Set

    public init(edges: Edge.Set = .all) {
        self.edges = edges
    }

    /// The view is proposed its grown frame.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        true
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        let safe = context.safeArea
        let screen = context.screen
        let tolerance = 0.001
        let grow = EdgeInsets(
            top: edges.contains(.top) && bounds.minY <= safe.minY + tolerance ? max(bounds.minY - screen.minY, 0) : 0,
            leading: edges.contains(.leading) && bounds.minX <= safe.minX + tolerance
                ? max(bounds.minX - screen.minX, 0) : 0,
            bottom: edges.contains(.bottom) && bounds.maxY >= safe.maxY - tolerance
                ? max(screen.maxY - bounds.maxY, 0) : 0,
            trailing: edges.contains(.trailing) && bounds.maxX >= safe.maxX - tolerance
                ? max(screen.maxX - bounds.maxX, 0) : 0)
        let frame = Rect(
            x: bounds.minX - grow.leading, y: bounds.minY - grow.top, width: bounds.size.width + grow.horizontal,
            height: bounds.size.height + grow.vertical)
        return [SubviewPlacement(frame: frame, proposal: ProposedSize(frame.size), safeArea: screen)]
    }
}

extension ViewNode {
    /// `.ignoresSafeArea(edges:)`.
    public func ignoresSafeArea(_ edges: Edge.Set = .all) -> ViewNode {
        ViewNode(kind: .modifier("ignoresSafeArea"), layout: IgnoresSafeAreaLayout(edges: edges), children: [self])
    }
}
