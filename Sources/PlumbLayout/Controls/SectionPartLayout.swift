/// A Section's header or footer in an inset-grouped `List` or `Form`: its content in the part's
/// text style unless it sets its own font, inset from the card's sides like the rows' content,
/// as wide as proposed and as tall as its content plus its vertical insets.
public protocol SectionPartLayout: ModifierLayout {
    static var insets: EdgeInsets { get }
    /// Where the content sits in the part's area.
    static var contentAlignment: Alignment { get }
    static var font: Font { get }
}

extension SectionPartLayout {
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        axis == .horizontal
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        let content = subviews[0].sizeThatFits(ProposedSize(width: proposal.width, height: nil).inset(by: Self.insets))
        return Size(width: proposal.width ?? content.width + Self.insets.horizontal, height: content.height + Self.insets.vertical)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        let area = bounds.inset(by: Self.insets)
        return [
            SubviewPlacement(subviews[0], aligned: Self.contentAlignment, in: area, proposal: ProposedSize(width: area.size.width, height: nil))
        ]
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        var copy = environment.inStack(nil)
        copy.font = Self.font
        return copy
    }
}
