/// `ScrollView(axes)`: as large as proposed (its content's size where the proposal is
/// unspecified); the content is proposed its ideal length along the scrolling axes and the
/// ScrollView's length across them, and placed at the top leading corner. Several children are
/// stacked as the implicit stack of the scrolling axis.
public struct ScrollViewLayout: ViewLayout {
    public var axes: Set<Axis>

    public init(axes: Set<Axis> = [.vertical]) {
        self.axes = axes
    }

    private var content: StackLayout {
        StackLayout(axis: axes == [.horizontal] ? .horizontal : .vertical)
    }

    private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        var result = proposal
        for axis in axes { result[axis] = nil }
        return result
    }

    /// Its content is proposed no length along the scrolling axes, and its own across them.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        !axes.contains(axis)
    }

    public func subviewsAlwaysPlaced(of count: Int) -> Int { count }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        if let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite {
            return Size(width: width, height: height)
        }
        let size = content.sizeThatFits(contentProposal(proposal), subviews: subviews, environment: environment)
        return Size(
            width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? size.width,
            height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? size.height)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        var contentProposal = ProposedSize(bounds.size)
        for axis in axes { contentProposal[axis] = nil }
        let environment = subviews.first?.environment
        let size = environment.map {
            content.sizeThatFits(contentProposal, subviews: subviews, environment: $0)
        } ?? .zero
        var frame = Rect(origin: bounds.origin, size: size)
        // Content narrower than the ScrollView across its axis is centred, as SwiftUI does.
        for axis in [Axis.horizontal, .vertical] where !axes.contains(axis) {
            let slack = bounds.size[axis] - size[axis]
            frame = axis == .horizontal ? frame.offsetBy(dx: slack / 2, dy: 0) : frame.offsetBy(dx: 0, dy: slack / 2)
        }
        return content.placeSubviews(in: frame, proposal: contentProposal, subviews: subviews, context: context)
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        environment.inStack(content.axis)
    }
}

extension ViewNode {
    /// `ScrollView(axes) { … }`.
    public static func scrollView(_ axes: Set<Axis> = [.vertical], _ children: [ViewNode]) -> ViewNode {
        ViewNode(kind: .view("ScrollView"), layout: ScrollViewLayout(axes: axes), children: children)
    }
}
