import PlumbCore

/// Measures and wraps text the way a SwiftUI `Text` does: words wrap at spaces, a word wider
/// than the line breaks between characters, explicit newlines start new lines, and past the line
/// limit the last line is truncated with "…". Widths come from Inter's advances (a stand-in for
/// SF Pro's, which cannot be shipped; expect a few percent of difference) with SF Pro's tracking,
/// as SwiftUI's renders show it set (`TextWidthCalibration`), and heights from SF Pro's vertical
/// metrics, so heights are exact and widths approximate.
public struct TextMeasurer: Sendable {
    public let metrics: FontMetrics
    /// The index of the advance table of the font's weight in `AdvanceTable.all`.
    let tableIndex: Int
    /// Points per font unit of the advance table.
    let pointsPerUnit: Double
    /// The room added between one line and the next (`.lineSpacing`), never below the last line.
    public let lineSpacing: Double
    /// The room the view adds after every character, spaces too (`.tracking`, `.kerning`).
    public let letterSpacing: Double
    /// The room added after every character: the view's letter spacing and the system font's
    /// tracking at this size, which SwiftUI's `tracking(_:)` adds to ("additional space"; 0 is
    /// the system's default); a text grows by it times its characters.
    let characterSpacing: Double

    /// `scale` shrinks the font's size (a text shrunk to fit, `.minimumScaleFactor`).
    public init(
        font: Font, dynamicType: DynamicTypeSize, grid: PixelGrid, lineSpacing: Double = 0, letterSpacing: Double = 0, scale: Double = 1
    ) {
        let size = font.pointSize(at: dynamicType) * scale
        metrics = FontMetrics(pointSize: size, grid: grid)
        tableIndex = AdvanceTable.forWeight(font.resolvedWeight).index
        pointsPerUnit = size / InterAdvances.unitsPerEm * TextWidthCalibration.factor(at: size, weight: font.resolvedWeight)
        self.lineSpacing = lineSpacing
        self.letterSpacing = letterSpacing
        characterSpacing = letterSpacing + TextWidthCalibration.tracking(at: size)
    }

    /// The height of `count` lines: each a line high, with the line spacing between them.
    public func height(ofLines count: Int) -> Double {
        Double(count) * metrics.lineHeight + Double(max(count - 1, 0)) * lineSpacing
    }

    /// How many lines fit in `height`, never fewer than one.
    public func linesFitting(height: Double) -> Int {
        let lines = ((height + lineSpacing) / (metrics.lineHeight + lineSpacing) + 1e-9).rounded(.down)
        return Int(min(max(lines, 1), Double(Int32.max)))
    }

    /// The advance width of `text` on one line, in points.
    public func width<S: StringProtocol>(of text: S) -> Double {
        Double(AdvanceTable.all[tableIndex].units(of: text)) * pointsPerUnit + characterSpacing * Double(text.count)
    }

    /// The advance width of one character, in points.
    public func width(of character: Character) -> Double {
        width(of: String(character))
    }

    /// The lines `text` takes in `width` (nil: unlimited) with at most `maxLines` lines.
    public func lines(of text: String, width: Double?, maxLines: Int?) -> [String] {
        lines(of: PreparedText(text), width: width, maxLines: maxLines)
    }

    /// The lines of prepared text (see `lines(of:width:maxLines:)` for a string).
    public func lines(of text: PreparedText, width: Double?, maxLines: Int?) -> [String] {
        var wrapper = Wrapper(measurer: self, width: width, keepsText: true)
        wrapper.wrap(text, maxLines: maxLines)
        return wrapper.texts
    }

    /// The size of `text` for a proposal: the widest line (rounded up to the pixel grid) by the
    /// lines' height. The proposed height limits the number of lines, never below one.
    public func size(of text: PreparedText, proposal: ProposedSize, lineLimit: Int?) -> Size {
        // A line limit below one still shows one line.
        var maxLines = lineLimit.map { max($0, 1) }
        if let height = proposal.height, height.isFinite {
            let fitting = linesFitting(height: height)
            maxLines = min(maxLines ?? fitting, fitting)
        }
        let width = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        var wrapper = Wrapper(measurer: self, width: width, keepsText: false)
        wrapper.wrap(text, maxLines: maxLines)
        if wrapper.isTruncated {
            // The truncated line's width depends on its characters: wrap again keeping them.
            wrapper = Wrapper(measurer: self, width: width, keepsText: true)
            wrapper.wrap(text, maxLines: maxLines)
        }
        let widest = min(wrapper.widest, width ?? .infinity)
        return Size(width: metrics.grid.ceil(widest), height: height(ofLines: wrapper.lineCount))
    }

    /// The size of `text` (see `size(of:proposal:lineLimit:)` for prepared text).
    public func size(of text: String, proposal: ProposedSize, lineLimit: Int?) -> Size {
        size(of: PreparedText(text), proposal: proposal, lineLimit: lineLimit)
    }
}

/// Greedy line breaking of prepared text at one width. It counts lines and tracks the widest;
/// it keeps the lines' text only when asked (for truncation, which depends on the characters).
private struct Wrapper {
    let measurer: TextMeasurer
    let width: Double?
    let keepsText: Bool
    private(set) var lineCount = 0
    private(set) var widest = 0.0
    private(set) var texts: [String] = []
    /// More lines were needed than allowed.
    private(set) var isTruncated = false
    private var lineText = ""
    private var lineWidth = 0.0
    private var lineIsEmpty = true
    /// The kept lines that end a paragraph (an explicit newline or the text's end).
    private var paragraphEnds: Set<Int> = []
    /// The kept lines that start with a piece of a run without spaces, joined to the line before.
    private var joinedStarts: Set<Int> = []

    init(measurer: TextMeasurer, width: Double?, keepsText: Bool) {
        self.measurer = measurer
        // A line fits as the text's size rounds it (`PixelGrid.ceil`): words summed to a hair
        // over a width that size gave still fit in it, and so does one word alone, which is
        // never broken between its characters for that hair.
        self.width = width.map { $0 + measurer.metrics.grid.tolerance }
        self.keepsText = keepsText
    }

    private var table: Int { measurer.tableIndex }

    mutating func wrap(_ text: PreparedText, maxLines: Int?) {
        let perUnit = measurer.pointsPerUnit
        let spacing = measurer.characterSpacing
        let space = Double(text.spaceUnits[table]) * perUnit + spacing
        paragraphs: for paragraph in text.paragraphs {
            var previous: PreparedText.Word?
            for word in paragraph {
                let wordWidth = Double(word.units[table]) * perUnit + spacing * Double(word.characterCount)
                let kerning = Double((previous?.kerningBeforeSpace[table] ?? 0) + word.kerningAfterSpace[table]) * perUnit
                let gap = word.followsSpace ? space + kerning : 0
                if lineIsEmpty {
                    start(word, wordWidth)
                } else if let width, lineWidth + gap + wordWidth > width {
                    finishLine()
                    start(word, wordWidth)
                } else {
                    if keepsText { lineText += (word.followsSpace ? " " : "") + word.text }
                    lineWidth += gap + wordWidth
                }
                previous = word
                if let maxLines, lineCount > maxLines { break paragraphs }
            }
            finishLine()
            if keepsText { paragraphEnds.insert(texts.count - 1) }
        }
        if let maxLines, lineCount > maxLines {
            isTruncated = true
            if keepsText { truncate(to: max(maxLines, 1)) }
        }
    }

    /// Starts a line with `word`, breaking it between characters if it is wider than the line.
    private mutating func start(_ word: PreparedText.Word, _ wordWidth: Double) {
        lineIsEmpty = false
        if keepsText, !word.followsSpace { joinedStarts.insert(texts.count) }
        guard let width, wordWidth > width else {
            if keepsText { lineText += word.text }
            lineWidth += wordWidth
            return
        }
        var characters = word.text.makeIterator()
        for index in 0..<word.characterCount {
            let characterWidth = Double(word.units(ofCharacter: index, table: table)) * measurer.pointsPerUnit + measurer.characterSpacing
            if lineWidth > 0 && lineWidth + characterWidth > width {
                finishLine()
                lineIsEmpty = false
            }
            if keepsText, let character = characters.next() { lineText.append(character) }
            lineWidth += characterWidth
        }
    }

    private mutating func finishLine() {
        lineCount += 1
        widest = max(widest, lineWidth)
        if keepsText { texts.append(lineText) }
        lineText = ""
        lineWidth = 0
        lineIsEmpty = true
    }

    /// Keeps `count` lines, the last with a trailing "…". SwiftUI truncates the last line within
    /// the rest of its paragraph, not after the words wrapped onto it: a render's faded last line
    /// reaches the column's end mid-word (`docs/layout-fidelity.md`). So the next line's words
    /// join it, and it is shortened character by character until it fits with the "…", less any
    /// space before the "…".
    private mutating func truncate(to count: Int) {
        var kept = texts[count - 1]
        // (A line that breaks inside a word is full: the "…" never reaches what follows it.)
        if count < texts.count, !paragraphEnds.contains(count - 1) {
            kept += (joinedStarts.contains(count) ? "" : " ") + texts[count]
        }
        texts.removeSubrange(count...)
        lineCount = count
        var keptWidth = measurer.width(of: kept)
        let ellipsis = measurer.width(of: "…")
        if let width {
            while let last = kept.last, keptWidth + ellipsis > width {
                kept.removeLast()
                keptWidth -= measurer.width(of: last)
            }
        }
        while kept.last == " " { kept.removeLast() }
        texts[count - 1] = kept + "…"
        widest = texts.reduce(0) { max($0, measurer.width(of: $1)) }
    }
}
