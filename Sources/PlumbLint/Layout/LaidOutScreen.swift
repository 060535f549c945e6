import PlumbCore
import PlumbLayout

/// One screen laid out on one scenario, as the layout rules see it: the placed tree, the
/// screen and its safe area, and the views whose geometry can be trusted.
public struct LaidOutScreen {
    public let scenario: LayoutScenario
    public let root: PlacedView
    /// The whole display (or the Split View pane), in its own points.
    public let screen: Rect
    /// The screen less the status bar, the sensor housing and the home indicator.
    public let safeArea: Rect
    /// Every view whose frame does not depend on an opaque part of the tree — neither on one it
    /// holds nor on one beside it in a parent that shares out space — outermost first.
    public let judgedViews: [ScreenView]
    /// Every view whose place and proposal do not depend on an opaque part, though what it holds
    /// may: a `List` or `Form` is as wide as proposed whatever its rows are.
    public let placedViews: [ScreenView]
    /// Every view whose size does not depend on an opaque part of the tree, though its place
    /// may: a text's truncation and a control's hit area can be judged beside text known only at
    /// run time. Includes every judged view.
    public let sizedViews: [ScreenView]
    /// How many views of the tree the reader could not model.
    public let opaqueCount: Int

    public init(root: PlacedView, scenario: LayoutScenario) {
        self.scenario = scenario
        self.root = root
        let host = scenario.host
        screen = Rect(origin: .zero, size: host.screenSize)
        safeArea = host.safeArea
        var collector = TrustedViewCollector(root: root)
        collector.collect(root, ancestors: [], dependsOnOpaque: false)
        judgedViews = collector.views
        placedViews = collector.placedViews
        sizedViews = collector.sizedViews
        opaqueCount = collector.opaqueCount
    }

    /// How much of the screen the rules can judge.
    public var judgement: LayoutJudgement {
        sizedViews.isEmpty ? .skipped : opaqueCount > 0 ? .partial : .full
    }

    /// The views of `kinds` that can be judged.
    public func judged(_ kinds: Set<String>) -> [ScreenView] {
        judgedViews.filter { kinds.contains($0.view.kind) }
    }

    /// The views of `kinds` whose size can be judged.
    public func sized(_ kinds: Set<String>) -> [ScreenView] {
        sizedViews.filter { kinds.contains($0.view.kind) }
    }
}

/// A view of a laid-out screen with the views it is inside, outermost first.
public struct ScreenView {
    public let view: PlacedView
    public let ancestors: [PlacedView]

    /// Whether one of the view's ancestors is of one of `kinds`.
    public func isInside(_ kinds: Set<String>) -> Bool {
        ancestors.contains { kinds.contains($0.kind) }
    }

    /// Whether the view is inside content that scrolls horizontally: a scroll view whose
    /// content is wider than itself, or a horizontal scroll view's stack.
    public var isInHorizontalScroll: Bool {
        zip(ancestors, ancestors.dropFirst() + [view]).contains { parent, child in
            parent.kind == "ScrollView" && child.frame.size.width > parent.frame.size.width + LayoutTolerance.points
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
private struct TrustedViewCollector {
    private(set) var views: [ScreenView] = []
    private(set) var placedViews: [ScreenView] = []
    private(set) var sizedViews: [ScreenView] = []
    private(set) var opaqueCount = 0
    /// Whether each view's size may depend on an opaque view — it is one, or holds one, unless
    /// its size does not depend on what it holds (a frame fixed in both dimensions) — and how
    /// many views its subtree has (itself included), by the view's index in pre-order: one pass,
    /// so that `collect` need not search each child's subtree at every level above it.
    private let holdsOpaque: [Bool]
    private let subtreeSizes: [Int]
    /// The pre-order index of the view `collect` visits next.
    private var next = 0

    init(root: PlacedView) {
        var holdsOpaque: [Bool] = []
        var subtreeSizes: [Int] = []
        Self.measure(root, holdsOpaque: &holdsOpaque, subtreeSizes: &subtreeSizes)
        self.holdsOpaque = holdsOpaque
        self.subtreeSizes = subtreeSizes
    }

    @discardableResult
    private static func measure(_ view: PlacedView, holdsOpaque: inout [Bool], subtreeSizes: inout [Int]) -> Bool {
        let index = holdsOpaque.count
        holdsOpaque.append(view.isOpaque)
        subtreeSizes.append(1)
        var childHolds = false
        for child in view.children where measure(child, holdsOpaque: &holdsOpaque, subtreeSizes: &subtreeSizes) {
            childHolds = true
        }
        holdsOpaque[index] = view.isOpaque || !view.traits.contains(.sizedWithoutContent) && childHolds
        subtreeSizes[index] = holdsOpaque.count - index
        return holdsOpaque[index]
    }

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

    mutating func collect(
        _ view: PlacedView, ancestors: [PlacedView], dependsOnOpaque: Bool, proposalDoubt: ProposalDoubt = .none
    ) {
        if view.isOpaque { opaqueCount += 1 }
        let index = next
        next += 1
        var childIndex = index + 1
        let childHoldsOpaque = view.children.map { _ in
            defer { childIndex += subtreeSizes[childIndex] }
            return holdsOpaque[childIndex]
        }
        let holds = holdsOpaque[index]
        let placed = ScreenView(view: view, ancestors: ancestors)
        if !dependsOnOpaque {
            placedViews.append(placed)
            if !holds { views.append(placed) }
        }
        if !holds, !proposalDoubt.any { sizedViews.append(placed) }
        guard !view.children.isEmpty else { return }
        let inner = ancestors + [view]
        let secondaryDoesNotResize = view.kind == "background" || view.kind == "overlay"
        let opaqueChildren = childHoldsOpaque.count { $0 }
        for (index, child) in view.children.enumerated() {
            let siblingsOpaque = !(secondaryDoesNotResize && index == 0)
                && opaqueChildren - (childHoldsOpaque[index] ? 1 : 0) > 0
            let doubt = view.isOpaque
                ? .both : proposalDoubt.union(Self.doubt(of: child, fromSiblingsIn: view, opaque: siblingsOpaque))
            collect(child, ancestors: inner, dependsOnOpaque: dependsOnOpaque || view.isOpaque || siblingsOpaque, proposalDoubt: doubt)
        }
    }

    /// The axes along which an opaque sibling can change what `parent` proposes to `child`: a
    /// container that stacks its children along an axis proposes its own size across it, and
    /// along it shares out what it was proposed — unless it proposes no length at all there
    /// (the rows of a list, a stack in a scroll view).
    private static func doubt(of child: PlacedView, fromSiblingsIn parent: PlacedView, opaque siblingsOpaque: Bool) -> ProposalDoubt {
        guard siblingsOpaque else { return .none }
        switch parent.kind {
        case "VStack", "LazyVStack", "List", "Form", "Section": return ProposalDoubt(width: false, height: child.proposal.height != nil)
        case "HStack", "LazyHStack": return ProposalDoubt(width: child.proposal.width != nil, height: false)
        case "ZStack": return .none
        default: return .both
        }
    }
}
