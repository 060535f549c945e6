/// `.containerRelativeFrame(axes, count:span:spacing:alignment:)`: on each axis the view is
/// (L − s(count − 1)) ÷ count × span + s(span − 1) long, L the container's length (the screen
/// or canvas less its safe area, see `LayoutEnvironment.containerSize`); other axes pass the
/// proposal through.
public struct ContainerRelativeFrameLayout: ModifierLayout {
    public var axes: Set<Axis>
    public var count: Int
    public var span: Int
    public var spacing: Double
    public var alignment: Alignment

    public init(axes: Set<Axis>, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center) {
        self.axes = axes
        self.count = max(count, 1)
        self.span = max(span, 1)
        self.spacing = spacing
        self.alignment = alignment
    }

    /// The length on an axis of a container `length` long.
    /// The proposal is a share of the container's: no claim.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        false
    }

    public func length(in length: Double) -> Double {
        let (count, span) = (Double(count), Double(span))
        return (length - spacing * (count - 1)) / count * span + spacing * (span - 1)
    }

    private func frameProposal(_ proposal: ProposedSize, _ environment: LayoutEnvironment) -> ProposedSize {
        var result = proposal
        for axis in axes { result[axis] = length(in: environment.containerSize[axis]) }
        return result
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        let framed = frameProposal(proposal, environment)
        let size = subviews[0].sizeThatFits(framed)
        return Size(width: framed.width.flatMap { axes.contains(.horizontal) ? $0 : nil } ?? size.width,
                    height: framed.height.flatMap { axes.contains(.vertical) ? $0 : nil } ?? size.height)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        let framed = frameProposal(proposal, subviews[0].environment)
        return [SubviewPlacement(subviews[0], aligned: alignment, in: bounds, proposal: framed)]
    }
}

extension ViewNode {
    /// `.containerRelativeFrame(axes, count:span:spacing:alignment:)`.
    public func containerRelativeFrame(
        _ axes: Set<Axis>, count: Int = 1, span: Int = 1, spacing: Double = 0, alignment: Alignment = .center
    ) -> ViewNode {
        ViewNode(
            kind: .modifier("containerRelativeFrame"),
            layout: ContainerRelativeFrameLayout(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment),
            children: [self])
    }
}
