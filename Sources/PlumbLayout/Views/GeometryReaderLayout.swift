import PlumbCore

/// `GeometryReader { proxy in content }`: it takes the whole proposal, like a shape (10pt where
/// a dimension is unspecified, which is why one collapses in a vertical scroll view), proposes
/// its size to its content and places the content at its top-leading corner, as a ZStack
/// would not. Its own size never depends on its content. Its content's frames measured from its
/// proxy (`MeasuredFrameLayout`) are resolved for its size as it places the content.
public struct GeometryReaderLayout: ViewLayout {
    /// Where its closure is written, which names it in the frames measured from it; nil for a
    /// reader built in code.
    public var closure: SourcePosition?

    public init(closure: SourcePosition? = nil) {
        self.closure = closure
    }

    public func children(_ children: [ViewNode], placedAt size: Size) -> [ViewNode]? {
        closure.map { closure in children.map { $0.resolvingMeasuredFrames(of: closure, size: size) } }
    }

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
    /// `GeometryReader { _ in content }`: each view of the content at its top-leading corner;
    /// `closure`, where its closure is written, names it in the frames measured from it.
    public static func geometryReader(_ content: [ViewNode], closure: SourcePosition? = nil) -> ViewNode {
        ViewNode(kind: .view("GeometryReader"), layout: GeometryReaderLayout(closure: closure), children: content)
    }
}
