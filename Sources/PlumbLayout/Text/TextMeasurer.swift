/// Measures and wraps a string the way a SwiftUI `Text` does: words wrap at spaces, a word wider
/// than the line breaks between characters, explicit newlines start new lines, and past the line
/// limit the last line is truncated with "…". Widths come from Inter's advances (a stand-in for
/// SF Pro's, which cannot be shipped; expect a few percent of difference) and heights from SF
/// Pro's vertical metrics, so heights are exact and widths approximate.
public struct TextMeasurer: Sendable {
    public let metrics: FontMetrics
    let table: AdvanceTable
    /// Points per font unit of the advance table.
    let pointsPerUnit: Double

    public init(font: Font, dynamicType: DynamicTypeSize, grid: PixelGrid) {
        let size = font.pointSize(at: dynamicType)
        metrics = FontMetrics(pointSize: size, grid: grid)
        table = AdvanceTable.forWeight(font.resolvedWeight)
        pointsPerUnit = size / InterAdvances.unitsPerEm
    }

    /// The advance width of `text` on one line, in points.
    public func width<S: StringProtocol>(of text: S) -> Double {
        var units = 0
        for scalar in text.unicodeScalars { units += table.units(scalar) }
        return Double(units) * pointsPerUnit
    }

    /// The lines `text` takes in `width` (nil: unlimited) with at most `maxLines` lines.
    public func lines(of text: String, width: Double?, maxLines: Int?) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let width { wrap(paragraph, in: width, into: &lines) } else { lines.append(String(paragraph)) }
        }
        guard let maxLines, lines.count > maxLines else { return lines }
        var kept = Array(lines.prefix(max(maxLines, 1)))
        kept[kept.count - 1] = truncated(kept[kept.count - 1], width: width)
        return kept
    }

    /// The size of `text` for a proposal: the widest line (rounded up to the pixel grid) by the
    /// lines' height. The proposed height limits the number of lines, never below one.
    public func size(of text: String, proposal: ProposedSize, lineLimit: Int?) -> Size {
        let lineHeight = metrics.lineHeight
        var maxLines = lineLimit
        if let height = proposal.height, height.isFinite {
            let fitting = max(Int((height / lineHeight + 1e-9).rounded(.down)), 1)
            maxLines = min(maxLines ?? fitting, fitting)
        }
        let width = proposal.width.flatMap { $0.isFinite ? max($0, 0) : nil }
        let lines = lines(of: text, width: width, maxLines: maxLines)
        var widest = lines.reduce(0) { max($0, self.width(of: $1)) }
        if let width { widest = min(widest, width) }
        return Size(width: metrics.grid.ceil(widest), height: Double(lines.count) * lineHeight)
    }

    private func wrap(_ paragraph: Substring, in width: Double, into lines: inout [String]) {
        let spaceWidth = self.width(of: " ")
        var line = ""
        var lineWidth = 0.0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = self.width(of: word)
            if line.isEmpty && lineWidth == 0 {
                if wordWidth <= width {
                    line = String(word)
                    lineWidth = wordWidth
                } else {
                    breakCharacters(word, in: width, line: &line, lineWidth: &lineWidth, into: &lines)
                }
            } else if lineWidth + spaceWidth + wordWidth <= width {
                line += " " + word
                lineWidth += spaceWidth + wordWidth
            } else {
                lines.append(line)
                line = ""
                lineWidth = 0
                if wordWidth <= width {
                    line = String(word)
                    lineWidth = wordWidth
                } else {
                    breakCharacters(word, in: width, line: &line, lineWidth: &lineWidth, into: &lines)
                }
            }
        }
        lines.append(line)
    }

    /// Breaks a word wider than the line between characters; each line keeps at least one.
    private func breakCharacters(
        _ word: Substring, in width: Double, line: inout String, lineWidth: inout Double, into lines: inout [String]
    ) {
        for character in word {
            let characterWidth = self.width(of: String(character))
            if !line.isEmpty && lineWidth + characterWidth > width {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            line.append(character)
            lineWidth += characterWidth
        }
    }

    /// `line` shortened until it fits `width` with a trailing "…".
    private func truncated(_ line: String, width: Double?) -> String {
        var kept = line
        while !kept.isEmpty, let width, self.width(of: kept) + self.width(of: "…") > width {
            kept.removeLast()
        }
        return kept + "…"
    }
}
