/// How much narrower SF Pro sets a line than Inter's advances, measured on SwiftUI's own
/// renders (`docs/layout-fidelity.md`, "Text metrics"): regular text at 16–19 pt, over 22 lines
/// of 4 repositories' snapshots, shows ink 0.952 × Plumb's advances less 0.096 em of side
/// bearings — SF Pro Text's tighter tracking at the sizes of body text, which Inter does not
/// have. Semibold at 16 pt, its ink against those advances less the same bearings, is 0.970 of
/// Inter's (3 lines of 2 repositories, 0.968–0.973). Elsewhere the renders measured no
/// systematic difference (12 and 14 pt, 20 and 28 pt bold and heavy: within 3 %) or too few
/// lines (medium at body sizes: one), so Inter's advances stand.
enum TextWidthCalibration {
    static let bodySizes: Range<Double> = 16..<20
    static let bodyFactors: [FontWeight: Double] = [.regular: 0.952, .semibold: 0.970]

    /// The factor Inter's advances are multiplied by for `weight` at `pointSize`.
    static func factor(at pointSize: Double, weight: FontWeight) -> Double {
        bodySizes.contains(pointSize) ? bodyFactors[weight] ?? 1 : 1
    }
}
