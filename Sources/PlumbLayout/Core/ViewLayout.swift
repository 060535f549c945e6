/// How one kind of view or layout modifier sizes itself and places its subviews — SwiftUI's
/// `Layout` protocol, plus the traits SwiftUI keeps beside it (spacing, priority, environment).
/// A layout is a value: two equal layouts of equal subviews in equal environments size and
/// place alike, which lets one layout pass measure repeated rows once (`LayoutSubview`).
public protocol ViewLayout: Sendable, Equatable {
    /// The size for `proposal`, asking the subviews as needed.
    func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment) -> Size

    /// Where each subview goes when this view is placed in `bounds` (absolute coordinates, sized
    /// as `sizeThatFits(proposal)` answered): one placement per subview, in order.
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext)
        -> [SubviewPlacement]

    /// The view's preferred spacing towards its neighbours.
    func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing

    /// The view's layout priority in a stack.
    func layoutPriority(subviews: [LayoutSubview]) -> Double

    /// The environment the subview at `index` sees.
    func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment

    /// The view's own position of a text-baseline `guide`, from its top, when it is `size`
    /// (answered for `proposal`); nil takes the guide's default.
    func textBaseline(
        _ guide: VerticalAlignment, size: Size, proposal: ProposedSize, subviews: [LayoutSubview],
        environment: LayoutEnvironment
    ) -> Double?

    /// The position of `guide` the view sets for itself (`.alignmentGuide`), from its leading or
    /// top edge, when it is `size` (answered for `proposal`); nil keeps the guide's default.
    func explicitGuide(
        _ guide: AlignmentGuideKey, size: Size, proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment
    ) -> Double?

    /// What the view knows about itself once placed at `size` for `proposal`.
    func traits(placedAt size: Size, proposal: ProposedSize, environment: LayoutEnvironment) -> PlacedTraits

    /// The text the view shows when laid out at `size`, line by line; nil for a view that draws
    /// no text of its own.
    func placedText(size: Size, environment: LayoutEnvironment) -> PlacedText?

    /// The sample the view shows for text known only at run time; nil for any other view.
    func textSample(environment: LayoutEnvironment) -> TextSample?

    /// The bar the view draws when placed at `frame`; nil for a view without one.
    func placedBar(in frame: Rect) -> PlacedBar?

    /// Its placed subviews as they are drawn when the view is placed at `frame`: where a drawing
    /// effect (`.scaleEffect`) puts them, which their layout does not see.
    func drawn(_ subviews: [PlacedView], in frame: Rect) -> [PlacedView]

    /// What kind of thing the view is once placed. A requirement rather than a cast of the
    /// layout's type: every placed view of every layout asks it.
    var role: PlacedView.Role { get }

    /// How many of its `count` subviews, from the first, every placement of the view places,
    /// whatever the proposal and the environment: what a reading of the tree alone can tell about
    /// which views get laid out (`ViewThatFits` shows the one child it chooses by size; a modifier
    /// places only the view it modifies unless it says more). Saying fewer is always safe;
    /// `LayoutSubview.place` checks the claim in debug builds.
    func subviewsAlwaysPlaced(of count: Int) -> Int

    /// Whether every placement proposes the subview at `index` a length along `axis` (not nil),
    /// given whether the view itself was proposed one there: what tells, before layout, where a
    /// stack shares its length out by its children's sizes. Saying false is always safe;
    /// `LayoutSubview.place` checks a true in debug builds.
    func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool

    /// Whether a placement may find the view `.sizedWithoutContent` (a frame fixed in both
    /// dimensions, a GeometryReader): its size may then not depend on an unknown view it holds.
    /// Saying true is always safe; `LayoutSubview.place` checks a false in debug builds.
    var maySizeWithoutContent: Bool { get }

    /// Where the view keeps, for one layout pass, what it works out for a proposal and needs
    /// again to place its subviews (`ArrangingLayout`); nil for a view that keeps nothing.
    func keptArrangements(of subviews: [LayoutSubview]) -> (any KeptArrangements)?

    /// Whether the view, or a modifier around it, sets an alignment guide (`.alignmentGuide`):
    /// only then are its explicit guides asked. A requirement rather than a cast of the layout's
    /// type: every view of every layout asks it, and a cast to a protocol was 5 % of the engine's samples.
    func setsExplicitGuide(subviews: [LayoutSubview]) -> Bool

    /// Why the view's size for `proposal` is something Plumb cannot know (a picture known only at
    /// run time asked its own size, `RunTimePictureLayout`); nil where it is known. A layout pass
    /// that asks it places the view as opaque, so that nothing depending on it is judged there.
    func unknownSizeReason(for proposal: ProposedSize) -> String?

    /// The view's children as it places them at `size`, where placing changes them (a
    /// GeometryReader's content reads the reader's size, `MeasuredFrameLayout`); nil: as they are.
    func children(_ children: [ViewNode], placedAt size: Size) -> [ViewNode]?
}

extension ViewLayout {
    /// Whether `other` is a layout of the same type, equal to this one.
    public func isEqual(to other: any ViewLayout) -> Bool {
        (other as? Self) == self
    }

    public func traits(placedAt size: Size, proposal: ProposedSize, environment: LayoutEnvironment) -> PlacedTraits {
        []
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing { .standard }
    public func layoutPriority(subviews: [LayoutSubview]) -> Double { 0 }
    public func placedText(size: Size, environment: LayoutEnvironment) -> PlacedText? { nil }
    public func textSample(environment: LayoutEnvironment) -> TextSample? { nil }

    /// A container keeps the default of every guide (its children's own guides align them inside it).
    public func explicitGuide(
        _ guide: AlignmentGuideKey, size: Size, proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment
    ) -> Double? { nil }

    /// The guide the first subview sets, where this view places it.
    func placedExplicitGuide(_ guide: AlignmentGuideKey, size: Size, proposal: ProposedSize, subviews: [LayoutSubview]) -> Double? {
        guard let first = subviews.first, first.setsExplicitGuide else { return nil }
        let bounds = Rect(origin: .zero, size: size)
        let placement = placeSubviews(
            in: bounds, proposal: proposal, subviews: subviews, context: PlacementContext(safeArea: bounds, screen: bounds))[0]
        guard !placement.isHidden, let own = first.explicitGuide(guide, for: placement.proposal) else { return nil }
        return switch guide {
        case .horizontal: own + placement.frame.minX
        case .vertical: own + placement.frame.minY
        }
    }

    public func placedBar(in frame: Rect) -> PlacedBar? { nil }
    public func drawn(_ subviews: [PlacedView], in frame: Rect) -> [PlacedView] { subviews }
    public var role: PlacedView.Role { .view }
    public func subviewsAlwaysPlaced(of count: Int) -> Int { 0 }
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        false
    }
    public var maySizeWithoutContent: Bool { false }
    public func keptArrangements(of subviews: [LayoutSubview]) -> (any KeptArrangements)? { nil }
    public func setsExplicitGuide(subviews: [LayoutSubview]) -> Bool { false }
    public func unknownSizeReason(for proposal: ProposedSize) -> String? { nil }
    public func children(_ children: [ViewNode], placedAt size: Size) -> [ViewNode]? { nil }
    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        environment
    }

    /// By default a view takes the combined baselines of the subviews it places (none for a
    /// leaf).
    public func textBaseline(
        _ guide: VerticalAlignment, size: Size, proposal: ProposedSize, subviews: [LayoutSubview],
        environment: LayoutEnvironment
    ) -> Double? {
        placedTextBaseline(guide, size: size, proposal: proposal, subviews: subviews, count: subviews.count)
    }

    /// The combined baselines of the first `count` subviews where this view places them.
    func placedTextBaseline(
        _ guide: VerticalAlignment, size: Size, proposal: ProposedSize, subviews: [LayoutSubview], count: Int
    ) -> Double? {
        guard !subviews.isEmpty else { return nil }
        let bounds = Rect(origin: .zero, size: size)
        let placements = placeSubviews(
            in: bounds, proposal: proposal, subviews: subviews, context: PlacementContext(safeArea: bounds, screen: bounds))
        let values = zip(subviews, placements).prefix(count).compactMap { subview, placement -> Double? in
            guard !placement.isHidden else { return nil }
            return subview.explicitTextBaseline(guide, for: placement.proposal).map { $0 + placement.frame.minY }
        }
        return guide.combine(values)
    }
}

/// A view without subviews.
public protocol LeafLayout: ViewLayout {
    func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size
}

extension LeafLayout {
    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        sizeThatFits(proposal, environment: environment)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] { [] }
}

/// A modifier of one view (its first subview; further subviews are secondary content): by
/// default it keeps the view's size, spacing and priority and places it in its own bounds.
public protocol ModifierLayout: ViewLayout {}

extension ModifierLayout {
    public var role: PlacedView.Role { .modifier }

    /// The modified view; secondary views only where the modifier says so.
    public func subviewsAlwaysPlaced(of count: Int) -> Int { min(count, 1) }

    /// The modified view gets the proposal as it is (a modifier that places its view otherwise
    /// says so).
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        index == 0 && proposed
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        subviews[0].sizeThatFits(proposal)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        [SubviewPlacement(frame: bounds, proposal: proposal)]
    }

    public func spacing(subviews: [LayoutSubview], environment: LayoutEnvironment) -> ViewSpacing {
        subviews[0].spacing
    }

    public func layoutPriority(subviews: [LayoutSubview]) -> Double { subviews[0].priority }

    /// The modified view's: a modifier places it where the guides it sets still hold.
    public func setsExplicitGuide(subviews: [LayoutSubview]) -> Bool { subviews.first?.setsExplicitGuide == true }

    /// The guides the modified view sets, where the modifier places it.
    public func explicitGuide(
        _ guide: AlignmentGuideKey, size: Size, proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment
    ) -> Double? {
        placedExplicitGuide(guide, size: size, proposal: proposal, subviews: subviews)
    }

    /// The modified view's baselines; secondary views have no say.
    public func textBaseline(
        _ guide: VerticalAlignment, size: Size, proposal: ProposedSize, subviews: [LayoutSubview],
        environment: LayoutEnvironment
    ) -> Double? {
        placedTextBaseline(guide, size: size, proposal: proposal, subviews: subviews, count: 1)
    }
}

/// Where a subview goes: its frame (absolute), the proposal it was sized for, and the safe area
/// it sees when it differs from its parent's.
public struct SubviewPlacement: Sendable {
    public var frame: Rect
    public var proposal: ProposedSize
    public var safeArea: Rect?
    /// The subview is not shown (a ViewThatFits child that was not chosen): it is left out of
    /// the laid-out tree.
    public var isHidden: Bool
    /// Where the subview's own subviews go, when its parent decides (a Grid places the cells of
    /// its GridRows); nil lets the subview place them.
    public var subviewPlacements: [SubviewPlacement]?

    public init(
        frame: Rect, proposal: ProposedSize, safeArea: Rect? = nil, isHidden: Bool = false,
        subviewPlacements: [SubviewPlacement]? = nil
    ) {
        self.frame = frame
        self.proposal = proposal
        self.safeArea = safeArea
        self.isHidden = isHidden
        self.subviewPlacements = subviewPlacements
    }

    /// A subview that is not shown.
    public static let hidden = SubviewPlacement(frame: Rect(origin: .zero, size: .zero), proposal: .zero, isHidden: true)

    /// `subview` sized for `proposal` with its origin at `origin`.
    public init(_ subview: LayoutSubview, at origin: Point, proposal: ProposedSize) {
        self.init(frame: Rect(origin: origin, size: subview.sizeThatFits(proposal)), proposal: proposal)
    }

    /// `subview` sized for `proposal` and aligned in `bounds`, on the guides it sets where it sets them.
    public init(_ subview: LayoutSubview, aligned alignment: Alignment, in bounds: Rect, proposal: ProposedSize) {
        let size = subview.sizeThatFits(proposal)
        var origin = alignment.origin(of: size, in: bounds)
        if subview.setsExplicitGuide {
            if let x = subview.explicitGuide(.horizontal(alignment.horizontal), for: proposal) {
                origin.x = bounds.minX + alignment.horizontal.offset(in: bounds.size.width) - x
            }
            if let y = subview.explicitGuide(.vertical(alignment.vertical), for: proposal) {
                origin.y = bounds.minY + alignment.vertical.offset(in: bounds.size.height) - y
            }
        }
        self.init(frame: Rect(origin: origin, size: size), proposal: proposal)
    }
}

/// What placement knows about the screen: the safe area and the whole screen, absolute.
public struct PlacementContext: Sendable {
    public var safeArea: Rect
    public var screen: Rect
    /// Whether each placed view keeps the lines of text it draws (`PlacedView.laidOutText`): only
    /// a drawing reads them, and wrapping them again at every placement is a good part of a layout.
    public var keepsText = true

    public init(safeArea: Rect, screen: Rect) {
        self.safeArea = safeArea
        self.screen = screen
    }
}
