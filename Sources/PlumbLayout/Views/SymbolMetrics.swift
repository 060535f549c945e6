/// The frames SwiftUI gives SF Symbols, measured from its own renders (`Benchmarks/fidelity/`,
/// `docs/layout-fidelity.md`), in ems of the symbol's point size at the medium scale. A symbol's
/// frame is its own: `tag.fill` is wider than tall, `qrcode` barely taller than its point size,
/// and neither is the line of text the engine takes for a symbol it has not measured
/// (`ImageLayout`). Where a render shows both sides of a frame, the frame is read; where it shows
/// only the ink, the frame is the ink with the margins the others measured: 0.15 em more height
/// than ink (qrcode 0.149, tag.fill 0.157), the ink's width or the side margin the render shows
/// on both sides. Measured at one weight each; other weights keep the same frame.
struct SymbolMetrics: Sendable, Hashable {
    var width: Double
    var height: Double

    /// The measured frame of the symbol `name`; nil for a symbol not measured yet.
    static func measured(_ name: String) -> SymbolMetrics? { table[name] }

    /// The width over the height of the symbol `name` made resizable, which `.scaledToFit()`
    /// keeps: its measured frame's, or the ink's of a symbol measured only resized (a resized
    /// symbol's ink reaches its frame's edges); nil for a symbol not measured.
    static func resizedAspectRatio(_ name: String) -> Double? {
        table[name].map { $0.width / $0.height } ?? resizedAspectRatios[name]
    }

    /// Symbols measured only drawn resizable, by their ink.
    private static let resizedAspectRatios: [String: Double] = [
        // Resizable and fit into 16- and 24-pt squares: ink 15.7 × 12.7 and 23.7 × 19.3 pt,
        // as wide as the square less a pixel, centred (1.237 and 1.224).
        "arrow.right": 1.23,
    ]

    private static let table: [String: SymbolMetrics] = [
        // 28 pt in an adaptive grid (8 pt spacing): rows 37.5 pt apart, so 29.5 pt tall. The grid
        // centres it in its column, so its width is not seen: taken square, as its ink is.
        "qrcode": SymbolMetrics(width: 1.054, height: 1.054),
        // 17 pt beside a label (spacing 12) in a padded capsule: 23.2 × 21.3 pt.
        "tag.fill": SymbolMetrics(width: 1.365, height: 1.255),
        // 17 pt in a padded HStack beside a label: as wide as its ink, 17 pt (the label starts
        // 8 pt after it); ink 1 em tall.
        "checkmark.circle.fill": SymbolMetrics(width: 1, height: 1.15),
        // 17 pt beside "Send", centred in a 150-pt button: as wide as its ink, 15 × 19 pt.
        "square.and.arrow.up": SymbolMetrics(width: 0.882, height: 1.268),
        // 11 pt semibold, leading in a padded card: ink 9.3 × 11.7 pt, 1.3 pt in from the leading edge.
        "doc.text.fill": SymbolMetrics(width: 1.09, height: 1.21),
        // 11 pt semibold, leading in a padded card: the same ink as doc.text.fill's, where it is.
        "lock.doc.fill": SymbolMetrics(width: 1.09, height: 1.21),
        // 11 pt semibold, leading in a padded card: ink 7.7 × 10.7 pt, 1.7 pt in from the leading edge.
        "lock.fill": SymbolMetrics(width: 1.0, height: 1.12),
        // 28.2 pt (30 pt relative to the headline, at the medium text size of the snapshot's
        // device) above a headline and a subheadline (spacing 4) centred on the screen: ink 25.7
        // × 32 pt, the stack 5.7 pt taller than with a 34-pt line, so 39.7 pt tall; as wide as
        // its ink (beside the two lines, centred, the row's ends are within 1.5 pt of that width's).
        "book.pages.fill": SymbolMetrics(width: 0.910, height: 1.405),
    ]
}
