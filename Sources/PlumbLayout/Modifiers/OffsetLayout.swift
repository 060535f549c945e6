/// `.offset(x:y:)`: moves the view when it is drawn; its layout is unchanged.
public struct OffsetLayout: ModifierLayout {
    public var x: Double
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x
        self.y = y
    }

    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        proposed
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        [SubviewPlacement(frame: bounds.offsetBy(dx: x, dy: y), proposal: proposal)]
    }
}

extension ViewNode {
    /// `.offset(x:y:)`.
    public func offset(x: Double = 0, y: Double = 0) -> ViewNode {
        ViewNode(kind: .modifier("offset"), layout: OffsetLayout(x: x, y: y), children: [self])
    }
}
