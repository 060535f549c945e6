import PlumbLayout
import Testing

/// `.tracking(_:)` and `.kerning(_:)`: the length added after every character of a text.
@Suite struct LetterSpacingTests {
    func width(_ node: ViewNode) -> Double {
        LayoutEngine.layout(node, in: canvas(400, 400)).frame.size.width
    }

    @Test func trackingWidensATextByItsLengthTimesItsCharacters() {
        let plain = width(.text("Hello there"))
        #expect(abs(width(ViewNode.text("Hello there").tracking(2)) - (plain + 22)) <= 1)
        #expect(abs(width(ViewNode.text("Hello there").kerning(-0.5)) - (plain - 5.5)) <= 1)
        // Tracking set anywhere above the text wins over a kerning, as in SwiftUI.
        #expect(width(ViewNode.text("Hello there").kerning(4).tracking(2)) == width(ViewNode.text("Hello there").tracking(2)))
        #expect(width(ViewNode.text("Hello there").tracking(2).kerning(4)) == width(ViewNode.text("Hello there").tracking(2)))
    }

    /// A tracked text's lines are as wide as its frame: what a drawing or a comparison reads of
    /// them keeps the view's own tracking.
    @Test func aTrackedTextsLinesTakeItsTracking() throws {
        let placed = LayoutEngine.layout(ViewNode.text("ENCRYPTED").font(.system(size: 9, weight: .medium)).tracking(0.5), in: canvas(400, 400))
        let text = try #require(placed.first(kind: .view("Text")))
        let line = try #require(text.textLines(scale: 3).first)
        #expect(abs(line.frame.size.width - text.frame.size.width) < 1.0 / 3)
    }

    @Test func trackingWrapsATextSooner() {
        let string = "Tracking widens every word"
        let fits = ViewNode.text(string).frame(width: width(.text(string)) + 2)
        let lines = { (node: ViewNode) in
            LayoutEngine.layout(node, in: canvas(400, 400)).first(kind: .view("Text"))?.laidOutText?.lines.count
        }
        #expect(lines(fits) == 1)
        #expect(lines(ViewNode.text(string).tracking(1).frame(width: width(.text(string)) + 2)) == 2)
    }
}
