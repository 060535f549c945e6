/// A view's preferred distance to its neighbours, per edge and per category — SwiftUI's hidden
/// `Spacing`. A stack with `spacing: nil` asks each pair of adjacent children for it: two views
/// sharing a category on the facing edges use that category's values, otherwise the
/// uncategorised values, otherwise the platform default (8pt on iOS).
public struct ViewSpacing: Sendable, Hashable {
    /// The platform's default distance between two views with no preference (iOS).
    public static let platformDefault: Double = 8

    /// A physical edge (layout is left to right).
    enum SideEdge: Sendable, Hashable {
        case top, left, bottom, right

        static func edges(_ set: Edge.Set) -> [SideEdge] {
            var result: [SideEdge] = []
            if set.contains(.top) { result.append(.top) }
            if set.contains(.leading) { result.append(.left) }
            if set.contains(.bottom) { result.append(.bottom) }
            if set.contains(.trailing) { result.append(.right) }
            return result
        }
    }

    /// What kind of neighbour a value is for.
    enum Category: Sendable, Hashable {
        case textToText, edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText, textBaseline
    }

    /// Text's vertical metrics as spacing needs them.
    struct TextMetrics: Sendable, Hashable {
        var ascend: Double
        var descend: Double
        var leading: Double
        var pixelLength: Double

        var lineSpacing: Double { ascend + descend + leading }
    }

    /// One preference: a plain distance, or text metrics resolved against the neighbour's.
    enum Value: Sendable, Hashable, Comparable {
        case distance(Double)
        /// This edge is the top of a text (the neighbour is above).
        case textTop(TextMetrics)
        /// This edge is the bottom of a text (the neighbour is below).
        case textBottom(TextMetrics)

        var rank: (Int, Double) {
            switch self {
            case .distance(let value): (0, value)
            case .textTop(let metrics): (1, metrics.lineSpacing)
            case .textBottom(let metrics): (2, metrics.lineSpacing)
            }
        }

        static func < (lhs: Value, rhs: Value) -> Bool { lhs.rank < rhs.rank }

        var plainDistance: Double? {
            if case .distance(let value) = self { value } else { nil }
        }

        /// The distance between two facing values, nil when they do not combine.
        func distance(to other: Value) -> Double? {
            switch (self, other) {
            case (.distance(let a), .distance(let b)): a + b
            case (.distance(let a), _): a
            case (_, .distance(let b)): b
            case (.textTop(let lower), .textBottom), (.textBottom, .textTop(let lower)):
                // Between two texts: the lower text's leading (0 for SF Pro), up to a pixel.
                PixelGrid(pixelLength: lower.pixelLength).ceil(lower.leading)
            default: nil
            }
        }
    }

    struct Key: Sendable, Hashable {
        var category: Category?
        var edge: SideEdge
    }

    var minima: [Key: Value]

    init(minima: [Key: Value]) {
        self.minima = minima
    }

    /// A view with no preference of its own (shapes, colours, controls): zero towards text only,
    /// so it falls back to the platform default against anything but text.
    public static let standard = ViewSpacing(minima: [
        Key(category: .edgeBelowText, edge: .top): .distance(0),
        Key(category: .edgeAboveText, edge: .bottom): .distance(0),
        Key(category: .edgeRightText, edge: .left): .distance(0),
        Key(category: .edgeLeftText, edge: .right): .distance(0),
    ])

    /// No preference on any edge.
    public static let empty = ViewSpacing(minima: [:])

    /// A distance of zero to anything on the ends of `axis` (a Spacer in a stack along `axis`),
    /// or on every edge when `axis` is nil.
    public static func zero(along axis: Axis?) -> ViewSpacing {
        let edges: Edge.Set = axis.map { Edge.Set.ends(of: $0) } ?? .all
        var minima: [Key: Value] = [:]
        for edge in SideEdge.edges(edges) { minima[Key(category: nil, edge: edge)] = .distance(0) }
        return ViewSpacing(minima: minima)
    }

    /// Text's preferences (horizontal writing): SwiftUI's text spacing with the given font
    /// metrics in points.
    static func text(ascender: Double, descender: Double, capHeight: Double, leading: Double, pixelLength: Double)
        -> ViewSpacing
    {
        let grid = PixelGrid(pixelLength: pixelLength)
        let fontLineHeight = ascender + descender
        let defaultTextSpacing = grid.ceil(fontLineHeight * 0.1)
        let defaultLineSpacing = fontLineHeight + defaultTextSpacing
        let metrics = TextMetrics(ascend: ascender, descend: descender, leading: leading, pixelLength: pixelLength)
        return ViewSpacing(minima: [
            Key(category: .textToText, edge: .top): .textTop(metrics),
            Key(category: .textToText, edge: .bottom): .textBottom(metrics),
            Key(category: .textBaseline, edge: .top): .distance(-ascender),
            Key(category: .textBaseline, edge: .bottom): .distance(-descender),
            Key(category: .edgeAboveText, edge: .top): .distance(defaultLineSpacing - ascender),
            Key(category: .edgeBelowText, edge: .bottom): .distance(
                max(defaultLineSpacing - capHeight, defaultTextSpacing + descender)),
        ])
    }

    /// Takes `other`'s preferences on `edges`, keeping the larger value where both have one.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        let sides = SideEdge.edges(edges)
        for (key, value) in other.minima where sides.contains(key.edge) {
            if let existing = minima[key], existing >= value { continue }
            minima[key] = value
        }
    }

    /// Forgets the preferences on `edges` and prefers zero towards text there, as a fixed frame
    /// or padding does: the view then spaces like a shape on those edges.
    public mutating func reset(_ edges: Edge.Set) {
        let sides = SideEdge.edges(edges)
        minima = minima.filter { !sides.contains($0.key.edge) }
        let standard = ViewSpacing.standard.minima
        for (key, value) in standard where sides.contains(key.edge) { minima[key] = value }
    }

    /// The preferred distance from this view to `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        let trailing: SideEdge = axis == .horizontal ? .right : .bottom
        let leading: SideEdge = axis == .horizontal ? .left : .top
        // SwiftUI walks the side with fewer preferences and looks each up on the other side.
        let (source, sourceEdge, target, targetEdge) = minima.count >= next.minima.count
            ? (next, leading, self, trailing) : (self, trailing, next, leading)
        var best: Double?
        for (key, value) in source.minima where key.edge == sourceEdge {
            guard let category = key.category,
                let facing = target.minima[Key(category: category, edge: targetEdge)],
                let distance = value.distance(to: facing)
            else { continue }
            best = max(best ?? -.infinity, distance)
        }
        if let best { return best }
        let mine = source.minima[Key(category: nil, edge: sourceEdge)]?.plainDistance
        let theirs = target.minima[Key(category: nil, edge: targetEdge)]?.plainDistance
        if mine == nil && theirs == nil { return Self.platformDefault }
        return max(mine ?? -.infinity, theirs ?? -.infinity)
    }
}
