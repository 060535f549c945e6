/// `GeometryReader { proxy in content }`: it takes the whole proposal, like a shape (10pt where
/// a dimension is unspecified, which is why one collapses in a vertical scroll view), proposes
/// its size to its content and places the content at its top-leading corner, as a ZStack
/// would not. Its own size never depends on its content.
public struct GeometryReaderLayout: ViewLayout {
    public init() {}

    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        true
    }

    public func subviewsAlwaysPlaced(of count: Int) -> Int { count }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        ShapeLayout().sizeThatFits(proposal, environment: environment)
    }

    public var maySizeWithoutContent: Bool { true }

    public func traits(placedAt size: Size, proposal: ProposedSize, environment: LayoutEnvironment) -> PlacedTraits {
        .sizedWithoutContent
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        subviews.map { SubviewPlacement($0, at: bounds.origin, proposal: ProposedSize(bounds.size)) }
    }
}

extension ViewNode {
    /// `GeometryReader { _ in content }`: each view of the content at its top-leading corner.
    public static func geometryReader(_ content: [ViewNode]) -> ViewNode {
        ViewNode(kind: .view("GeometryReader"), layout: GeometryReaderLayout(), children: content)
    }
}
