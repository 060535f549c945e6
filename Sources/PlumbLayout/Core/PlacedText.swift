/// The text a laid-out view shows, as it was laid out: its lines (wrapped and truncated as the
/// engine measured them) and the font metrics they are drawn with, so that a drawing of the
/// layout shows the real text where it falls.
public struct PlacedText: Sendable, Hashable {
    public var lines: [String]
    public var pointSize: Double
    public var weight: FontWeight
    /// From one line's top to the next's (a line's height and the line spacing); line `n`
    /// starts `n × lineHeight` below the view's top.
    public var lineHeight: Double
    /// The baseline's distance below a line's top.
    public var ascender: Double
    /// The text is a prompt shown while a field is empty, not content.
    public var isPlaceholder: Bool
    /// Where the first line starts, from the view's top-left corner (a field's border insets it).
    public var inset: Point
    /// The room the view adds after every character (`.tracking`, `.kerning`), which its lines'
    /// widths take.
    public var letterSpacing: Double

    public init(
        lines: [String], pointSize: Double, weight: FontWeight, lineHeight: Double, ascender: Double,
        isPlaceholder: Bool = false, inset: Point = Point(x: 0, y: 0), letterSpacing: Double = 0
    ) {
        self.lines = lines
        self.pointSize = pointSize
        self.weight = weight
        self.lineHeight = lineHeight
        self.ascender = ascender
        self.isPlaceholder = isPlaceholder
        self.inset = inset
        self.letterSpacing = letterSpacing
    }

    /// `lines` in the environment's font; `isPlaceholder` for a prompt.
    init(lines: [String], environment: LayoutEnvironment, isPlaceholder: Bool = false, inset: Point = Point(x: 0, y: 0)) {
        self.init(
            lines: lines, measurer: environment.textMeasurer, weight: environment.font.resolvedWeight, isPlaceholder: isPlaceholder,
            inset: inset)
    }

    /// `lines` as `measurer` measures them (a text shrunk to fit has a measurer of its own).
    init(lines: [String], measurer: TextMeasurer, weight: FontWeight, isPlaceholder: Bool = false, inset: Point = Point(x: 0, y: 0)) {
        let metrics = measurer.metrics
        self.init(
            lines: lines, pointSize: metrics.pointSize, weight: weight, lineHeight: metrics.lineHeight + measurer.lineSpacing,
            ascender: metrics.ascender, isPlaceholder: isPlaceholder, inset: inset, letterSpacing: measurer.letterSpacing)
    }
}

/// A bar a container draws around its content (a navigation bar, a tab bar), where it was laid
/// out: the part of the container's frame the content does not get.
public struct PlacedBar: Sendable, Hashable {
    /// For people: "Navigation bar", "Tab bar".
    public var name: String
    public var frame: Rect

    public init(name: String, frame: Rect) {
        self.name = name
        self.frame = frame
    }
}

/// One line of a laid-out text where it falls: its box (leading-aligned, as wide as its
/// advances), its baseline and its font.
public struct PlacedLine: Sendable, Hashable {
    public var text: String
    public var frame: Rect
    public var baseline: Double
    public var pointSize: Double
    public var weight: FontWeight
}

extension PlacedView {
    /// The lines of the text this view draws, measured on the pixel grid of `scale`; none for a
    /// view that draws no text.
    public func textLines(scale: Double) -> [PlacedLine] {
        guard let text = laidOutText else { return [] }
        let measurer = TextMeasurer(
            font: .system(size: text.pointSize, weight: text.weight), dynamicType: .large, grid: PixelGrid(scale: scale),
            letterSpacing: text.letterSpacing)
        return text.lines.enumerated().map { index, line in
            let top = frame.minY + text.inset.y + Double(index) * text.lineHeight
            return PlacedLine(
                text: line,
                frame: Rect(origin: Point(x: frame.minX + text.inset.x, y: top), size: Size(width: measurer.width(of: line), height: text.lineHeight)),
                baseline: top + text.ascender, pointSize: text.pointSize, weight: text.weight)
        }
    }
}
