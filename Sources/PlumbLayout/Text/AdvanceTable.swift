/// Per-character advance widths of one weight of Inter, in font units (see InterAdvances.swift).
struct AdvanceTable: Sendable {
    /// This table's position in `all`.
    let index: Int
    let base: [Int]
    let extras: [Int]
    let fallback: Int

    /// The advance of `scalar` in font units; characters outside the table take the advance of
    /// "n" (CJK and emoji are wider in reality: an approximation).
    func units(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if InterAdvances.baseRange.contains(value) {
            return base[Int(value - InterAdvances.baseRange.lowerBound)]
        }
        if let index = InterAdvances.extraScalars.firstIndex(of: value) { return extras[index] }
        return fallback
    }

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
