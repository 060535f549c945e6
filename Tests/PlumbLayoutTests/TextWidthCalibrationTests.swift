import PlumbCore
@testable import PlumbLayout
import Testing

/// Text widths against SwiftUI's renders (`Benchmarks/fidelity/`): a line's advance is a little
/// wider than the ink a render shows (the first and last letters' side bearings, about 0.1 em),
/// never narrower.
@Suite struct TextWidthCalibrationTests {
    static func advance(_ text: String, size: Double, weight: FontWeight = .regular) -> Double {
        TextMeasurer(font: .system(size: size, weight: weight), dynamicType: .large, grid: PixelGrid(scale: 3)).width(of: text)
    }

    /// The ink of lines in SwiftUI's renders of fidelity cases, by size and weight: regular at 14,
    /// 16 and 17 pt, medium at 17, semibold at 16, bold at 10 and 14 (SF Pro Text's sizes, tracked).
    @Test(arguments: [
        ("Turtle Rock", 17.0, FontWeight.regular, 85.7), ("Checked", 17, .regular, 65.5), ("Clean Code", 16, .regular, 82.3),
        ("Content", 16, .regular, 56.3), ("Completed", 14, .regular, 68.7),
        ("Button", 17, .medium, 49.7), ("Clean Code", 16, .semibold, 85.3), ("Some Title", 16, .semibold, 78.7),
        ("Copy link", 16, .semibold, 68.3), ("IN PROGRESS", 10, .bold, 69.3), ("DISABLED", 10, .bold, 51.0),
        ("Title Title Title Title Title Title", 14, .bold, 200.3),
    ])
    func atTextSizesTheAdvanceIsTheRendersInkAndItsBearings(text: String, size: Double, weight: FontWeight, ink: Double) {
        let advance = Self.advance(text, size: size, weight: weight)
        let bearings = advance - ink
        #expect(bearings >= 0 && bearings <= 0.2 * size, "\(text): \(advance) for \(ink) of ink")
    }

    /// SF Pro Text's tracking, from Apple's table: none at 12 pt, looser below, tighter above;
    /// none added from 20 pt, where SF Pro Display's lines measure Inter's advances.
    @Test func trackingFollowsTheSystemFontsTable() {
        #expect(TextWidthCalibration.tracking(at: 12) == 0)
        #expect(TextWidthCalibration.tracking(at: 10) > 0)
        #expect(abs(TextWidthCalibration.tracking(at: 17) - -0.442) < 1e-9)
        #expect(TextWidthCalibration.tracking(at: 20) == 0)
        #expect(TextWidthCalibration.tracking(at: 28) == 0)
        #expect(TextWidthCalibration.factor(at: 14, weight: .bold) > 1)
        #expect(TextWidthCalibration.factor(at: 20, weight: .bold) == 1)
        #expect(TextWidthCalibration.factor(at: 17, weight: .regular) == 1)
    }
}
