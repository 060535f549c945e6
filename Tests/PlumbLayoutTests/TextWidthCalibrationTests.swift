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

    /// From 20 pt SF Pro's letters pass to SF Pro Display's, narrower, and its tracking loosens
    /// again: the renders' lines at 20 pt (bold, heavy), 27 pt (bold), 28 pt (heavy) and 40 pt
    /// (regular, accessibility size 3) are the advance less the side bearings, 0.048 em each end,
    /// within the 2 pt a fidelity box is matched by (Inter's plain advances were up to 29 pt wider).
    @Test(arguments: [
        ("Title", 20.0, FontWeight.bold, 40.3), ("Hello", 20, .bold, 46.7), ("not too long.", 20, .heavy, 120.0),
        ("Hello there this is a", 20, .heavy, 182.7), ("pretty long title, but", 20, .heavy, 192.7),
        ("Create a new Account", 27, .bold, 274.0), ("Untitled Item", 28, .heavy, 173.7), ("Hello", 28, .heavy, 67.7),
        ("San Francisco", 40, .regular, 237.3), ("20 °C, Sunny", 40, .regular, 220.7),
    ])
    func atDisplaySizesTheAdvanceIsTheRendersInkAndItsBearings(text: String, size: Double, weight: FontWeight, ink: Double) {
        let advance = Self.advance(text, size: size, weight: weight)
        #expect(abs(advance - 0.096 * size - ink) <= 2, "\(text): \(advance) for \(ink) of ink")
    }

    /// SF Pro's tracking, from Apple's table: none at 12 pt, looser below, tightest from 17 to
    /// 20 pt, loose again from 24 pt, none from 80.
    @Test func trackingFollowsTheSystemFontsTable() {
        #expect(TextWidthCalibration.tracking(at: 12) == 0)
        #expect(TextWidthCalibration.tracking(at: 10) > 0)
        #expect(abs(TextWidthCalibration.tracking(at: 17) - -0.442) < 1e-9)
        #expect(abs(TextWidthCalibration.tracking(at: 20) - -0.46) < 1e-9)
        #expect(abs(TextWidthCalibration.tracking(at: 28) - 0.392) < 1e-9)
        #expect(abs(TextWidthCalibration.tracking(at: 40) - 0.4) < 1e-9)
        #expect(abs(TextWidthCalibration.tracking(at: 55) - 0.33) < 1e-9, "halfway between 54 and 56 takes 54's")
        #expect(TextWidthCalibration.tracking(at: 120) == 0)
    }

    /// The letters are SF Pro Text's up to 20 pt and SF Pro Display's from 28 pt, passing from
    /// one to the other in between; a weight not measured at a display size takes regular's
    /// and bold's ratio of the two.
    @Test func theLettersPassFromTextToDisplayBetween20And28Points() {
        #expect(TextWidthCalibration.factor(at: 17, weight: .regular) == 1)
        #expect(TextWidthCalibration.factor(at: 14, weight: .bold) == 1.032)
        #expect(TextWidthCalibration.factor(at: 20, weight: .bold) == 1.032)
        #expect(abs(TextWidthCalibration.factor(at: 24, weight: .bold) - (1.032 + 0.91) / 2) < 1e-9)
        #expect(TextWidthCalibration.factor(at: 28, weight: .bold) == 0.91)
        #expect(TextWidthCalibration.factor(at: 40, weight: .regular) == 0.886)
        #expect(abs(TextWidthCalibration.factor(at: 34, weight: .semibold) - 0.884) < 1e-9)
    }

    /// Every weight's letters in SF Pro Text (at 12 pt) and SF Pro Display (at 40 pt): the
    /// measured ones, and Inter's or their Text letters times 0.884 where the renders do not tell.
    @Test(arguments: [
        (FontWeight.ultraLight, 1.0, 0.884), (.thin, 1, 0.884), (.light, 1, 0.884), (.regular, 1, 0.886),
        (.medium, 1, 0.884), (.semibold, 1, 0.884), (.bold, 1.032, 0.91), (.heavy, 1.05, 0.97), (.black, 1.05, 0.97),
    ])
    func everyWeightHasItsTextAndDisplayLetters(weight: FontWeight, text: Double, display: Double) {
        #expect(TextWidthCalibration.factor(at: 12, weight: weight) == text)
        #expect(abs(TextWidthCalibration.factor(at: 40, weight: weight) - display) < 1e-9)
    }
}
