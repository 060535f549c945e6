/// A view during one layout pass: its node, its resolved environment, its subviews, and the
/// sizes it has already answered (parents ask the same proposal several times).
public final class LayoutSubview {
    public let node: ViewNode
    /// The node's layout, kept apart so that asking it does not copy the node.
    private let layout: any ViewLayout
    public let environment: LayoutEnvironment
    public let subviews: [LayoutSubview]
    /// The layout's arrangements for this pass, when it keeps them (`ArrangingLayout`).
    private let arrangements: (any KeptArrangements)?
    /// The first answer, kept apart: most views are asked one proposal only, which then needs
    /// no dictionary.
    private var firstAnswer: (proposal: ProposedSize, size: Size)?
    /// The other answers by proposal. A view in nested flexible stacks is asked many proposals
    /// in one pass (each stack shares out its length by trying its children's), so a list
    /// searched in order made each question cost as many comparisons as were asked before
    /// (moblin's coverage: 20 → 9 CPU s, BENCHMARKS.md, session 27).
    private var answers: [ProposedSize: Size] = [:]
    private var cachedSpacing: ViewSpacing?
    private var cachedPriority: Double?
    private var cachedDistance: (next: ObjectIdentifier, axis: Axis, distance: Double)?
    /// Why this pass asked a size Plumb cannot know (`ViewLayout.unknownSizeReason(for:)`); nil
    /// while it has not.
    private var unknownSizeReason: String?

    init(node: ViewNode, environment: LayoutEnvironment) {
        self.node = node
        layout = node.layout
        self.environment = environment
        subviews = Self.subviews(of: node, in: environment)
        arrangements = layout.keptArrangements(of: subviews)
    }

    /// The subviews of `node`, where equal children in equal environments (the rows of a
    /// `ForEach`, copies of one node) are one subview: its sizes depend only on its node, its
    /// environment and the proposal, and placing it keeps nothing, so the rows are measured once
    /// and each is placed where it goes.
    private static func subviews(of node: ViewNode, in environment: LayoutEnvironment) -> [LayoutSubview] {
        var subviews: [LayoutSubview] = []
        subviews.reserveCapacity(node.children.count)
        for (index, child) in node.children.enumerated() {
            let childEnvironment = node.layout.environment(forSubview: index, from: environment)
            let twin = subviews.first { $0.node == child && $0.environment == childEnvironment }
            subviews.append(twin ?? LayoutSubview(node: child, environment: childEnvironment))
        }
        return subviews
    }

    /// The view's size for `proposal`.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let firstAnswer, firstAnswer.proposal == proposal { return firstAnswer.size }
        if let answer = answers[proposal] { return answer }
        let size = arrangements?.size(for: proposal)
            ?? layout.sizeThatFits(proposal, subviews: subviews, environment: environment)
        if unknownSizeReason == nil { unknownSizeReason = layout.unknownSizeReason(for: proposal) }
        if firstAnswer == nil { firstAnswer = (proposal, size) } else { answers[proposal] = size }
        return size
    }

    /// Whether this pass asked the view, or a view it holds, a size Plumb cannot know.
    var askedUnknownSize: Bool {
        unknownSizeReason != nil || subviews.contains { $0.askedUnknownSize }
    }

    /// The view's length along `axis` for `proposal`.
    public func length(along axis: Axis, for proposal: ProposedSize) -> Double {
        sizeThatFits(proposal)[axis]
    }

    /// The view's preferred spacing.
    public var spacing: ViewSpacing {
        if let cachedSpacing { return cachedSpacing }
        let spacing = layout.spacing(subviews: subviews, environment: environment)
        cachedSpacing = spacing
        return spacing
    }

    /// The preferred distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: LayoutSubview, along axis: Axis) -> Double {
        if let cached = cachedDistance, cached.next == ObjectIdentifier(next), cached.axis == axis {
            return cached.distance
        }
        let distance = spacing.distance(to: next.spacing, along: axis)
        cachedDistance = (ObjectIdentifier(next), axis, distance)
        return distance
    }

    /// Whether the view, or a modifier around it, sets an alignment guide (`.alignmentGuide`):
    /// only then are its explicit guides asked.
    public private(set) lazy var setsExplicitGuide: Bool = layout.setsExplicitGuide(subviews: subviews)

    /// The position of `guide` the view sets for itself when sized for `proposal`; nil where it
    /// keeps the guide's default.
    public func explicitGuide(_ guide: AlignmentGuideKey, for proposal: ProposedSize) -> Double? {
        guard setsExplicitGuide else { return nil }
        return layout.explicitGuide(
            guide, size: sizeThatFits(proposal), proposal: proposal, subviews: subviews, environment: environment)
    }

    /// The position of `guide` from the view's leading edge when it is sized for `proposal`.
    public func alignmentGuide(_ guide: HorizontalAlignment, for proposal: ProposedSize) -> Double {
        explicitGuide(.horizontal(guide), for: proposal) ?? guide.offset(in: sizeThatFits(proposal).width)
    }

    /// The position of `guide` from the view's top when it is sized for `proposal`.
    public func alignmentGuide(_ guide: VerticalAlignment, for proposal: ProposedSize) -> Double {
        if let explicit = explicitGuide(.vertical(guide), for: proposal) { return explicit }
        let height = sizeThatFits(proposal).height
        guard guide.isTextBaseline else { return guide.offset(in: height) }
        return explicitTextBaseline(guide, for: proposal) ?? guide.offset(in: height)
    }

    /// The view's own text baseline for `proposal`, nil when it holds no text.
    func explicitTextBaseline(_ guide: VerticalAlignment, for proposal: ProposedSize) -> Double? {
        if let explicit = explicitGuide(.vertical(guide), for: proposal) { return explicit }
        return layout.textBaseline(
            guide, size: sizeThatFits(proposal), proposal: proposal, subviews: subviews, environment: environment)
    }

    /// The view's layout priority.
    public var priority: Double {
        if let cachedPriority { return cachedPriority }
        let priority = layout.layoutPriority(subviews: subviews)
        cachedPriority = priority
        return priority
    }

    /// Places the view at `frame` (sized for `proposal`) and its subviews below it.
    func place(
        in frame: Rect, proposal: ProposedSize, context: PlacementContext, preset: [SubviewPlacement]? = nil
    ) -> PlacedView {
        // A size this pass asked and Plumb cannot know leaves the view opaque in this layout.
        let unknownSizeReason = unknownSizeReason ?? layout.unknownSizeReason(for: proposal)
        let role = unknownSizeReason == nil ? layout.role : .opaque
        let subviews = layout.children(node.children, placedAt: frame.size).map { children in
            var placedNode = node
            placedNode.children = children
            return Self.subviews(of: placedNode, in: environment)
        } ?? self.subviews
        let placements = preset ?? arrangements?.placements(in: frame, proposal: proposal)
            ?? layout.placeSubviews(in: frame, proposal: proposal, subviews: subviews, context: context)
        let alwaysPlaced = layout.subviewsAlwaysPlaced(of: subviews.count)
        assert(
            placements.count >= alwaysPlaced && !placements.prefix(alwaysPlaced).contains(where: \.isHidden),
            "\(node.kind) left out a subview its layout says it always places")
        assert(
            zip(placements.indices, placements).allSatisfy { index, placement in
                placement.isHidden || [Axis.horizontal, .vertical].allSatisfy { axis in
                    placement.proposal[axis] != nil
                        || !layout.proposesLength(along: axis, toSubview: index, whenProposedOne: proposal[axis] != nil)
                }
            },
            "\(node.kind) left a subview unproposed where its layout says it proposes a length")
        var traits = layout.traits(placedAt: frame.size, proposal: proposal, environment: environment)
        if unknownSizeReason != nil { traits.insert(.unknownSize) }
        assert(
            !traits.contains(.sizedWithoutContent) || layout.maySizeWithoutContent,
            "\(node.kind) is sized without its content, which its layout says it never is")
        let children = zip(subviews, placements).filter { !$0.1.isHidden }.map { subview, placement in
            var childContext = context
            if let safeArea = placement.safeArea { childContext.safeArea = safeArea }
            let placed = subview.place(
                in: placement.frame, proposal: placement.proposal, context: childContext,
                preset: placement.subviewPlacements)
            // Where the direction turns, what was laid out left to right below is mirrored.
            return subview.environment.layoutDirection == environment.layoutDirection ? placed : placed.mirrored()
        }
        let placedFrame = environment.grid.round(frame)
        return PlacedView(
            kind: node.kind, label: node.label, frame: placedFrame, children: layout.drawn(children, in: placedFrame),
            isOpaque: role == .opaque, opaqueReason: role == .opaque ? unknownSizeReason ?? (layout as? OpaqueLayout)?.reason : nil,
            traits: traits, origin: node.origin,
            laidOutText: context.keepsText ? layout.placedText(size: frame.size, environment: environment) : nil, role: role,
            bar: layout.placedBar(in: frame), proposal: proposal, textSample: layout.textSample(environment: environment))
    }
}
