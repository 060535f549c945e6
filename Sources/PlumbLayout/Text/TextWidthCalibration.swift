/// How much narrower SF Pro sets a line than Inter's advances, measured on SwiftUI's own
/// renders (`docs/layout-fidelity.md`, "Text metrics"): regular text at 16–19 pt, over 22 lines
/// of 4 repositories' snapshots, shows ink 0.952 × Plumb's advances less 0.096 em of side
/// bearings — SF Pro Text's tighter tracking at the sizes of body text, which Inter does not
/// have. Elsewhere the renders measured no systematic difference (12 and 14 pt, 20 and 28 pt
/// bold and heavy: within 2 %) or too few lines (medium and semibold at body sizes: 5), so
/// Inter's advances stand.
enum TextWidthCalibration {
    static let bodySizes: Range<Double> = 16..<20
    static let bodyRegularFactor = 0.952

    /// The factor Inter's advances are multiplied by for `weight` at `pointSize`.
    static func factor(at pointSize: Double, weight: FontWeight) -> Double {
        weight == .regular && bodySizes.contains(pointSize) ? bodyRegularFactor : 1
    }
}
