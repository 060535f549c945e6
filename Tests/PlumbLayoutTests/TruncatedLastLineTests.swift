import PlumbCore
import PlumbLayout
import Testing

/// A truncated text's last line: SwiftUI fills it from the rest of its paragraph up to the "…",
/// mid-word, as a render's last line reaching the column's end shows (`docs/layout-fidelity.md`).
@Suite struct TruncatedLastLineTests {
    let measurer = TextMeasurer(font: .body, dynamicType: .large, grid: PixelGrid(scale: 3))

    /// The last line as the text's lines show it, and the words the wrap alone put on it.
    func lastLines(_ node: ViewNode, of text: String, width: Double) throws -> (shown: String, wrapped: String) {
        let placed = LayoutEngine.layout(node, in: canvas(400, 400))
        let lines = try #require(placed.first(kind: .view("Text"))?.laidOutText?.lines)
        let wrapped = measurer.lines(of: text, width: width, maxLines: nil)
        return (try #require(lines.last), wrapped[lines.count - 1])
    }

    @Test func aLineLimitsLastLineTakesTheNextWordsCharacters() throws {
        let text = "Plums and pears ripen extraordinarily slowly beside the wall"
        let (shown, wrapped) = try lastLines(ViewNode.text(text).lineLimit(2).frame(width: 150), of: text, width: 150)
        #expect(shown.hasSuffix("…"))
        let kept = String(shown.dropLast())
        #expect(kept.count > wrapped.count, "the last line reaches past the words wrapped onto it")
        #expect(text.contains(kept))
        #expect(measurer.width(of: shown) <= 150)
    }

    @Test func aHeightLimitedTextsLastLineIsFilledToo() throws {
        let text = "Notes fade out at the card's end, uncharacteristically gently, when there is more"
        let twoLines = 2.5 * measurer.metrics.lineHeight
        let (shown, wrapped) = try lastLines(ViewNode.text(text).frame(width: 180, height: twoLines), of: text, width: 180)
        #expect(shown.hasSuffix("…"))
        #expect(shown.dropLast().count > wrapped.count)
        #expect(!shown.dropLast().hasSuffix(" "), "no space before the ellipsis")
    }

    /// Where the "…" fits after a word's space but not after its next letter, it follows the word.
    @Test func noSpaceStandsBeforeTheEllipsis() {
        let width = measurer.width(of: "Hello ") + measurer.width(of: "…") + 0.1
        #expect(measurer.lines(of: "Hello Wonderful", width: width, maxLines: 1) == ["Hello…"])
    }

    @Test func aParagraphsLastLineIsNotFilledFromTheNextParagraph() {
        #expect(measurer.lines(of: "First line\nSecond paragraph here", width: 300, maxLines: 1) == ["First line…"])
    }
}
