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
