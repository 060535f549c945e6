/// A layout that works out one arrangement of its subviews for a proposal (their proposals,
/// sizes and positions), from which both its own size and its placements follow: a stack, a
/// lazy grid. The view holding it keeps each arrangement for the layout pass (`KeptArrangements`),
/// so placing the view for a proposal it was sized for arranges nothing again; a stack used to
/// arrange its children a second time for every placement.
public protocol ArrangingLayout: ViewLayout {
    associatedtype Arrangement

    /// The subviews' arrangement for `proposal`.
    func arrange(_ subviews: [LayoutSubview], for proposal: ProposedSize) -> Arrangement

    /// The view's size in `arrangement`.
    func size(of arrangement: Arrangement) -> Size

    /// The proposal the subviews are arranged for when the view, sized for `proposal`, is placed
    /// in `bounds`.
    func placingProposal(for proposal: ProposedSize, in bounds: Rect) -> ProposedSize

    /// Where each subview goes in `bounds` (absolute coordinates), arranged for `placing`.
    func placements(of arrangement: Arrangement, for placing: ProposedSize, in bounds: Rect) -> [SubviewPlacement]
}

extension ArrangingLayout {
    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        size(of: arrange(subviews, for: proposal))
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        let placing = placingProposal(for: proposal, in: bounds)
        return placements(of: arrange(subviews, for: placing), for: placing, in: bounds)
    }

    public func keptArrangements(of subviews: [LayoutSubview]) -> (any KeptArrangements)? {
        ArrangementsByProposal(layout: self, subviews: subviews)
    }
}

/// The arrangements one view's layout made during a layout pass, asked by `LayoutSubview`.
public protocol KeptArrangements: AnyObject {
    /// The view's size for `proposal`.
    func size(for proposal: ProposedSize) -> Size

    /// Where each subview goes when the view, sized for `proposal`, is placed in `bounds`.
    func placements(in bounds: Rect, proposal: ProposedSize) -> [SubviewPlacement]
}

/// Each arrangement of `layout` for the proposals it was asked, in the order asked: a view is
/// asked a handful of proposals, so a list is searched faster than a table is hashed. The
/// proposals are a list of their own: searching a list of (proposal, arrangement) pairs, generic
/// over the arrangement, copied and released every arrangement it passed (once 13 % of a lint
/// run's CPU).
private final class ArrangementsByProposal<Layout: ArrangingLayout>: KeptArrangements {
    private let layout: Layout
    private let subviews: [LayoutSubview]
    private var proposals: [ProposedSize] = []
    /// The arrangement for each of `proposals`, at the same index.
    private var arrangements: [Layout.Arrangement] = []

    init(layout: Layout, subviews: [LayoutSubview]) {
        self.layout = layout
        self.subviews = subviews
    }

    private func arrangement(for proposal: ProposedSize) -> Layout.Arrangement {
        if let kept = proposals.firstIndex(of: proposal) { return arrangements[kept] }
        let arrangement = layout.arrange(subviews, for: proposal)
        proposals.append(proposal)
        arrangements.append(arrangement)
        return arrangement
    }

    func size(for proposal: ProposedSize) -> Size {
        layout.size(of: arrangement(for: proposal))
    }

    func placements(in bounds: Rect, proposal: ProposedSize) -> [SubviewPlacement] {
        let placing = layout.placingProposal(for: proposal, in: bounds)
        return layout.placements(of: arrangement(for: placing), for: placing, in: bounds)
    }
}
