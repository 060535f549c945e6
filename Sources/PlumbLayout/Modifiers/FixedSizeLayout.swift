/// `.fixedSize(horizontal:vertical:)`: the fixed dimensions are proposed unspecified, so the
/// view takes its ideal size there whatever it is offered.
public struct FixedSizeLayout: ModifierLayout {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    /// A fixed axis is left unproposed.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        proposed && !(axis == .horizontal ? horizontal : vertical)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        subviews[0].sizeThatFits(childProposal(proposal))
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        [SubviewPlacement(subviews[0], aligned: .center, in: bounds, proposal: childProposal(proposal))]
    }
}

extension ViewNode {
    /// `.fixedSize(horizontal:vertical:)`.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ViewNode {
        ViewNode(
            kind: .modifier("fixedSize"), layout: FixedSizeLayout(horizontal: horizontal, vertical: vertical), children: [self])
    }
}
