/// `.safeAreaInset(edge:alignment:spacing:) { content }`: the inset content (second subview) is
/// sized at its ideal length along the edge's axis and the view's length across it, and placed
/// at that edge; the view gets the rest, less `spacing` (nil: the pair's preferred spacing), and
/// a safe area that ends there. The whole is as large as the two together.
public struct SafeAreaInsetLayout: ModifierLayout {
    public var edge: Edge
    public var alignment: Alignment
    public var spacing: Double?

    public init(edge: Edge, alignment: Alignment = .center, spacing: Double? = nil) {
        self.edge = edge
        self.alignment = alignment
        self.spacing = spacing
    }

    private struct Split {
        var insetProposal: ProposedSize
        var insetLength: Double
        var gap: Double
        var mainProposal: ProposedSize
    }

    private func split(_ proposal: ProposedSize, _ subviews: [LayoutSubview]) -> Split {
        let axis = edge.axis
        let insetProposal = ProposedSize(nil, along: axis, across: proposal[axis.other])
        let insetLength = subviews[1].sizeThatFits(insetProposal)[axis]
        let leadingEdge = edge == .top || edge == .leading
        let gap = spacing ?? (leadingEdge
            ? subviews[1].spacing.distance(to: subviews[0].spacing, along: axis)
            : subviews[0].spacing.distance(to: subviews[1].spacing, along: axis))
        var mainProposal = proposal
        mainProposal[axis] = proposal[axis].map { max($0 - insetLength - gap, 0) }
        return Split(insetProposal: insetProposal, insetLength: insetLength, gap: gap, mainProposal: mainProposal)
    }

    /// The view is proposed the rest of the frame; the inset content no length along the edge's
    /// axis and the proposal across it.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        index == 0 ? axis == edge.axis || proposed : axis != edge.axis && proposed
    }

    public func subviewsAlwaysPlaced(of count: Int) -> Int { count }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        let parts = split(proposal, subviews)
        let axis = edge.axis
        let main = subviews[0].sizeThatFits(parts.mainProposal)
        let inset = subviews[1].sizeThatFits(parts.insetProposal)
        return Size(main[axis] + parts.gap + parts.insetLength, along: axis, across: max(main[axis.other], inset[axis.other]))
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        var placing = proposal
        placing[edge.axis] = bounds.size[edge.axis]
        let parts = split(placing, subviews)
        let cut = EdgeInsets(parts.insetLength + parts.gap, on: Edge.Set(edge))
        let mainArea = bounds.inset(by: cut)
        let opposite: Edge.Set = switch edge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
        let insetArea = bounds.inset(by: EdgeInsets(bounds.size[edge.axis] - parts.insetLength, on: opposite))
        var main = SubviewPlacement(subviews[0], aligned: .center, in: mainArea, proposal: parts.mainProposal)
        main.safeArea = context.safeArea.inset(by: cut)
        let inset = SubviewPlacement(subviews[1], aligned: alignment, in: insetArea, proposal: parts.insetProposal)
        return [main, inset]
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        index == 0 ? environment : environment.inStack(nil)
    }
}

extension ViewNode {
    /// `.safeAreaInset(edge:alignment:spacing:) { content }`.
    public func safeAreaInset(edge: Edge, alignment: Alignment = .center, spacing: Double? = nil, _ content: ViewNode)
        -> ViewNode
    {
        ViewNode(
            kind: .modifier("safeAreaInset"), layout: SafeAreaInsetLayout(edge: edge, alignment: alignment, spacing: spacing),
            children: [self, content])
    }

    /// `.safeAreaPadding(edges, length)`: laid out like padding (16 by default); its effect on a
    /// scroll view's content margins is not modelled.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> ViewNode {
        ViewNode(
            kind: .modifier("safeAreaPadding"),
            layout: PaddingLayout(insets: EdgeInsets(length ?? PaddingLayout.defaultLength, on: edges)),
            children: [self])
    }
}
