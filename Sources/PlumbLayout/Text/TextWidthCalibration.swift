/// How SF Pro sets a line against Plumb's stand-in, Inter's advances, measured on SwiftUI's own
/// renders (`docs/layout-fidelity.md`, "Text widths").
///
/// Below 20 pt the system font is SF Pro Text, which UIKit and SwiftUI track by the table Apple
/// publishes in the Human Interface Guidelines (Typography, "Tracking values", thousandths of an
/// em), after every character, spaces too. With that tracking, a line's ink in the renders is
/// Inter's advances less the side bearings at every size measured — regular 12–17 pt (34 lines of
/// 4 repositories, 0.995 of them), medium 17 pt and semibold 16 pt (4 lines, within 1 %) — but for
/// bold, whose letters are wider than Inter Bold's: 1.032 of them (9 lines at 10 and 14 pt, 2
/// repositories). Heavy and black were not measured at these sizes, so Inter Bold's advances
/// stand for them.
///
/// From 20 pt the font is SF Pro Display, whose narrower letters make up for its tracking: the
/// renders' lines measure Inter's plain advances (bold and heavy at 20 and 28 pt, within 4 %), so
/// nothing is changed there.
enum TextWidthCalibration {
    /// Sizes from this one are set in SF Pro Display.
    static let displaySizes = 20.0

    /// SF Pro Text's tracking in thousandths of an em at 6 … 19 pt (a size rounds to the nearest).
    static let textTracking: [Int: Double] = [
        6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26, 18: -25, 19: -24,
    ]

    /// SF Pro Text's letters against Inter's, by weight, where they differ.
    static let textFactors: [FontWeight: Double] = [.bold: 1.032]

    /// The factor Inter's advances are multiplied by for `weight` at `pointSize`.
    static func factor(at pointSize: Double, weight: FontWeight) -> Double {
        pointSize < displaySizes ? textFactors[weight] ?? 1 : 1
    }

    /// The room the system font adds after every character at `pointSize`, in points.
    static func tracking(at pointSize: Double) -> Double {
        guard pointSize < displaySizes else { return 0 }
        let size = Int(max(pointSize, 6).rounded())
        return (textTracking[size] ?? 0) / 1000 * pointSize
    }
}
