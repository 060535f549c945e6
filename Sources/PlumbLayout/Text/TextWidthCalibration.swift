/// How SF Pro sets a line against Plumb's stand-in, Inter's advances, measured on SwiftUI's own
/// renders (`docs/layout-fidelity.md`, "Text widths").
///
/// The system font tracks its letters by the table Apple publishes in the Human Interface
/// Guidelines (Typography, "Tracking values", thousandths of an em), after every character, spaces
/// too, at every size: looser below 12 pt, tightest from 17 to 20 pt, loose again from 24 pt.
///
/// Its letters change with the size too (the optical size): up to 20 pt they are SF Pro Text's,
/// from 28 pt SF Pro Display's, narrower, and in between they pass from one to the other as the
/// tracking does. With the tracking taken off, a line's ink in the renders is Inter's advances
/// times a factor of the weight and the design, less the side bearings:
/// - Text: regular 12–17 pt 0.995 (34 lines of 4 repositories), medium 17 pt and semibold 16 pt
///   within 1 % (4 lines): Inter's; bold 1.032 (9 lines at 10 and 14 pt, 2 repositories; 20 pt's
///   3 lines 1.013–1.037); heavy 1.05 (7 lines at 20 pt, 1.037–1.072).
/// - Display: regular 0.886 (4 lines at 40 pt, 2 renders), bold 0.91 (a line at 27 pt, 0.925,
///   seven eighths of the way there), heavy 0.97 (3 lines at 28 pt, 0.965–0.977): regular's and
///   bold's are 0.884 of their Text letters, which the weights not measured there take.
enum TextWidthCalibration {
    /// The largest size set in SF Pro Text's letters, and the smallest in SF Pro Display's.
    static let textDesignSizes = 20.0, displayDesignSizes = 28.0

    /// SF Pro's tracking in thousandths of an em, by point size (a size takes the nearest listed
    /// one; none from 80 pt).
    static let tracking: [Int: Double] = [
        6: 41, 7: 34, 8: 26, 9: 19, 10: 12, 11: 6, 12: 0, 13: -6, 14: -11, 15: -16, 16: -20, 17: -26, 18: -25, 19: -24,
        20: -23, 21: -18, 22: -12, 23: -4, 24: 3, 25: 6, 26: 8, 27: 11, 28: 14, 29: 14, 30: 14, 31: 13, 32: 13, 33: 12,
        34: 12, 35: 11, 36: 10, 37: 10, 38: 10, 39: 10, 40: 10, 41: 9, 42: 9, 43: 9, 44: 8, 45: 8, 46: 8, 47: 8, 48: 8,
        49: 7, 50: 7, 51: 7, 52: 6, 53: 6, 54: 6, 56: 6, 58: 5, 60: 4, 62: 4, 64: 4, 66: 3, 68: 2, 70: 2, 72: 2, 76: 1,
        80: 0,
    ]

    /// SF Pro's letters against Inter's (the weight's advance table, `AdvanceTable.forWeight`) in
    /// SF Pro Text, by weight. A switch rather than a table keyed by weight: every text measurer
    /// asks it, and hashing the weight was 5 % of a release engine's samples.
    static func textFactor(_ weight: FontWeight) -> Double {
        switch weight {
        case .bold: 1.032
        case .heavy, .black: 1.05
        case .ultraLight, .thin, .light, .regular, .medium, .semibold: 1
        }
    }

    /// SF Pro Display's letters against Inter's, by weight; a weight the renders do not show at a
    /// display size takes its Text letters times `displayOverText`.
    static func displayFactor(_ weight: FontWeight) -> Double {
        switch weight {
        case .regular: 0.886
        case .bold: 0.91
        case .heavy, .black: 0.97
        case .ultraLight, .thin, .light, .medium, .semibold: textFactor(weight) * displayOverText
        }
    }

    /// Display's letters over Text's for a weight the renders do not show at a display size.
    static let displayOverText = 0.884

    /// The factor Inter's advances are multiplied by for `weight` at `pointSize`.
    static func factor(at pointSize: Double, weight: FontWeight) -> Double {
        let text = textFactor(weight)
        let display = displayFactor(weight)
        let progress = (pointSize - textDesignSizes) / (displayDesignSizes - textDesignSizes)
        return text + (display - text) * min(max(progress, 0), 1)
    }

    /// The room the system font adds after every character at `pointSize`, in points.
    static func tracking(at pointSize: Double) -> Double {
        let size = max(pointSize, 6).rounded()
        let nearest = size < Double(nearestTracking.count) ? nearestTracking[Int(size)] : 0
        return nearest / 1000 * pointSize
    }

    /// The tracking of the listed size nearest each whole size up to the last listed one (a size
    /// halfway between two takes the smaller), by index: every text measurer asks it, and finding
    /// the nearest size each time was a sixth of a debug layout's time.
    private static let nearestTracking: [Double] = {
        let sizes = tracking.keys.sorted()
        return (0...(sizes.last ?? 0)).map { size in
            let nearest = sizes.min { abs($0 - size) < abs($1 - size) } ?? 12
            return tracking[nearest] ?? 0
        }
    }()
}
