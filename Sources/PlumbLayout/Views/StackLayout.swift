/// `HStack`, `VStack` (and the lazy stacks, laid out alike): children in a line along `axis`,
/// aligned across it. With a concrete length, the length less the gaps is shared as
/// `LengthSharing` describes (priority, then flexibility: the length offered infinity less the
/// length offered zero); with an unspecified length each child is asked for its ideal.
public struct StackLayout: ArrangingLayout {
    public var axis: Axis
    /// Where the children line up across the axis: a vertical alignment for an HStack, a
    /// horizontal one for a VStack.
    public var alignment: Alignment
    /// The gap between children; nil takes each pair's preferred spacing.
    public var spacing: Double?

    public init(axis: Axis, alignment: Alignment = .center, spacing: Double? = nil) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Its own length across its axis, even unproposed; along it, a share of what it was proposed.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        axis != self.axis || proposed
    }

    public func subviewsAlwaysPlaced(of count: Int) -> Int { count }

    /// Placed, it arranges its subviews across its axis for the length it takes there.
    public func placingProposal(for proposal: ProposedSize, in bounds: Rect) -> ProposedSize {
        proposal.replacingUnspecified(axis.other, with: bounds.size)
    }

    public func size(of arrangement: Arrangement) -> Size { arrangement.size }

    public func placements(of arrangement: Arrangement, for placing: ProposedSize, in bounds: Rect)
        -> [SubviewPlacement]
    {
        arrangement.origins.indices.map { index in
            let origin = arrangement.origins[index]
            return SubviewPlacement(
                frame: Rect(
                    origin: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), size: arrangement.sizes[index]),
                proposal: arrangement.proposals[index])
        }
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        guard !subviews.isEmpty else { return .zero(along: nil) }
        var spacing = ViewSpacing.empty
        let (start, end): (Edge.Set, Edge.Set) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        for (index, subview) in subviews.enumerated() {
            var edges = Edge.Set.ends(of: axis.other)
            if index == 0 { edges.insert(start) }
            if index == subviews.count - 1 { edges.insert(end) }
            spacing.formUnion(subview.spacing, edges: edges)
        }
        return spacing
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        environment.inStack(axis)
    }

    /// The children's proposals, sizes and origins (relative to the stack), and the stack's size.
    public struct Arrangement {
        var proposals: [ProposedSize]
        var sizes: [Size]
        var origins: [Point]
        var size: Size
    }

    public func arrange(_ subviews: [LayoutSubview], for proposal: ProposedSize) -> Arrangement {
        let gaps = self.gaps(subviews)
        let proposals = proposal[axis] == nil
            ? Array(repeating: ProposedSize(nil, along: axis, across: proposal[axis.other]), count: subviews.count)
            : share(proposal, among: subviews, gaps: gaps)
        let sizes = zip(subviews, proposals).map { $0.sizeThatFits($1) }
        let offsets = subviews.indices.map { index in
            axis == .horizontal
                ? -subviews[index].alignmentGuide(alignment.vertical, for: proposals[index])
                : -subviews[index].alignmentGuide(alignment.horizontal, for: proposals[index])
        }
        let low = zip(offsets, sizes).reduce(0.0) { min($0, $1.0) }
        let high = zip(offsets, sizes).reduce(0.0) { max($0, $1.0 + $1.1[axis.other]) }
        var position = 0.0
        var origins: [Point] = []
        for (index, size) in sizes.enumerated() {
            position += gaps[index]
            let crossOrigin = offsets[index] - low
            origins.append(axis == .horizontal
                ? Point(x: position, y: crossOrigin) : Point(x: crossOrigin, y: position))
            position += size[axis]
        }
        return Arrangement(
            proposals: proposals, sizes: sizes, origins: origins, size: Size(position, along: axis, across: high - low))
    }

    /// The gap before each child (0 before the first).
    func gaps(_ subviews: [LayoutSubview]) -> [Double] {
        subviews.indices.map { index in
            guard index > 0 else { return 0 }
            return spacing ?? subviews[index - 1].distance(to: subviews[index], along: axis)
        }
    }

    /// Each child's proposal when the stack's length is concrete.
    private func share(_ proposal: ProposedSize, among subviews: [LayoutSubview], gaps: [Double]) -> [ProposedSize] {
        let across = proposal[axis.other]
        let sharing = LengthSharing(priorities: subviews.map(\.priority)) { index, offer in
            subviews[index].length(along: axis, for: ProposedSize(offer, along: axis, across: across))
        }
        return sharing.offers(sharing: (proposal[axis] ?? 0) - gaps.reduce(0, +)).map {
            ProposedSize($0, along: axis, across: across)
        }
    }
}

extension ViewNode {
    /// `HStack(alignment:spacing:) { … }`; `kind` names the lazy variant.
    public static func hStack(
        alignment: VerticalAlignment = .center, spacing: Double? = nil, kind: NodeKind = .view("HStack"), _ children: [ViewNode]
    ) -> ViewNode {
        ViewNode(
            kind: kind,
            layout: StackLayout(
                axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing),
            children: children)
    }

    /// `VStack(alignment:spacing:) { … }`; `kind` names the lazy variant.
    public static func vStack(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil, kind: NodeKind = .view("VStack"),
        _ children: [ViewNode]
    ) -> ViewNode {
        ViewNode(
            kind: kind,
            layout: StackLayout(
                axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing),
            children: children)
    }
}
