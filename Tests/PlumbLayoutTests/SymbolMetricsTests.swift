import PlumbCore
@testable import PlumbLayout
import Testing

/// SF Symbols measured in SwiftUI's renders (`Benchmarks/fidelity/`) take their own frames;
/// the others the square one line of their font tall.
@Suite struct SymbolMetricsTests {
    static let host = LayoutHost(screenSize: Size(width: 300, height: 300), scale: 3)

    static func frame(_ symbol: ViewNode, _ font: Font = .body) -> Size? {
        LayoutEngine.layout(symbol.font(font), in: host).first(kind: .view("Image"))?.frame.size
    }

    /// A grid of `qrcode` symbols at 28 pt, 8 pt apart: rows 37.5 pt apart in the render.
    @Test func aQRCodeAt28PointsIsTwentyNineAndAHalfPointsTall() throws {
        let grid = ViewNode.lazyVGrid(
            columns: [GridItem(.adaptive(minimum: 30, maximum: 40))], spacing: 8,
            (0..<16).map { _ in ViewNode.image(systemName: "qrcode").font(.system(size: 28)) }
        ).frame(width: 300)
        let placed = LayoutEngine.layout(grid, in: Self.host)
        let rows = Set(placed.allViews.filter { $0.kind == .view("Image") }.map(\.frame.minY)).sorted()
        #expect(rows.count == 2)
        #expect(abs(rows[1] - rows[0] - 37.5) <= 1.0 / 3)
    }

    /// `tag.fill` beside a label: wider than tall, and taller than the line.
    @Test func aTagIsWiderThanItsLine() throws {
        let tag = try #require(Self.frame(.image(systemName: "tag.fill")))
        #expect(abs(tag.width - 23.2) <= 0.34 && abs(tag.height - 21.3) <= 0.34)
    }

    /// `checkmark.circle.fill` beside a label at 17 pt: as wide as its 17 pt of ink, and 0.15 em
    /// taller than it, the margin the symbols whose frames show measured.
    @Test func aCheckedCircleIsAsWideAsItsInk() throws {
        let circle = try #require(Self.frame(.image(systemName: "checkmark.circle.fill")))
        #expect(abs(circle.width - 17) <= 1.0 / 3 && abs(circle.height - 17 * 1.15) <= 1.0 / 3)
    }

    /// `book.pages.fill` at 30 pt relative to the headline, at the medium text size (28.2 pt):
    /// 39.7 pt tall, the height a centred stack of it and two lines shows, and as wide as its
    /// 25.7 pt of ink.
    @Test func aBookIsTallerThanItsLineAndAsWideAsItsInk() throws {
        // At the top left corner: centred, its edges would fall between pixels.
        let symbol = ViewNode.image(systemName: "book.pages.fill").font(Font(.scaled(30, relativeTo: .headline)))
            .dynamicTypeSize(.medium).frame(width: 300, height: 300, alignment: .topLeading)
        let book = try #require(LayoutEngine.layout(symbol, in: Self.host).first(kind: .view("Image"))?.frame.size)
        #expect(abs(book.width - 25.7) <= 1.0 / 3 && abs(book.height - 39.7) <= 1.0 / 3, "\(book)")
    }

    /// A symbol not measured, or named at run time, keeps the square one line tall.
    @Test func otherSymbolsAreASquareOneLineTall() throws {
        let line = TextMeasurer(font: .body, dynamicType: .large, grid: PixelGrid(scale: 3)).metrics.lineHeight
        for symbol in [ViewNode.image(systemName: "star"), .image(systemName: "qrcode", isSFSymbol: false)] {
            let frame = try #require(Self.frame(symbol))
            #expect(abs(frame.width - line) < 0.001 && abs(frame.height - line) < 0.001, "\(frame)")
        }
    }

    /// `.imageScale` scales a measured frame as it does the others.
    @Test func theImageScaleScalesAMeasuredFrame() throws {
        let medium = try #require(Self.frame(.image(systemName: "qrcode"), .system(size: 28)))
        let large = try #require(Self.frame(ViewNode.image(systemName: "qrcode").imageScale(.large), .system(size: 28)))
        #expect(large.height > medium.height * 1.25)
    }
}

/// A resizable symbol takes its measured proportions into a frame (`.scaledToFit()`), as the
/// renders draw it: `arrow.right` fit into 16- and 24-pt squares inks 0.99 × 0.80 of them, centred.
@Suite struct ResizedSymbolTests {
    static func fitted(_ symbol: String, into side: Double) -> Rect? {
        let image = ViewNode.image(systemName: symbol, resizable: true).aspectRatio(contentMode: .fit).frame(width: side, height: side)
        return LayoutEngine.layout(image, in: SymbolMetricsTests.host).first(kind: .view("Image"))?.frame
    }

    @Test(arguments: [16.0, 20, 24])
    func anArrowFitIntoASquareIsWiderThanTall(side: Double) throws {
        let arrow = try #require(Self.fitted("arrow.right", into: side))
        let square = try #require(LayoutEngine.layout(ViewNode.color("clear").frame(width: side, height: side), in: SymbolMetricsTests.host).first(kind: .view("Color"))).frame
        #expect(arrow.size.width == side)
        #expect(abs(arrow.size.height - side / 1.23) <= 1.0 / 3, "\(arrow)")
        #expect(abs(arrow.minY + arrow.maxY - square.minY - square.maxY) <= 1.0 / 3, "centred")
    }

    /// A symbol measured by its frame fits by that frame's proportions; one not measured stays square.
    @Test func otherResizedSymbolsFitByTheirFramesOrSquare() throws {
        let tag = try #require(Self.fitted("tag.fill", into: 30))
        #expect(tag.size.width == 30 && abs(tag.size.height - 30 * 1.255 / 1.365) <= 1.0 / 3, "\(tag)")
        let star = try #require(Self.fitted("star", into: 30))
        #expect(star.size == Size(width: 30, height: 30))
    }

    /// Drawn at its font, `lock.doc.fill` inks what `doc.text.fill` does (11 pt semibold: 9.3 × 11.7 pt, at the same place).
    @Test func aLockedDocumentHasTheDocumentsFrame() throws {
        let font = Font.system(size: 11, weight: .semibold)
        #expect(SymbolMetricsTests.frame(.image(systemName: "lock.doc.fill"), font) == SymbolMetricsTests.frame(.image(systemName: "doc.text.fill"), font))
    }
}
