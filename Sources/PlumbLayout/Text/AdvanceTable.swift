/// Per-character advance widths of one weight of Inter, in font units (see InterAdvances.swift).
struct AdvanceTable: Sendable {
    /// This table's position in `all`.
    let index: Int
    let base: [Int]
    let extras: [Int]
    let fallback: Int

    /// The advance of `scalar` in font units. A full-width East Asian character takes one em
    /// (`fullWidth`); other characters outside the table take the advance of "n" (emoji are
    /// wider in reality: an approximation).
    func units(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if InterAdvances.baseRange.contains(value) {
            return base[Int(value - InterAdvances.baseRange.lowerBound)]
        }
        if let index = InterAdvances.extraScalars.firstIndex(of: value) { return extras[index] }
        if Self.fullWidth.contains(where: { $0.contains(value) }) { return Self.fullWidthUnits[index] }
        return fallback
    }

    /// A full-width character's advance in each table's font units: one em, less what the widest
    /// calibration of a weight measured with the table adds (`TextWidthCalibration`: SF Pro's
    /// letters against Inter's, up to 1.05 for heavy), since it calibrates Latin letters, not
    /// the East Asian faces, whose characters are one em in every weight.
    private static let fullWidthUnits: [Int] = all.map { table in
        let widest = FontWeight.allCases.filter { forWeight($0).index == table.index }
            .map { max(TextWidthCalibration.textFactor($0), TextWidthCalibration.displayFactor($0)) }.max() ?? 1
        return Int((InterAdvances.unitsPerEm / widest).rounded(.down))
    }

    /// The blocks of characters set one em wide: CJK ideographs (with extension A, the
    /// compatibility ideographs and the supplementary planes), kana, Bopomofo, Hangul syllables,
    /// CJK symbols and punctuation, and the full-width forms. Unicode gives them East Asian Width
    /// W or F (UAX #11), and the faces the system sets them in for the system font (PingFang,
    /// Hiragino Sans, Apple SD Gothic Neo) draw them on a square frame one em wide, as Chinese and
    /// Japanese composition assumes (W3C "Requirements for Japanese Text Layout", 1.3.1; W3C
    /// "Requirements for Chinese Text Layout", 3.1). The system font's width calibration still
    /// multiplies them (`TextMeasurer`), so an ideograph measures from 0.86 em (bold at display
    /// sizes) to one em, and with the line's tracking: a run of them is never measured wider
    /// than it is drawn by more than the tracking.
    static let fullWidth: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul leading consonants
        0x2E80...0x303E,  // CJK radicals, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility jamo, Kanbun, CJK strokes and compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA960...0xA97F,  // Hangul jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE30...0xFE4F,  // CJK compatibility forms
        0xFF01...0xFF60,  // full-width forms
        0xFFE0...0xFFE6,  // full-width signs
        0x20000...0x3FFFD,  // the supplementary and tertiary ideographic planes
    ]

    /// The advance of `text` in font units, its pairs kerned.
    func units<S: StringProtocol>(of text: S) -> Int {
        var total = 0
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            total += units(scalar) + (previous.map { kerning($0, scalar) } ?? 0)
            previous = scalar
        }
        return total
    }

    /// The kerning of a pair in font units: SwiftUI kerns a line by its font's pairs ("Te" about
    /// 0.12 em tighter at 12 pt in its renders), for which Inter's printable ASCII pairs stand in.
    func kerning(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Int {
        guard first.value < 0x7F, second.value < 0x7F else { return 0 }
        return Int(InterKerning.tables[index][UInt16(first.value << 8 | second.value)] ?? 0)
    }

    /// Every table, in `index` order.
    static let all = [InterAdvances.regular, InterAdvances.medium, InterAdvances.semibold, InterAdvances.bold]

    /// The table for `weight`: lighter weights use Regular, heavier ones Bold.
    static func forWeight(_ weight: FontWeight) -> AdvanceTable {
        switch weight {
        case .ultraLight, .thin, .light, .regular: InterAdvances.regular
        case .medium: InterAdvances.medium
        case .semibold: InterAdvances.semibold
        case .bold, .heavy, .black: InterAdvances.bold
        }
    }
}
