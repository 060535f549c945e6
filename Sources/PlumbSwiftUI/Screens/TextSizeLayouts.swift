import PlumbCore
import PlumbLayout

/// A layout modifier whose lengths read a `@ScaledMetric` (`.frame(width: iconSize * 2)`), read
/// at each text size a screen is laid out at: the node the reading gives at the host's text size,
/// with the layout of every other one beside it. A screen whose metrics are read only so is read
/// once for all text sizes (`ScreenTrees`), instead of once per text size, and
/// `ViewNode.atTextSize(_:)` gives the tree each text size reads. Each layout is the modifier's
/// whole reading at its text size, arithmetic included, so nothing is scaled after the fact.
///
/// Until it is taken at a text size, the node answers as the host's layout does, so that the rest
/// of the reading, which asks a node its kind, role and children, reads it as before.
struct TextSizeLayouts: ViewLayout {
    let host: any ViewLayout
    let byTextSize: [DynamicTypeSize: any ViewLayout]

    static func == (lhs: TextSizeLayouts, rhs: TextSizeLayouts) -> Bool {
        lhs.byTextSize.count == rhs.byTextSize.count
            && lhs.byTextSize.allSatisfy { size, layout in rhs.byTextSize[size].map(layout.isEqual(to:)) ?? false }
    }

    func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment) -> Size {
        host.sizeThatFits(proposal, subviews: subviews, environment: environment)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext)
        -> [SubviewPlacement]
    {
        host.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        host.spacing(subviews: subviews, environment: environment)
    }

    func layoutPriority(subviews: [LayoutSubview]) -> Double { host.layoutPriority(subviews: subviews) }

    func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        host.environment(forSubview: index, from: environment)
    }

    func textBaseline(
        _ guide: VerticalAlignment, size: Size, proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment
    ) -> Double? {
        host.textBaseline(guide, size: size, proposal: proposal, subviews: subviews, environment: environment)
    }

    func explicitGuide(
        _ guide: AlignmentGuideKey, size: Size, proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment
    ) -> Double? {
        host.explicitGuide(guide, size: size, proposal: proposal, subviews: subviews, environment: environment)
    }

    func traits(placedAt size: Size, proposal: ProposedSize, environment: LayoutEnvironment) -> PlacedTraits {
        host.traits(placedAt: size, proposal: proposal, environment: environment)
    }

    func placedText(size: Size, environment: LayoutEnvironment) -> PlacedText? { host.placedText(size: size, environment: environment) }
    func textSample(environment: LayoutEnvironment) -> TextSample? { host.textSample(environment: environment) }
    func placedBar(in frame: Rect) -> PlacedBar? { host.placedBar(in: frame) }
    func drawn(_ subviews: [PlacedView], in frame: Rect) -> [PlacedView] { host.drawn(subviews, in: frame) }
    var role: PlacedView.Role { host.role }
    func subviewsAlwaysPlaced(of count: Int) -> Int { host.subviewsAlwaysPlaced(of: count) }

    func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        host.proposesLength(along: axis, toSubview: index, whenProposedOne: proposed)
    }

    var maySizeWithoutContent: Bool { host.maySizeWithoutContent }
    func keptArrangements(of subviews: [LayoutSubview]) -> (any KeptArrangements)? { host.keptArrangements(of: subviews) }
}

extension ViewNode {
    /// The tree as it reads at `textSize`: each `TextSizeLayouts` node with its layout there. nil
    /// when the tree holds no such node (it reads alike at every text size).
    func atTextSize(_ textSize: DynamicTypeSize) -> ViewNode? {
        let choice = layout as? TextSizeLayouts
        var children = self.children
        var changed = choice != nil
        for index in children.indices {
            if let child = children[index].atTextSize(textSize) {
                children[index] = child
                changed = true
            }
        }
        guard changed else { return nil }
        var copy = self
        copy.children = children
        if let choice { copy.layout = choice.byTextSize[textSize] ?? choice.host }
        return copy
    }
}

extension TreeBuilder {
    /// The layout modifiers read at every text size of `ReadingOptions.textSizes`: those whose
    /// node no later step of the reading takes apart by its layout's type (a frame, a padding, an
    /// offset), so that it reads a `TextSizeLayouts` node as it would the host's.
    private static let readAtEveryTextSize: Set<String> = ["frame", "padding", "offset"]

    /// `read`, the reading of the modifier `name`, at the host's text size; when it asked the
    /// text size (a `@ScaledMetric`), read again at each other text size of the options, into one
    /// `TextSizeLayouts` node, without asking the host's text size. That holds only when the
    /// readings differ in their layout alone and leave the reading as the host's did (the same
    /// issues, choices and questions); else the reading asks the host's text size, as any other
    /// reading of a metric does.
    func readingAtEveryTextSize(_ name: String, _ read: () -> ViewNode?) -> ViewNode? {
        guard let host = options.host?.dynamicTypeSize, options.textSizes.count > 1, options.textSizes.contains(host),
            modifierTextSize.size == nil, Self.readAtEveryTextSize.contains(name)
        else { return read() }
        let before = modifierState
        modifierTextSize = (host, false)
        defer { modifierTextSize = (nil, false) }
        let node = read()
        guard modifierTextSize.isAsked else { return node }
        let after = modifierState
        var byTextSize: [DynamicTypeSize: any ViewLayout] = [:]
        if let node, !node.isOpaque {
            byTextSize[host] = node.layout
            for size in options.textSizes where size != host {
                modifierState = before
                modifierTextSize = (size, false)
                guard let other = read(), modifierState == after, other.kind == node.kind, other.label == node.label,
                    other.origin == node.origin, other.children == node.children
                else {
                    byTextSize = [:]
                    break
                }
                byTextSize[size] = other.layout
            }
        }
        modifierState = after
        guard var node, !byTextSize.isEmpty else {
            askTextSize()
            return node
        }
        node.layout = TextSizeLayouts(host: node.layout, byTextSize: byTextSize)
        return node
    }
}
