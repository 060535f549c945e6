/// `LazyVGrid(columns:alignment:spacing:)` and `LazyHGrid(rows:alignment:spacing:)`: the items make tracks across the
/// grid's proposed length (see `GridItem.tracks`); the children fill the tracks in order, each
/// line as long as its longest child, lines `spacing` apart (default 8), each child placed in its
/// cell by `alignment`.
public struct LazyGridLayout: ArrangingLayout {
    /// The axis the grid grows along: vertical for a LazyVGrid.
    public var axis: Axis
    public var items: [GridItem]
    public var spacing: Double?
    public var alignment: Alignment

    public init(axis: Axis, items: [GridItem], spacing: Double? = nil, alignment: Alignment = .center) {
        self.axis = axis
        self.items = items
        self.spacing = spacing
        self.alignment = alignment
    }

    public struct Arrangement {
        var frames: [Rect]
        var size: Size
    }

    public func arrange(_ subviews: [LayoutSubview], for proposal: ProposedSize) -> Arrangement {
        let across = axis.other
        let tracks = GridItem.tracks(items, in: proposal[across] ?? 0)
        guard !tracks.isEmpty else { return Arrangement(frames: [], size: .zero) }
        let lineGap = spacing ?? GridItem.defaultSpacing
        var frames: [Rect] = []
        var position = 0.0
        var start = 0
        while start < subviews.count {
            let line = Array(subviews[start..<min(start + tracks.count, subviews.count)])
            let sizes = zip(line, tracks).map { $0.sizeThatFits(ProposedSize(nil, along: axis, across: $1.length)) }
            let lineLength = sizes.map { $0[axis] }.max() ?? 0
            var offset = 0.0
            for (size, track) in zip(sizes, tracks) {
                let slot = Rect(
                    origin: axis == .vertical ? Point(x: offset, y: position) : Point(x: position, y: offset),
                    size: Size(lineLength, along: axis, across: track.length))
                frames.append(Rect(origin: alignment.origin(of: size, in: slot), size: size))
                offset += track.length + track.gap
            }
            position += lineLength + lineGap
            start += tracks.count
        }
        let acrossLength = tracks.reduce(0) { $0 + $1.length + $1.gap } - (tracks.last?.gap ?? 0)
        let length = subviews.isEmpty ? 0 : position - lineGap
        return Arrangement(frames: frames, size: Size(length, along: axis, across: acrossLength))
    }

    public func size(of arrangement: Arrangement) -> Size { arrangement.size }

    /// Placed, it arranges its subviews across its axis for the length it takes there.
    public func placingProposal(for proposal: ProposedSize, in bounds: Rect) -> ProposedSize {
        proposal.replacingUnspecified(axis.other, with: bounds.size)
    }

    public func placements(of arrangement: Arrangement, for placing: ProposedSize, in bounds: Rect)
        -> [SubviewPlacement]
    {
        let tracks = GridItem.tracks(items, in: placing[axis.other] ?? 0)
        return zip(arrangement.frames, arrangement.frames.indices).map { frame, index in
            SubviewPlacement(
                frame: frame.offsetBy(dx: bounds.minX, dy: bounds.minY),
                proposal: ProposedSize(nil, along: axis, across: tracks[index % tracks.count].length))
        }
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        environment.inStack(nil)
    }
}

extension ViewNode {
    /// `LazyVGrid(columns:alignment:spacing:) { … }`, its alignment placing each view in its cell.
    public static func lazyVGrid(
        columns: [GridItem], spacing: Double? = nil, alignment: Alignment = .center, _ children: [ViewNode]
    ) -> ViewNode {
        lazyGrid(LazyGridLayout(axis: .vertical, items: columns, spacing: spacing, alignment: alignment), children)
    }

    /// `LazyHGrid(rows:alignment:spacing:) { … }`.
    public static func lazyHGrid(
        rows: [GridItem], spacing: Double? = nil, alignment: Alignment = .center, _ children: [ViewNode]
    ) -> ViewNode {
        lazyGrid(LazyGridLayout(axis: .horizontal, items: rows, spacing: spacing, alignment: alignment), children)
    }

    private static func lazyGrid(_ layout: LazyGridLayout, _ children: [ViewNode]) -> ViewNode {
        ViewNode(kind: .view(layout.axis == .vertical ? "LazyVGrid" : "LazyHGrid"), layout: layout, children: children)
    }
}
