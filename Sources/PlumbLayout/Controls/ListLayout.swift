/// `List`, `Form` and `Section` with iOS 26's inset-grouped metrics, measured on renders (see
/// docs/layout.md "Metrics measured on renders"): sections are cards inset 16pt from the sides of
/// a 390-pt list (20pt on lists 428pt wide and more, inferred from UIKit's margins), 35pt apart
/// and from the top, or 25.33pt below a section's footer; each row is at least 51pt tall with
/// its content inset 16pt at the sides and 15pt above and below.
/// The list is as large as proposed (as wide as its container and as tall as its content where
/// the proposal is unspecified) and stacks its sections and loose rows.
public struct ListLayout: ViewLayout {
    /// The list style's look: iOS's inset-grouped cards, or the plain style's rows spanning the
    /// list from its top (`.listStyle(.plain)`).
    public enum Style: Sendable, Hashable {
        case insetGrouped, plain
    }

    public static let sectionGap = 35.0
    /// From a footer's last line to the next section's card.
    public static let gapAfterFooter = 25.333

    /// The space between adjacent sections `.listSectionSpacing(_:)` declares, where neither a
    /// footer nor a header stands between them (`sectionSpacingApplies`); nil: the style's own.
    public var sectionSpacing: Double?
    /// The space above the first section or row where the app's top content margin puts it
    /// (`.contentMargins(.top, n)`); nil: the style's own (`ownTopGap`).
    public var topGap: Double?
    public var style: Style

    public init(sectionSpacing: Double? = nil, topGap: Double? = nil, style: Style = .insetGrouped) {
        self.sectionSpacing = sectionSpacing
        self.topGap = topGap
        self.style = style
    }

    /// The space the style leaves above `first`, the list's first section or row: a header sits
    /// closer to the list's top than a card does; the plain style's first row is at the top, as
    /// an iOS 26 render of a plain List shows.
    public func ownTopGap(above first: ViewNode?) -> Double {
        guard style == .insetGrouped else { return 0 }
        return first?.startsWithSectionHeader == true ? SectionHeaderLayout.gapAtTop : Self.sectionGap
    }

    static func sideMargin(for width: Double) -> Double { width >= 428 ? 20 : 16 }

    /// Rows and sections are proposed the card's width and no height.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        axis == .horizontal
    }

    public func subviewsAlwaysPlaced(of count: Int) -> Int { count }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        // Unspecified or infinite, the list is as wide as its container.
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? environment.containerSize.width
        let content = column(width: width, subviews: subviews).height
        return Size(width: width, height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? content)
    }

    /// Whether every gap between `children`'s sections (and loose rows) is card to card: no
    /// footer ends the one above and no header starts the one below.
    public static func sectionsMeetCardToCard(_ children: [ViewNode]) -> Bool {
        zip(children, children.dropFirst()).allSatisfy { previous, next in
            !(previous.layout is SectionLayout || next.layout is SectionLayout)
                || (!previous.endsWithSectionFooter && !next.startsWithSectionHeader)
        }
    }

    /// The space above `next` (a section or a loose row) from `previous`, or from the list's top.
    /// A section's header sits closer to what is above it than a card does.
    private func gap(from previous: ViewNode?, to next: ViewNode) -> Double {
        let afterFooter = previous?.endsWithSectionFooter == true
        if previous != nil, let sectionSpacing, !afterFooter, !next.startsWithSectionHeader { return sectionSpacing }
        guard previous != nil else { return topGap ?? ownTopGap(above: next) }
        guard next.startsWithSectionHeader else { return afterFooter ? Self.gapAfterFooter : Self.sectionGap }
        return afterFooter ? SectionHeaderLayout.gapAfterFooter : SectionHeaderLayout.gapAfterCard
    }

    /// The frames of the children relative to the list, and the content height.
    private func column(width: Double, subviews: [LayoutSubview]) -> (frames: [Rect], height: Double) {
        // The plain style's rows span the list; only their content is inset.
        let margin = style == .plain ? 0 : Self.sideMargin(for: width)
        let cardWidth = max(width - 2 * margin, 0)
        var y = subviews.first.map { gap(from: nil, to: $0.node) } ?? topGap ?? ownTopGap(above: nil)
        var frames: [Rect] = []
        for (index, subview) in subviews.enumerated() {
            let isSection = subview.node.layout is SectionLayout
            if isSection && index > 0 { y += gap(from: subviews[index - 1].node, to: subview.node) }
            let size = subview.sizeThatFits(ProposedSize(width: cardWidth, height: nil))
            frames.append(Rect(x: margin, y: y, width: cardWidth, height: size.height))
            y += size.height
            if isSection && index < subviews.count - 1 && !(subviews[index + 1].node.layout is SectionLayout) {
                y += gap(from: subview.node, to: subviews[index + 1].node)
            }
        }
        return (frames, y)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        let frames = column(width: bounds.size.width, subviews: subviews).frames
        return frames.map {
            SubviewPlacement(
                frame: $0.offsetBy(dx: bounds.minX, dy: bounds.minY), proposal: ProposedSize(width: $0.size.width, height: nil))
        }
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        environment.inStack(nil)
    }
}

/// `Section { rows }`: rows stacked without gaps, as wide as proposed.
public struct SectionLayout: ViewLayout {
    public init() {}

    /// Rows are proposed the section's width and no height.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        axis == .horizontal
    }

    public func subviewsAlwaysPlaced(of count: Int) -> Int { count }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        let width = proposal.width ?? 0
        let height = subviews.reduce(0) { $0 + $1.sizeThatFits(ProposedSize(width: width, height: nil)).height }
        return Size(width: width, height: height)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        var y = bounds.minY
        let rowProposal = ProposedSize(width: bounds.size.width, height: nil)
        return subviews.map { subview in
            let placement = SubviewPlacement(subview, at: Point(x: bounds.minX, y: y), proposal: rowProposal)
            y += placement.frame.size.height
            return placement
        }
    }
}

/// One row of a List or Form: as wide as proposed, at least 51pt tall, its content inset 16pt
/// at the sides and 15pt above and below (or as `.listRowInsets` sets), leading-aligned and
/// centred vertically. iOS 26's numbers, measured on two renders: a one-line body text's row is
/// 51pt (where the 15pt insets would make 50.33, so the minimum binds), a 28pt-tall row
/// content's 58pt; earlier releases' rows were 44pt with 20pt and 11pt insets. Where the list's
/// side margin is 20pt (`ListLayout.sideMargin`), so are the row's sides: SwiftUI's renders of
/// a row on an iPad 1194pt wide (`Benchmarks/fidelity/`, at the default and an accessibility
/// text size) put its label and its value 20pt in from the card's edges.
public struct ListRowLayout: ModifierLayout {
    public static let minimumHeight = 51.0
    public static let standardInsets = EdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 16)

    /// The insets `.listRowInsets` declares; nil: the standard ones of the list's width.
    public var declaredInsets: EdgeInsets?

    public init(insets: EdgeInsets? = nil) {
        declaredInsets = insets
    }

    /// The row's insets in `environment`: the declared ones, else the standard ones with the
    /// list's side margin at the sides (the list is as wide as its container).
    func insets(in environment: LayoutEnvironment) -> EdgeInsets {
        if let declaredInsets { return declaredInsets }
        let side = ListLayout.sideMargin(for: environment.containerSize.width)
        var insets = Self.standardInsets
        insets.leading = side
        insets.trailing = side
        return insets
    }

    /// The content is proposed the row's width less its insets and no height.
    public func proposesLength(along axis: Axis, toSubview index: Int, whenProposedOne proposed: Bool) -> Bool {
        axis == .horizontal
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        let insets = insets(in: environment)
        let content = subviews[0].sizeThatFits(ProposedSize(width: proposal.width, height: nil).inset(by: insets))
        return Size(
            width: proposal.width ?? content.width + insets.horizontal,
            height: max(content.height + insets.vertical, Self.minimumHeight))
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        let area = bounds.inset(by: insets(in: subviews[0].environment))
        return [SubviewPlacement(subviews[0], aligned: .leading, in: area, proposal: ProposedSize(width: area.size.width, height: nil))]
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        environment.inStack(nil)
    }
}

extension ViewNode {
    /// `List { … }` (`kind` `.view("Form")` for a Form): each child that is not a Section becomes a row.
    public static func list(kind: NodeKind = .view("List"), _ children: [ViewNode]) -> ViewNode {
        ViewNode(kind: kind, layout: ListLayout(), children: children.map { $0.layout is SectionLayout ? $0 : .listRow($0) })
    }

    /// `Section { … }`: each child becomes a row.
    public static func section(_ children: [ViewNode]) -> ViewNode {
        ViewNode(kind: .view("Section"), layout: SectionLayout(), children: children.map(listRow))
    }

    /// A List or Form row around `content`, inset as the content's `.listRowInsets` says.
    public static func listRow(_ content: ViewNode) -> ViewNode {
        ViewNode(
            kind: .view("ListRow"), layout: ListRowLayout(insets: content.declaredRowInsets),
            children: [content])
    }

    /// `.listRowInsets(_:)`: the insets of the row the view is, which its list row reads
    /// (SwiftUI passes them up as a trait of the row, through any modifier around it).
    public func listRowInsets(_ insets: EdgeInsets) -> ViewNode {
        ViewNode(kind: .modifier("listRowInsets"), layout: ListRowInsetsLayout(insets: insets), children: [self])
    }

    /// The insets the outermost `.listRowInsets` of this view's modifiers declares.
    var declaredRowInsets: EdgeInsets? {
        var node = self
        while true {
            if let declared = node.layout as? ListRowInsetsLayout { return declared.insets }
            guard node.kind.isModifier, let modified = node.children.first else { return nil }
            node = modified
        }
    }
}

/// `.listRowInsets(_:)` on a row's view: the view lays out as it is; its row reads the insets.
public struct ListRowInsetsLayout: ModifierLayout {
    public var insets: EdgeInsets

    public init(insets: EdgeInsets) {
        self.insets = insets
    }
}
