/// `.frame(width:height:alignment:)`: a set dimension is proposed to the view and is the
/// result; an unset one passes through. The view is aligned in the frame; a set dimension
/// resets the spacing on its edges.
public struct FrameLayout: ModifierLayout {
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment

    public init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        self.width = width.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        self.height = height.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil }
        self.alignment = alignment
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    /// A set dimension is proposed; an unset one passes through.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        proposed || (axis == .horizontal ? width : height) != nil
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        if let width, let height { return Size(width: width, height: height) }
        let size = subviews[0].sizeThatFits(childProposal(proposal))
        return Size(width: width ?? size.width, height: height ?? size.height)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        [SubviewPlacement(subviews[0], aligned: alignment, in: bounds, proposal: childProposal(proposal))]
    }

    public var maySizeWithoutContent: Bool { width != nil && height != nil }

    public func traits(placedAt size: Size, proposal: ProposedSize, environment: LayoutEnvironment) -> PlacedTraits {
        var traits: PlacedTraits = height != nil ? .heightSet : []
        if width != nil && height != nil { traits.insert(.sizedWithoutContent) }
        return traits
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        var spacing = subviews[0].spacing
        var edges: Edge.Set = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        spacing.reset(edges)
        return spacing
    }
}

extension ViewNode {
    /// `.frame(width:height:alignment:)`.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ViewNode {
        ViewNode(
            kind: .modifier("frame"), layout: FrameLayout(width: width, height: height, alignment: alignment), children: [self])
    }
}
