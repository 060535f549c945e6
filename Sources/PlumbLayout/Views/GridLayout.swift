/// `Grid(alignment:horizontalSpacing:verticalSpacing:) { GridRow { … } … }`: cells line up in
/// columns as wide as their widest cell and rows as tall as their tallest. With a concrete
/// proposal, columns share the width and rows the height as a stack's children do (each column
/// or row as flexible as its most flexible cell); unspecified, each takes its cells' ideal. A
/// child that is not a GridRow spans every column. Spacing defaults to 8 both ways.
public struct GridLayout: ViewLayout {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The cells of each row: a GridRow's subviews, or the row itself when it spans.
    private func cells(_ subviews: [LayoutSubview]) -> [[LayoutSubview]] {
        subviews.map { $0.node.layout is GridRowLayout ? $0.subviews : [$0] }
    }

    private struct Arrangement {
        var columns: [Double]
        var rows: [Double]
        var columnGap: Double
        var rowGap: Double

        var size: Size {
            Size(
                width: columns.reduce(0, +) + columnGap * Double(max(columns.count - 1, 0)),
                height: rows.reduce(0, +) + rowGap * Double(max(rows.count - 1, 0)))
        }
    }

    private func arrange(_ subviews: [LayoutSubview], for proposal: ProposedSize) -> Arrangement {
        let grid = cells(subviews)
        let columnCount = grid.map(\.count).max() ?? 0
        let columnGap = horizontalSpacing ?? GridItem.defaultSpacing
        let rowGap = verticalSpacing ?? GridItem.defaultSpacing
        func isSpanning(_ row: [LayoutSubview]) -> Bool { row.count == 1 && columnCount > 1 }
        func column(_ index: Int) -> [LayoutSubview] {
            grid.compactMap { row in !isSpanning(row) && index < row.count ? row[index] : nil }
        }
        func columnWidth(_ index: Int, _ offer: Double?) -> Double {
            column(index).map { $0.sizeThatFits(ProposedSize(width: offer, height: nil)).width }.max() ?? 0
        }
        let columns: [Double]
        if let width = proposal.width {
            let sharing = LengthSharing(priorities: Array(repeating: 0, count: columnCount)) { index, offer in
                columnWidth(index, offer)
            }
            let available = width - columnGap * Double(max(columnCount - 1, 0))
            columns = zip(0..<columnCount, sharing.offers(sharing: available)).map { columnWidth($0, $1) }
        } else {
            columns = (0..<columnCount).map { columnWidth($0, nil) }
        }
        let fullWidth = columns.reduce(0, +) + columnGap * Double(max(columnCount - 1, 0))
        func rowHeight(_ row: Int, _ offer: Double?) -> Double {
            let cells = grid[row]
            if isSpanning(cells) { return cells[0].sizeThatFits(ProposedSize(width: fullWidth, height: offer)).height }
            return zip(cells, columns).map { $0.sizeThatFits(ProposedSize(width: $1, height: offer)).height }.max() ?? 0
        }
        let rows: [Double]
        if let height = proposal.height {
            let sharing = LengthSharing(priorities: Array(repeating: 0, count: grid.count)) { index, offer in
                rowHeight(index, offer)
            }
            let available = height - rowGap * Double(max(grid.count - 1, 0))
            rows = zip(grid.indices, sharing.offers(sharing: available)).map { rowHeight($0, $1) }
        } else {
            rows = grid.indices.map { rowHeight($0, nil) }
        }
        return Arrangement(columns: columns, rows: rows, columnGap: columnGap, rowGap: rowGap)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        arrange(subviews, for: proposal).size
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        let arrangement = arrange(subviews, for: ProposedSize(bounds.size))
        let width = arrangement.size.width
        var y = bounds.minY
        return zip(subviews, arrangement.rows).map { row, height in
            defer { y += height + arrangement.rowGap }
            let rowFrame = Rect(x: bounds.minX, y: y, width: width, height: height)
            guard row.node.layout is GridRowLayout else {
                return SubviewPlacement(row, aligned: alignment, in: rowFrame, proposal: ProposedSize(rowFrame.size))
            }
            var x = bounds.minX
            let cells = zip(row.subviews, arrangement.columns).map { cell, columnWidth in
                defer { x += columnWidth + arrangement.columnGap }
                let slot = Rect(x: x, y: y, width: columnWidth, height: height)
                return SubviewPlacement(cell, aligned: alignment, in: slot, proposal: ProposedSize(slot.size))
            }
            return SubviewPlacement(frame: rowFrame, proposal: ProposedSize(rowFrame.size), subviewPlacements: cells)
        }
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        environment.inStack(nil)
    }
}

/// `GridRow { … }`: in a Grid, its cells are placed by the Grid; elsewhere it lays out like an
/// HStack.
public struct GridRowLayout: ViewLayout {
    private let stack = StackLayout(axis: .horizontal)

    public init() {}

    public func sizeThatFits(_ proposal: ProposedSize, subviews: [LayoutSubview], environment: LayoutEnvironment)
        -> Size
    {
        stack.sizeThatFits(proposal, subviews: subviews, environment: environment)
    }

    public func placeSubviews(
        in bounds: Rect, proposal: ProposedSize, subviews: [LayoutSubview], context: PlacementContext
    ) -> [SubviewPlacement] {
        stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, context: context)
    }

    public func environment(forSubview index: Int, from environment: LayoutEnvironment) -> LayoutEnvironment {
        environment.inStack(nil)
    }
}

extension ViewNode {
    /// `Grid(alignment:horizontalSpacing:verticalSpacing:) { … }`.
    public static func grid(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        _ rows: [ViewNode]
    ) -> ViewNode {
        ViewNode(
            kind: .view("Grid"),
            layout: GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing),
            children: rows)
    }

    /// `GridRow { … }`.
    public static func gridRow(_ cells: [ViewNode]) -> ViewNode {
        ViewNode(kind: .view("GridRow"), layout: GridRowLayout(), children: cells)
    }
}
