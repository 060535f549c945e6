/// A view or modifier the engine does not model. A modifier passes its view's layout through
/// unchanged (and places any further content in the same bounds); a view without content is
/// empty. Either way the node is reported, so no rule trusts its geometry.
public struct OpaqueLayout: ViewLayout {
    public var role: PlacedView.Role { .opaque }

    /// Why the reader could not model it, for people and for counting: "unknown view 'Card'",
    /// "argument 'spacing' of VStack is not a value the reader resolves".
    public var reason: String?
    /// The reason's key, for counting; nil: the node's kind says it (`ViewNode.notModelledCause`).
    public var cause: NotModelledCause?

    public init(reason: String? = nil, cause: NotModelledCause? = nil) {
        self.reason = reason
        self.cause = cause
    }

    /// The first subview gets the proposal; the others the view's size.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        index > 0 || proposed
    }

    public func subviewsAlwaysPlaced(of count: Int) -> Int { count }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        subviews.enumerated().map { index, subview in
            index == 0
                ? SubviewPlacement(frame: bounds, proposal: proposal)
                : SubviewPlacement(subview, aligned: .center, in: bounds, proposal: ProposedSize(bounds.size))
        }
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        subviews.first?.spacing ?? .standard
    }

    public func layoutPriority(subviews: [LayoutSubview]) -> Double { subviews.first?.priority ?? 0 }
}

extension ViewNode {
    /// A view or modifier named `kind` that the engine does not model, with its content and the
    /// reason it is not modelled (and the reason's key, when the kind does not say it).
    public static func opaque(
        _ kind: NodeKind, label: String? = nil, reason: String? = nil, cause: NotModelledCause? = nil, children: [ViewNode] = []
    ) -> ViewNode {
        ViewNode(kind: kind, label: label, layout: OpaqueLayout(reason: reason, cause: cause), children: children)
    }

    /// Whether this node is a view or modifier the engine does not model.
    public var isOpaque: Bool { layout is OpaqueLayout }

    /// Why the node is not modelled; nil when it is, or when no reason was given.
    public var opaqueReason: String? { (layout as? OpaqueLayout)?.reason }

    /// Why the node is not modelled, as a key for counting; nil when it is modelled.
    public var notModelledCause: NotModelledCause? {
        (layout as? OpaqueLayout).map { $0.cause ?? NotModelledCause(kind: kind) }
    }
}
