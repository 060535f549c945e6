import PlumbCore
@testable import PlumbLayout
import Testing

/// A text laid out at the width its own size gave keeps its lines: the words' advances summed
/// to a hair over that width, which the size rounds away, still fit.
@Suite struct TextWidthRoundTripTests {
    @Test(arguments: [2.0, 3.0])
    func aTextFitsInTheWidthItsSizeGives(scale: Double) {
        let text = PreparedText("We walked along the river at dawn and stopped for coffee in the little town by the bridge.")
        let measurer = TextMeasurer(font: .body, dynamicType: .xSmall, grid: PixelGrid(scale: scale))
        let ideal = measurer.size(of: text, proposal: ProposedSize(width: 635, height: nil), lineLimit: nil)
        #expect(measurer.size(of: text, proposal: ProposedSize(width: ideal.width, height: nil), lineLimit: nil) == ideal)
    }
}
