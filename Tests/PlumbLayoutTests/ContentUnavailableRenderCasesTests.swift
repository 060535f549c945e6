import PlumbLayout
import Testing

/// The cases of layout-cases.json measured on renders of `ContentUnavailableView`.
@Suite struct ContentUnavailableRenderCasesTests {
    /// Where a line of `text` puts its capitals' top: one ascender less one cap height below its top.
    func capTop(_ text: PlacedView) throws -> Double {
        let metrics = try metrics(text)
        return text.frame.minY + metrics.ascender - metrics.capHeight
    }

    func metrics(_ text: PlacedView) throws -> FontMetrics {
        FontMetrics(pointSize: try #require(text.laidOutText?.pointSize), grid: PixelGrid(scale: 3))
    }

    @Test func theTitleIsBoldTitle2BelowTheSymbolAndBothAreCentred() throws {
        let c = try LayoutCase.named("content-unavailable-label-render")
        let view = ContentUnavailableLayout.node(symbol: .image(systemName: "tag"), title: .text("No Tags"), description: nil)
        let placed = LayoutEngine.layout(view, in: canvas(390, 1000))
        #expect(placed.frame.size == Size(width: 390, height: 1000))
        let symbol = try #require(placed.first(kind: .view("Image")))
        let title = try #require(placed.first(kind: .view("Text")))
        // Plumb's unmeasured symbol is a line of its 48-pt font, its ink on the baseline.
        let baseline = symbol.frame.minY + FontMetrics(pointSize: 48, grid: PixelGrid(scale: 3)).ascender
        #expect(abs(try capTop(title) - baseline - (try c.number("title.capBelowSymbolBaseline"))) <= 0.67)
        #expect(abs(try metrics(title).capHeight - (try c.number("title.capHeight"))) <= 0.1)
        #expect(title.laidOutText?.weight == .bold)
        #expect(abs((symbol.frame.minY + title.frame.maxY) / 2 - (try c.number("content.midY"))) <= 1)
    }

    @Test func theDescriptionIsCalloutTextBelowTheTitle() throws {
        let c = try LayoutCase.named("content-unavailable-description-render")
        let view = ContentUnavailableLayout.node(
            symbol: .image(systemName: "tray"), title: .text("No Items"), description: .text("Add items to get started"))
        let placed = LayoutEngine.layout(view, in: canvas(375, 400))
        let texts = placed.all(kind: .view("Text"))
        try #require(texts.count == 2)
        #expect(abs(try capTop(texts[1]) - capTop(texts[0]) - (try c.number("description.capBelowTitleCap"))) <= 0.34)
        #expect(texts[1].laidOutText?.pointSize == (try c.number("description.pointSize")))
    }

    @Test func aPartKeepsTheFontItSets() throws {
        let view = ContentUnavailableLayout.node(symbol: nil, title: .text("Empty").font(.style(.caption)), description: nil)
        let title = try #require(LayoutEngine.layout(view, in: canvas(390, 400)).first(kind: .view("Text")))
        #expect(title.laidOutText?.pointSize == TextStyle.caption.pointSize(at: .large))
    }

    @Test func unproposedItIsAsLargeAsItsContent() throws {
        let view = ContentUnavailableLayout.node(symbol: .image(systemName: "tray"), title: .text("No Items"), description: nil)
        let placed = LayoutEngine.layout(ViewNode.scrollView([.vertical], [view]), in: canvas(390, 844))
        let stack = try #require(placed.first(kind: .view("ContentUnavailableView")))
        #expect(stack.frame.size.height < 844)
    }
}
