import PlumbCore
import PlumbLayout

/// One screen laid out on one scenario, as the layout rules see it: the placed tree, the
/// screen and its safe area, and the views whose geometry can be trusted.
public struct LaidOutScreen {
    public private(set) var scenario: LayoutScenario
    public let root: PlacedView
    /// The whole display (or the Split View pane), in its own points.
    public let screen: Rect
    /// The screen less the status bar, the sensor housing and the home indicator.
    public let safeArea: Rect
    /// Every view whose frame does not depend on an opaque part of the tree — neither on one it
    /// holds nor on one beside it in a parent that shares out space — outermost first.
    public let judgedViews: [ScreenView]
    /// Every view whose place and proposal do not depend on an opaque part, though what it holds
    /// may: a `List` or `Form` is as wide as proposed whatever its rows are. A rule reads them
    /// through `placed(_:)`, with the kinds it names in `LayoutRule.placedKinds`.
    private let placedViews: [ScreenView]
    /// Every view whose size does not depend on an opaque part of the tree, though its place
    /// may: a text's truncation and a control's hit area can be judged beside text known only at
    /// run time. Includes every judged view.
    public let sizedViews: [ScreenView]
    /// How many views of the tree the reader could not model.
    public let opaqueCount: Int
    /// The screen's content is shown only inside sheets, though laid out at the screen's size.
    /// A sheet keeps the bottom safe area (the home indicator's) and starts at or below the top
    /// one (the status bar's), so content that does not fit the safe area's height does not fit
    /// any sheet either: it overflows the sheet (`overflowsVertically`).
    public private(set) var isSheetContent = false
    /// Where the views are read from whose size this layout asked where Plumb cannot know it
    /// (`PlacedTraits.unknownSize`): opaque in this layout only, counted among `opaqueCount`.
    public let unknownSizes: Set<SourcePosition>

    public init(root: PlacedView, scenario: LayoutScenario) {
        self.scenario = scenario
        self.root = root
        let host = scenario.host
        screen = Rect(origin: .zero, size: host.screenSize)
        safeArea = host.safeArea
        let collector = TrustedViewCollector(tree: PlacedTree(root: root))
        judgedViews = collector.views
        placedViews = collector.placedViews
        sizedViews = collector.sizedViews
        opaqueCount = collector.opaqueCount
        unknownSizes = collector.unknownSizes
    }

    /// The same layout judged on `other`, a scenario that gives the engine the same input: the
    /// views and their trust are the layout's, the scenario the rules and findings name is
    /// `other`.
    func on(_ other: LayoutScenario) -> LaidOutScreen {
        precondition(other.host.layoutInput == scenario.host.layoutInput, "\(other.id) is laid out otherwise than \(scenario.id)")
        var judged = self
        judged.scenario = other
        return judged
    }

    /// The same layout, judged as a sheet's content when `inSheet`.
    func shown(inSheet: Bool) -> LaidOutScreen {
        var judged = self
        judged.isSheetContent = inSheet
        return judged
    }

    /// Whether content outside any scroll view is too tall for its room: it runs past the top or
    /// the bottom of the screen, or a view taller than the height it was offered spills out of the
    /// safe area at both ends (a stack taller than the safe area, which SwiftUI centres so that it
    /// spills into both insets, though the screen may hold it). A sheet's content overflows past
    /// the safe area's top or bottom already, unless it is extended past the safe area on purpose
    /// (`.ignoresSafeArea()`). What then lies under the status bar or the home indicator is a
    /// symptom of the overflow, which `clipping` reports (text squeezed, or running off the
    /// screen), not a view placed into an inset. Worked out when a rule asks (once per check), not
    /// for every laid-out screen.
    public var overflowsVertically: Bool {
        let tolerance = LayoutTolerance.points
        return judgedViews.contains { candidate in
            guard !candidate.isInside(PlacedKinds.scrolling), !candidate.isInside(PlacedKinds.moving) else { return false }
            let view = candidate.view
            let frame = view.frame
            let bounds = isSheetContent && !candidate.isInside(PlacedKinds.extendedPastSafeArea) ? safeArea : screen
            if PlacedKinds.content.contains(view.kind), frame.minY < bounds.minY - tolerance || frame.maxY > bounds.maxY + tolerance {
                return true
            }
            guard let offered = view.proposal.height, offered.isFinite else { return false }
            return frame.size.height > offered + tolerance
                && frame.minY < safeArea.minY - tolerance && frame.maxY > safeArea.maxY + tolerance
        }
    }

    /// How much of the screen the rules can judge.
    public var judgement: LayoutJudgement {
        sizedViews.isEmpty ? .skipped : opaqueCount > 0 ? .partial : .full
    }

    /// The views of `kinds` that can be judged.
    public func judged(_ kinds: Set<NodeKind>) -> [ScreenView] {
        judgedViews.filter { kinds.contains($0.view.kind) }
    }

    /// The views of `kinds` whose place and proposal can be judged (a rule's `placedKinds`).
    public func placed(_ kinds: Set<NodeKind>) -> [ScreenView] {
        placedViews.filter { kinds.contains($0.view.kind) }
    }

    /// The views of `kinds` whose size can be judged.
    public func sized(_ kinds: Set<NodeKind>) -> [ScreenView] {
        sizedViews.filter { kinds.contains($0.view.kind) }
    }
}

/// A view of a laid-out screen, which knows the views it is inside: an index into the screen's
/// one flattened tree, so that no view holds a copy of its ancestors.
public struct ScreenView {
    private let tree: PlacedTree
    private let index: Int

    fileprivate init(tree: PlacedTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    public var view: PlacedView { tree.views[index] }

    /// The view it is directly inside; nil for the screen's root.
    public var parent: PlacedView? {
        let parent = tree.parents[index]
        return parent < 0 ? nil : tree.views[parent]
    }

    /// Whether one of the view's ancestors is of one of `kinds`.
    public func isInside(_ kinds: Set<NodeKind>) -> Bool {
        tree.ancestors(of: index).contains { kinds.contains(tree.views[$0].kind) }
    }

    /// Whether the view is inside a `scaledToFill()` (`PlacedTraits.coversProposal`): what of it
    /// runs off the screen or under an inset is cropped by design.
    public var coversItsProposal: Bool {
        tree.ancestors(of: index).contains { tree.views[$0].traits.contains(.coversProposal) }
    }

    /// Whether the view is inside content that scrolls horizontally: a scroll view whose
    /// content is wider than itself, or a horizontal scroll view's stack.
    public var isInHorizontalScroll: Bool {
        var child = index
        for parent in tree.ancestors(of: index) {
            let scroll = tree.views[parent]
            if scroll.kind == .view("ScrollView"), tree.views[child].frame.size.width > scroll.frame.size.width + LayoutTolerance.points {
                return true
            }
            child = parent
        }
        return false
    }
}

/// A placed tree flattened in pre-order, each view copied once, with the index of its parent
/// and the size of its subtree: what lets a `ScreenView` walk up to its ancestors and the
/// collector visit the tree in one loop.
private final class PlacedTree: Sendable {
    let views: [PlacedView]
    /// The index of each view's parent; -1 for the root.
    let parents: [Int]

    init(root: PlacedView) {
        var views: [PlacedView] = []
        var parents: [Int] = []
        func append(_ view: PlacedView, parent: Int) {
            let index = views.count
            views.append(view)
            parents.append(parent)
            for child in view.children { append(child, parent: index) }
        }
        append(root, parent: -1)
        self.views = views
        self.parents = parents
    }

    /// The indices of the views `index` is inside, innermost first.
    func ancestors(of index: Int) -> some Sequence<Int> {
        sequence(state: index) { [parents] current in
            current = parents[current]
            return current >= 0 ? current : nil
        }
    }
}

/// How far apart two laid-out edges may be and still count as the same: frames are on the
/// pixel grid, so a third of a point on @3x screens.
enum LayoutTolerance {
    static let points = 0.5
}

/// Walks a placed tree and keeps the views whose geometry does not depend on an opaque view.
/// An opaque view's size is unknown, so is the size of every view holding one; a child's place
/// depends on its parent's frame and, in a parent that shares its space out (a stack, a ZStack, a
/// grid), on its siblings' sizes. The secondary views of `background` and `overlay` take their
/// primary's size and do not change it.
///
/// A view's size depends only on what it holds and on the size proposed to it, so a view can be
/// sized with certainty where its place cannot: a `VStack` (and a list's or form's rows)
/// proposes its own width to every child whatever their sizes, and shares out height only when
/// it proposes one (the content of a vertical scroll view is proposed none); an `HStack`
/// likewise with the axes swapped; a `ZStack` proposes its own size to each child.
///
/// A view under `.hidden()` keeps its space, so it counts for its parent's layout, but nobody
/// sees it: no rule judges it.
private struct TrustedViewCollector {
    private(set) var views: [ScreenView] = []
    private(set) var placedViews: [ScreenView] = []
    private(set) var sizedViews: [ScreenView] = []
    private(set) var opaqueCount = 0
    private(set) var unknownSizes: Set<SourcePosition> = []

    /// Which axes of a proposal may depend on an opaque view.
    struct ProposalDoubt {
        var width = false
        var height = false

        static let none = ProposalDoubt()
        static let both = ProposalDoubt(width: true, height: true)

        var any: Bool { width || height }

        func union(_ other: ProposalDoubt) -> ProposalDoubt {
            ProposalDoubt(width: width || other.width, height: height || other.height)
        }
    }

    /// One loop over the tree in pre-order, which meets every parent before its children, after
    /// one loop in reverse, which meets every child before its parent.
    init(tree: PlacedTree) {
        let views = tree.views
        let parents = tree.parents
        // Whether each view's size may depend on an opaque view — it is one, or holds one, unless
        // its size does not depend on what it holds (a frame fixed in both dimensions) — and how
        // many of its children do.
        var holdsOpaque = views.map(\.isOpaque)
        var opaqueChildren = [Int](repeating: 0, count: views.count)
        for index in views.indices.reversed() {
            if opaqueChildren[index] > 0, !views[index].traits.contains(.sizedWithoutContent) { holdsOpaque[index] = true }
            if holdsOpaque[index], parents[index] >= 0 { opaqueChildren[parents[index]] += 1 }
        }
        // Whether each view's place, and which axes of its proposal, may depend on an opaque view.
        var dependsOnOpaque = [Bool](repeating: false, count: views.count)
        var proposalDoubt = [ProposalDoubt](repeating: .none, count: views.count)
        var isHidden = [Bool](repeating: false, count: views.count)
        for index in views.indices {
            let view = views[index]
            if view.isOpaque {
                opaqueCount += 1
                if view.traits.contains(.unknownSize), let position = view.origin?.position { unknownSizes.insert(position) }
            }
            let parentIndex = parents[index]
            isHidden[index] = view.kind == .modifier("hidden") || parentIndex >= 0 && isHidden[parentIndex]
            if parentIndex >= 0 {
                let parent = views[parentIndex]
                // A view's first child is at the index after its own in pre-order.
                let influence = SiblingInfluence(parentKind: parent.kind, childPosition: index == parentIndex + 1 ? 0 : 1)
                let siblingsOpaque = influence != .none && opaqueChildren[parentIndex] - (holdsOpaque[index] ? 1 : 0) > 0
                proposalDoubt[index] = parent.isOpaque
                    ? .both
                    : proposalDoubt[parentIndex].union(Self.doubt(of: view, influence: siblingsOpaque ? influence : .none))
                dependsOnOpaque[index] = dependsOnOpaque[parentIndex] || parent.isOpaque || siblingsOpaque
            }
            guard !isHidden[index] else { continue }
            let placed = ScreenView(tree: tree, index: index)
            if !dependsOnOpaque[index] {
                placedViews.append(placed)
                if !holdsOpaque[index] { self.views.append(placed) }
            }
            if !holdsOpaque[index], !proposalDoubt[index].any { sizedViews.append(placed) }
        }
    }

    /// The axes along which an opaque sibling can change what its parent proposes to `child`.
    private static func doubt(of child: PlacedView, influence: SiblingInfluence) -> ProposalDoubt {
        switch influence {
        case .none, .placeOnly: .none
        case .along(.vertical): ProposalDoubt(width: false, height: child.proposal.height != nil)
        case .along(.horizontal): ProposalDoubt(width: child.proposal.width != nil, height: false)
        case .everything: .both
        }
    }
}

/// What a view's siblings' sizes can change about it, by the kind of their parent: one place for
/// both the collector of trusted views and the forecast made before layout (`TreeForecast`).
enum SiblingInfluence: Equatable {
    /// Nothing: the view a background or an overlay modifies (its first child) keeps its size
    /// whatever the secondary view's.
    case none
    /// Its place, not what it is proposed: a ZStack proposes its own size to each child.
    case placeOnly
    /// Its place, and its proposal along the axis a stack shares out — only when the stack
    /// proposes a length there (not the rows of a list, nor a stack in a scroll view); across
    /// it, a stack proposes its own length.
    case along(Axis)
    /// Its place and its whole proposal.
    case everything

    init(parentKind: NodeKind, childPosition: Int) {
        switch parentKind {
        case .modifier("background"), .modifier("overlay"): self = childPosition == 0 ? .none : .everything
        case .view("VStack"), .view("LazyVStack"), .view("List"), .view("Form"), .view("Section"): self = .along(.vertical)
        case .view("HStack"), .view("LazyHStack"): self = .along(.horizontal)
        case .view("ZStack"): self = .placeOnly
        default: self = .everything
        }
    }
}
