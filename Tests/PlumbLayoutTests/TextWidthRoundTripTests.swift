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

    /// One word alone is not broken between its characters at its own width either: a bold
    /// "Type:" on a body line at Large measures a hair over a half point, which a 2× screen's
    /// size rounds away; before, it broke into "Type" and ":" and was reported as cut.
    @Test(arguments: [2.0, 3.0])
    func aWordFitsInTheWidthItsSizeGives(scale: Double) {
        let words = ["Type:", "Kind:", "Status", "Owner:", "Done", "Sunrise", "Tuesday", "Weight:", "Folder", "Sync"]
        for weight in [FontWeight.regular, .semibold, .bold] {
            for dynamicType in DynamicTypeSize.allCases {
                let measurer = TextMeasurer(font: .style(.body).weight(weight), dynamicType: dynamicType, grid: PixelGrid(scale: scale))
                for word in words {
                    let text = PreparedText(word)
                    let ideal = measurer.size(of: text, proposal: .unspecified, lineLimit: nil)
                    let atIdeal = measurer.size(of: text, proposal: ProposedSize(width: ideal.width, height: nil), lineLimit: nil)
                    #expect(atIdeal == ideal, "\(word) \(weight) at \(dynamicType) on \(scale)×")
                }
            }
        }
    }
}
