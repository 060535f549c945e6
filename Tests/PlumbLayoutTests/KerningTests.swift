import PlumbCore
@testable import PlumbLayout
import Testing

/// SwiftUI kerns a line by its font's pairs, Plumb by Inter's (`InterKerning`), spaces included:
/// SwiftUI's renders (`Benchmarks/fidelity/`) show "Te" about 0.12 em tighter at 12 pt than
/// Inter's plain advances, one line with two of them 2.9 pt narrower, one with one 1.5 pt.
@Suite struct KerningTests {
    static func measurer(size: Double, weight: FontWeight = .regular) -> TextMeasurer {
        TextMeasurer(font: .system(size: size, weight: weight), dynamicType: .large, grid: PixelGrid(scale: 3))
    }

    @Test func aKernedPairIsNarrowerThanItsLetters() {
        let measurer = Self.measurer(size: 12)
        #expect(measurer.width(of: "Te") < measurer.width(of: "T") + measurer.width(of: "e"))
        #expect(measurer.width(of: "no") == measurer.width(of: "n") + measurer.width(of: "o"))
    }

    /// The masked note's 12-pt lines: the render's ink is the advance less the side bearings,
    /// 0.048 em each end, within the 2 pt a fidelity box is matched by.
    @Test(arguments: [("Testing description Testing", 151.0), ("description Testing description", 173.3)])
    func theRendersKernedLinesAreTheAdvanceLessTheBearings(text: String, ink: Double) {
        let advance = Self.measurer(size: 12).width(of: text)
        #expect(abs(advance - 0.096 * 12 - ink) <= 2, "\(text): \(advance) for \(ink) of ink")
    }

    /// A space is kerned too (Inter's ". "), in the width a wrapped line is measured by: the
    /// 20-pt heavy title's first line fits its 218-pt column, as in SwiftUI's render.
    @Test func aSpaceIsKernedWhereLinesWrap() {
        let measurer = Self.measurer(size: 20, weight: .heavy)
        let lines = measurer.lines(of: "That is so cool. That is so cool.", width: 218, maxLines: nil)
        #expect(lines.first == "That is so cool. That is")
        let apart = measurer.width(of: "cool.") + measurer.width(of: " ") + measurer.width(of: "That")
        #expect(apart - measurer.width(of: "cool. That") > 0.5, "Inter's \". \" is 96 units, 0.7 pt here")
    }
}
