/// SF Pro's vertical metrics (units per em 2048, ascent 1950, descent −494, line gap 0, cap height
/// 1443; data/typography.md) at one point size, with the pixel grid they are drawn on.
public struct FontMetrics: Sendable, Hashable {
    static let unitsPerEm = 2048.0
    static let ascentUnits = 1950.0
    static let descentUnits = 494.0
    static let capHeightUnits = 1443.0

    public let pointSize: Double
    public let grid: PixelGrid

    public init(pointSize: Double, grid: PixelGrid) {
        self.pointSize = pointSize
        self.grid = grid
    }

    public var ascender: Double { pointSize * Self.ascentUnits / Self.unitsPerEm }
    public var descender: Double { pointSize * Self.descentUnits / Self.unitsPerEm }
    public var capHeight: Double { pointSize * Self.capHeightUnits / Self.unitsPerEm }

    /// The height of one line: ascent + descent (1.19336 × size), rounded up to the pixel grid.
    public var lineHeight: Double { grid.ceil(ascender + descender) }

    /// The spacing a Text of this font prefers towards its neighbours.
    public var textSpacing: ViewSpacing {
        .text(ascender: ascender, descender: descender, capHeight: capHeight, leading: 0, pixelLength: grid.pixelLength)
    }
}
