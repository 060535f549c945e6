/// One column (or row) description of a `LazyVGrid` (`LazyHGrid`).
public struct GridItem: Sendable, Hashable {
    public enum Size: Sendable, Hashable {
        case fixed(Double)
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    public var size: Size
    /// The gap after this item; nil is the default 8.
    public var spacing: Double?

    public init(_ size: Size = .flexible(), spacing: Double? = nil) {
        self.size = size
        self.spacing = spacing
    }

    /// Default grid spacing on iOS.
    public static let defaultSpacing = 8.0
    /// At most this many tracks come from one adaptive item (a guard against degenerate minimums).
    static let maximumAdaptiveTracks = 1000.0

    /// The tracks (columns of a vertical grid) that `items` make in `length`, with the gap
    /// after each. Fixed items are sized first; flexible and adaptive items share the rest
    /// equally. An adaptive item in a length L with spacing s makes n = max(1, ⌊(L + s) ÷ (min + s)⌋)
    /// tracks of (L − (n − 1)s) ÷ n, capped by its maximum.
    public static func tracks(_ items: [GridItem], in length: Double) -> [GridTrack] {
        let gaps = items.map { $0.spacing ?? defaultSpacing }
        let outerGaps = gaps.dropLast().reduce(0, +)
        let fixed = items.reduce(0.0) { total, item in
            if case .fixed(let value) = item.size { return total + value }
            return total
        }
        let sharing = items.filter { if case .fixed = $0.size { false } else { true } }.count
        let share = sharing == 0 ? 0 : max(length - fixed - outerGaps, 0) / Double(sharing)
        var tracks: [GridTrack] = []
        for (item, gap) in zip(items, gaps) {
            switch item.size {
            case .fixed(let value):
                tracks.append(GridTrack(length: value, gap: gap))
            case .flexible(let minimum, let maximum):
                tracks.append(GridTrack(length: min(max(share, minimum), maximum), gap: gap))
            case .adaptive(let minimum, let maximum):
                let fitting = ((share + gap) / max(minimum + gap, 1)).rounded(.down)
                let count = fitting.isFinite ? Int(min(max(fitting, 1), Self.maximumAdaptiveTracks)) : 1
                let each = min((share - Double(count - 1) * gap) / Double(count), maximum)
                tracks.append(contentsOf: Array(repeating: GridTrack(length: each, gap: gap), count: count))
            }
        }
        return tracks
    }
}

/// One column (row) of a lazy grid: its length and the gap after it.
public struct GridTrack: Sendable, Hashable {
    public var length: Double
    public var gap: Double
}
