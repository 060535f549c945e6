/// `ViewThatFits(in:)`: the first child whose ideal size fits the proposal on the constrained
/// axes, else the last. Only the chosen child is shown (and laid out).
public struct ViewThatFitsLayout: ViewLayout {
    /// The axes on which a child must fit.
    public var axes: Set<Axis>

    public init(axes: Set<Axis> = [.horizontal, .vertical]) {
        self.axes = axes
    }

    /// The index of the child shown (equal children may be one `LayoutSubview`, so it is told
    /// by position, not identity).
    func chosen(_ subviews: [LayoutSubview], for proposal: ProposedSize) -> Int? {
        var ideal = proposal
        for axis in axes { ideal[axis] = nil }
        return subviews.firstIndex { subview in
            let size = subview.sizeThatFits(ideal)
            return axes.allSatisfy { axis in size[axis] <= (proposal[axis] ?? .infinity) + 0.001 }
        } ?? subviews.indices.last
    }

    /// Which child is shown depends on the sizes; a lone child is always the one.
    /// The child shown gets the proposal.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        proposed
    }

    public func subviewsAlwaysPlaced(of count: Int) -> Int { count == 1 ? 1 : 0 }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        chosen(subviews, for: proposal).map { subviews[$0].sizeThatFits(proposal) } ?? .zero
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        guard let index = chosen(subviews, for: proposal) else { return [] }
        return subviews.indices.map { position in
            position == index
                ? SubviewPlacement(subviews[index], aligned: .center, in: bounds, proposal: proposal)
                : .hidden
        }
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.empty) { $0.formUnion($1.spacing) }
    }
}

extension ViewNode {
    /// `ViewThatFits(in:) { … }`.
    public static func viewThatFits(in axes: Set<Axis> = [.horizontal, .vertical], _ children: [ViewNode]) -> ViewNode {
        ViewNode(kind: .view("ViewThatFits"), layout: ViewThatFitsLayout(axes: axes), children: children)
    }
}
