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

    /// Body sizes: the ink of lines of regular text at 16 and 17 pt in SwiftUI's renders of
    /// three fidelity cases.
    @Test(arguments: [("Turtle Rock", 17.0, 85.7), ("Checked", 17, 65.5), ("Clean Code", 16, 82.3), ("Content", 16, 56.3)])
    func atBodySizesTheAdvanceIsTheRendersInkAndItsBearings(text: String, size: Double, ink: Double) {
        let advance = Self.advance(text, size: size)
        #expect(advance >= ink && advance - ink <= 0.2 * size, "\(text): \(advance) for \(ink) of ink")
    }

    /// Semibold at body sizes: the ink of three lines at 16 pt in two repositories' renders.
    @Test(arguments: [("Clean Code", 85.3), ("Some Title", 78.7), ("Copy link", 68.3)])
    func semiboldAtBodySizesIsTheRendersInkAndItsBearings(text: String, ink: Double) {
        let advance = Self.advance(text, size: 16, weight: .semibold)
        #expect(advance >= ink && advance - ink <= 0.2 * 16, "\(text): \(advance) for \(ink) of ink")
    }

    /// Where the renders measured no difference, or too little, Inter's advances stand.
    @Test func otherSizesAndWeightsKeepIntersAdvances() {
        #expect(TextWidthCalibration.factor(at: 14, weight: .regular) == 1)
        #expect(TextWidthCalibration.factor(at: 20, weight: .regular) == 1)
        #expect(TextWidthCalibration.factor(at: 17, weight: .medium) == 1)
        #expect(TextWidthCalibration.factor(at: 20, weight: .bold) == 1)
        #expect(TextWidthCalibration.factor(at: 17, weight: .regular) < 1)
        #expect(TextWidthCalibration.factor(at: 17, weight: .semibold) < 1)
    }
}
