/// A Section's header in an inset-grouped `List` or `Form`, as iOS 26 places it (measured on
/// renders, see docs/layout.md "Metrics measured on renders"): its content in the headline style
/// (semibold, not upper-cased) unless it sets its own font, inset 16pt from the card's sides like
/// the rows' content, and 10pt above its section's card. Above it, the list leaves
/// `ListLayout.headerGap(after:)` instead of the usual section gap.
public struct SectionHeaderLayout: ModifierLayout {
    public static let insets = EdgeInsets(top: 0, leading: 16, bottom: 10, trailing: 16)
    /// From the list's top to the first section's header.
    public static let gapAtTop = 10.0
    /// From a card to the header of the section after it.
    public static let gapAfterCard = 27.667
    /// From a footer's last line to the header of the section after it.
    public static let gapAfterFooter = 16.333

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
        return [SubviewPlacement(subviews[0], aligned: .bottomLeading, in: area, proposal: ProposedSize(width: area.size.width, height: nil))]
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        var copy = environment.inStack(nil)
        copy.font = .style(.headline)
        return copy
    }
}

extension ViewNode {
    /// A Section's `header:` content, laid out above its rows as the list style places it.
    public static func sectionHeader(_ content: ViewNode) -> ViewNode {
        ViewNode(kind: .view("SectionHeader"), layout: SectionHeaderLayout(), children: [content])
    }

    /// Whether the view is a Section whose header starts it.
    var startsWithSectionHeader: Bool {
        layout is SectionLayout && children.first?.layout is SectionHeaderLayout
    }
}
