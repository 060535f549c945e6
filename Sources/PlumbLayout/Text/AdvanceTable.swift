/// Per-character advance widths of one weight of Inter, in font units (see InterAdvances.swift).
struct AdvanceTable: Sendable {
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
