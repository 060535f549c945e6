/// `ZStack`: every child is proposed the stack's proposal and aligned on the stack's frame,
/// which is as large as its highest-priority children.
public struct ZStackLayout: ViewLayout {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        true
    }

    public func subviewsAlwaysPlaced(of count: Int) -> Int { count }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        let top = subviews.map(\.priority).max() ?? 0
        let sized = subviews.filter { $0.priority == top }
        guard sized.contains(where: \.setsExplicitGuide) else {
            return sized.reduce(Size.zero) { size, subview in
                let child = subview.sizeThatFits(proposal)
                return Size(width: max(size.width, child.width), height: max(size.height, child.height))
            }
        }
        let extent = alignedExtent(of: sized, proposal: proposal)
        return Size(width: extent.horizontal.upperBound - extent.horizontal.lowerBound,
                    height: extent.vertical.upperBound - extent.vertical.lowerBound)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        let top = subviews.map(\.priority).max() ?? 0
        let sized = subviews.filter { $0.priority == top }
        guard subviews.contains(where: \.setsExplicitGuide) else {
            return subviews.map { SubviewPlacement($0, aligned: alignment, in: bounds, proposal: ProposedSize(bounds.size)) }
        }
        // The children's guides line up on one line, which lies where the union of the sized
        // children puts it, the union aligned in the bounds.
        let childProposal = ProposedSize(bounds.size)
        let extent = alignedExtent(of: sized, proposal: childProposal)
        let union = Size(width: extent.horizontal.upperBound - extent.horizontal.lowerBound,
                         height: extent.vertical.upperBound - extent.vertical.lowerBound)
        let unionOrigin = alignment.origin(of: union, in: bounds)
        let line = Point(x: unionOrigin.x - extent.horizontal.lowerBound, y: unionOrigin.y - extent.vertical.lowerBound)
        return subviews.map { subview in
            let size = subview.sizeThatFits(childProposal)
            let guide = guides(of: subview, proposal: childProposal)
            return SubviewPlacement(
                frame: Rect(origin: Point(x: line.x - guide.x, y: line.y - guide.y), size: size), proposal: childProposal)
        }
    }

    /// Where a child's alignment guides are, from its top leading corner: those it sets, else the defaults.
    private func guides(of subview: LayoutSubview, proposal: ProposedSize) -> Point {
        let size = subview.sizeThatFits(proposal)
        return Point(
            x: subview.explicitGuide(.horizontal(alignment.horizontal), for: proposal) ?? alignment.horizontal.offset(in: size.width),
            y: subview.explicitGuide(.vertical(alignment.vertical), for: proposal) ?? alignment.vertical.offset(in: size.height))
    }

    /// How far `subviews` reach before and after the line their guides align on, on each axis.
    private func alignedExtent(of subviews: [LayoutSubview], proposal: ProposedSize)
        -> (horizontal: ClosedRange<Double>, vertical: ClosedRange<Double>)
    {
        var horizontal = 0.0...0.0
        var vertical = 0.0...0.0
        for (index, subview) in subviews.enumerated() {
            let size = subview.sizeThatFits(proposal)
            let guide = guides(of: subview, proposal: proposal)
            let x = -guide.x...(size.width - guide.x)
            let y = -guide.y...(size.height - guide.y)
            horizontal = index == 0 ? x : min(horizontal.lowerBound, x.lowerBound)...max(horizontal.upperBound, x.upperBound)
            vertical = index == 0 ? y : min(vertical.lowerBound, y.lowerBound)...max(vertical.upperBound, y.upperBound)
        }
        return (horizontal, vertical)
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.empty) { $0.formUnion($1.spacing) }
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        environment.inStack(nil)
    }
}

extension ViewNode {
    /// `ZStack(alignment:) { … }`.
    public static func zStack(alignment: Alignment = .center, _ children: [ViewNode]) -> ViewNode {
        ViewNode(kind: .view("ZStack"), layout: ZStackLayout(alignment: alignment), children: children)
    }
}
