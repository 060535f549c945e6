/// A Section's footer in an inset-grouped `List` or `Form`, as iOS 26 places it (measured on a
/// render, see docs/layout.md "Metrics measured on renders"): its content in the footnote style
/// unless it sets its own font, inset 16pt from the card's sides like the rows' content, its
/// first line's top 7.33pt below the card. The next section's card follows the footer's last
/// line by `ListLayout.gapAfterFooter` rather than the usual section gap.
public struct SectionFooterLayout: ModifierLayout {
    public static let insets = EdgeInsets(top: 7.333, leading: 16, bottom: 0, trailing: 16)

    public init() {}

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
        return [SubviewPlacement(subviews[0], aligned: .topLeading, in: area, proposal: ProposedSize(width: area.size.width, height: nil))]
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        var copy = environment.inStack(nil)
        copy.font = .style(.footnote)
        return copy
    }
}

extension ViewNode {
    /// A Section's `footer:` content, laid out below its rows as the list style places it.
    public static func sectionFooter(_ content: ViewNode) -> ViewNode {
        ViewNode(kind: .view("SectionFooter"), layout: SectionFooterLayout(), children: [content])
    }

    /// Whether the view is a Section whose footer ends it.
    var endsWithSectionFooter: Bool {
        layout is SectionLayout && children.last?.layout is SectionFooterLayout
    }
}
