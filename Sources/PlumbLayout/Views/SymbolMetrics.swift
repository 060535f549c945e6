/// The frames SwiftUI gives SF Symbols, measured from its own renders (`Benchmarks/fidelity/`,
/// `docs/layout-fidelity.md`), in ems of the symbol's point size at the medium scale. A symbol's
/// frame is its own: `tag.fill` is wider than tall, `qrcode` barely taller than its point size,
/// and neither is the line of text the engine takes for a symbol it has not measured
/// (`ImageLayout`). Measured at regular weight; other weights keep the same frame.
struct SymbolMetrics: Sendable, Hashable {
    var width: Double
    var height: Double

    /// The measured frame of the symbol `name`; nil for a symbol not measured yet.
    static func measured(_ name: String) -> SymbolMetrics? { table[name] }

    private static let table: [String: SymbolMetrics] = [
        // 28 pt in an adaptive grid (8 pt spacing): rows 37.5 pt apart, so 29.5 pt tall. The grid
        // centres it in its column, so its width is not seen: taken square, as its ink is.
        "qrcode": SymbolMetrics(width: 1.054, height: 1.054),
        // 17 pt beside a label (spacing 12) in a padded capsule: 23.2 × 21.3 pt.
        "tag.fill": SymbolMetrics(width: 1.365, height: 1.255),
    ]
}
