import PlumbLayout

/// What a screen's view tree proves before it is laid out, for any host: whether any of its views
/// can end up among a layout's `LaidOutScreen.sizedViews` (which hold every judged view), and
/// which kinds of view it may place. A layout that can give the rules neither a sized view nor a
/// view of a kind they read among `placedViews` cannot produce a finding, so it is not made.
///
/// The proof follows `TrustedViewCollector` from the other side: a view surely holds an opaque
/// one if it is one, or if it always places a child that surely holds one and is never sized
/// without its content; a view is surely proposed a size that depends on an opaque view if one
/// of its ancestors is opaque, or if it has an always-placed sibling that surely holds an opaque
/// view in a container that shares out by its children's sizes a length it surely proposes (a
/// stack along its axis, when it is proposed one). What each layout always places, what lengths
/// it proposes and whether it may be sized without its content are the layout's own claims
/// (`ViewLayout.subviewsAlwaysPlaced(of:)`, `proposesLength(along:toSubview:whenProposedOne:)`,
/// `maySizeWithoutContent`), checked at every placement in debug builds.
struct TreeForecast {
    /// Some view of the tree may have a size that does not depend on an opaque view.
    let maySizeAView: Bool
    /// The kinds of every view of the tree: those it may place.
    let kinds: Set<NodeKind>

    init(root: ViewNode) {
        var nodes: [ViewNode] = []
        var parents: [Int] = []
        var positions: [Int] = []
        var surelyHolds: [Bool] = []
        // Pre-order, each node's entry completed once its children are known.
        func visit(_ node: ViewNode, parent: Int, position: Int) -> Bool {
            let index = nodes.count
            nodes.append(node)
            parents.append(parent)
            positions.append(position)
            surelyHolds.append(node.layout.role == .opaque)
            let placed = node.layout.subviewsAlwaysPlaced(of: node.children.count)
            var placedChildHolds = false
            for (position, child) in node.children.enumerated() {
                let holds = visit(child, parent: index, position: position)
                if holds, position < placed { placedChildHolds = true }
            }
            if placedChildHolds, !node.layout.maySizeWithoutContent { surelyHolds[index] = true }
            return surelyHolds[index]
        }
        _ = visit(root, parent: -1, position: 0)

        // How many always-placed children of each node surely hold an opaque view.
        var holdingChildren = [Int](repeating: 0, count: nodes.count)
        var counted = [Bool](repeating: false, count: nodes.count)
        for index in nodes.indices where surelyHolds[index] && parents[index] >= 0 {
            let parent = nodes[parents[index]]
            if positions[index] < parent.layout.subviewsAlwaysPlaced(of: parent.children.count) {
                holdingChildren[parents[index]] += 1
                counted[index] = true
            }
        }
        // Whether each node is surely proposed a width and a height: the root is proposed the
        // safe area.
        var proposed = [(width: Bool, height: Bool)](repeating: (true, true), count: nodes.count)
        var surelyDoubted = [Bool](repeating: false, count: nodes.count)
        var maySizeAView = false
        var kinds: Set<NodeKind> = []
        for index in nodes.indices {
            let parentIndex = parents[index]
            if parentIndex >= 0 {
                let parent = nodes[parentIndex]
                let layout = parent.layout
                let position = positions[index]
                proposed[index] = (
                    layout.proposesLength(along: .horizontal, toSubview: position, whenProposedOne: proposed[parentIndex].width),
                    layout.proposesLength(along: .vertical, toSubview: position, whenProposedOne: proposed[parentIndex].height))
                let siblingsHold = holdingChildren[parentIndex] - (counted[index] ? 1 : 0) > 0
                let resized = switch SiblingInfluence(parentKind: parent.kind, childPosition: position) {
                case .none, .placeOnly: false
                case .along(.horizontal): proposed[index].width
                case .along(.vertical): proposed[index].height
                case .everything: true
                }
                surelyDoubted[index] = surelyDoubted[parentIndex] || parent.layout.role == .opaque || (siblingsHold && resized)
            }
            if !surelyHolds[index], !surelyDoubted[index] { maySizeAView = true }
            kinds.insert(nodes[index].kind)
        }
        self.maySizeAView = maySizeAView
        self.kinds = kinds
    }
}
