import PlumbLayout
import Testing

/// HStacks aligned on text baselines.
@Suite struct BaselineTests {
    let host = LayoutHost(screenSize: Size(width: 400, height: 400), scale: 3)
    let grid = PixelGrid(scale: 3)

    func ascender(_ style: TextStyle) -> Double {
        FontMetrics(pointSize: style.pointSize(at: .large), grid: grid).ascender
    }

    @Test func firstBaselinesOfDifferentFontsLineUp() throws {
        let view = ViewNode.hStack(alignment: .firstTextBaseline, [
            ViewNode.text("Big").font(.style(.largeTitle)), .text("small"),
        ])
        let placed = LayoutEngine.layout(view, in: host)
        let big = try #require(placed.first(kind: .view("Text"), label: "Big")).frame
        let small = try #require(placed.first(kind: .view("Text"), label: "small")).frame
        #expect(abs((big.minY + ascender(.largeTitle)) - (small.minY + ascender(.body))) < 0.34, "within a pixel")
        #expect(small.minY > big.minY)
    }

    @Test func aViewWithoutTextSitsOnTheBaseline() throws {
        let view = ViewNode.hStack(alignment: .firstTextBaseline, [.text("Label"), .color("red").frame(width: 10, height: 10)])
        let placed = LayoutEngine.layout(view, in: host)
        let text = try #require(placed.first(kind: .view("Text"))).frame
        let red = try #require(placed.first(kind: .view("Color"))).frame
        #expect(abs(red.maxY - (text.minY + ascender(.body))) < 0.34)
    }

    @Test func lastBaselineIsOnTheLastLine() throws {
        let long = "A text long enough to wrap onto a second line in this narrow frame"
        let view = ViewNode.hStack(alignment: .lastTextBaseline, [ViewNode.text(long).frame(width: 120), .text("end")])
        let placed = LayoutEngine.layout(view, in: host)
        let wrapped = try #require(placed.first(kind: .view("Text"), label: long)).frame
        let end = try #require(placed.first(kind: .view("Text"), label: "end")).frame
        let lineHeight = FontMetrics(pointSize: 17, grid: grid).lineHeight
        #expect(wrapped.size.height > lineHeight)
        #expect(abs((wrapped.maxY - lineHeight + ascender(.body)) - (end.minY + ascender(.body))) < 0.34)
    }

    @Test func baselinesPassThroughModifiersAndStacks() throws {
        let view = ViewNode.hStack(alignment: .firstTextBaseline, [
            .vStack([ViewNode.text("Title").font(.style(.title)), .text("Subtitle")]).padding(.top, 10),
            .text("Side"),
        ])
        let placed = LayoutEngine.layout(view, in: host)
        let title = try #require(placed.first(kind: .view("Text"), label: "Title")).frame
        let side = try #require(placed.first(kind: .view("Text"), label: "Side")).frame
        #expect(abs((title.minY + ascender(.title)) - (side.minY + ascender(.body))) < 0.34)
    }

    @Test func symbolsSitOnTheBaselineLikeText() throws {
        let view = ViewNode.hStack(alignment: .firstTextBaseline, [
            ViewNode.image(systemName: "star").font(.style(.title)), .text("Rated"),
        ])
        let placed = LayoutEngine.layout(view, in: host)
        let star = try #require(placed.first(kind: .view("Image"))).frame
        let text = try #require(placed.first(kind: .view("Text"))).frame
        #expect(abs((star.minY + ascender(.title)) - (text.minY + ascender(.body))) < 0.34)
    }
}
