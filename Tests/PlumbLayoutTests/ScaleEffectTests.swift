import PlumbCore
@testable import PlumbLayout
import Testing

/// `.scaleEffect` scales what is drawn, not the layout: the modifier keeps its unscaled frame
/// (its parent lays it out as if unscaled), and the views below it are reported where they are
/// drawn, scaled about the anchor (GoodSwiftUI's switches, `Benchmarks/fidelity/`: a 51 × 31-pt
/// switch scaled to 44 × 28 pt draws its track 45.7 × 28.3 pt, 2.7 pt in).
@Suite struct ScaleEffectTests {
    static let host = LayoutHost(screenSize: Size(width: 300, height: 300), scale: 3)

    static func near(_ rect: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Bool {
        guard let rect else { return false }
        return [rect.minX - x, rect.minY - y, rect.size.width - width, rect.size.height - height].allSatisfy { abs($0) < 0.001 }
    }

    @Test func aScaledSwitchIsDrawnSmallerAboutItsCentreAndLaidOutAtItsOwnSize() throws {
        let toggle = ViewNode(kind: .view("Toggle"), layout: ToggleLayout(labelHidden: true), children: [.text("Wi-Fi")])
        let row = ViewNode.hStack(spacing: 0, [toggle.scaleEffect(x: 44.0 / 51, y: 28.0 / 31), .color("red").frame(width: 10, height: 10)])
            .fixedSize()
        let placed = LayoutEngine.layout(row, in: Self.host)
        let effect = try #require(placed.first(kind: .modifier("scaleEffect")))
        let drawn = try #require(placed.first(kind: .view("Toggle")))
        #expect(effect.frame.size == Size(width: 51, height: 31), "laid out unscaled")
        #expect(Self.near(drawn.frame, effect.frame.minX + 3.5, effect.frame.minY + 1.5, 44, 28), "\(drawn.frame)")
        let red = try #require(placed.first(kind: .view("Color")))
        #expect(red.frame.minX == effect.frame.maxX, "its neighbour stands after the unscaled frame")
    }

    @Test func aTextScaledFromItsTopLeadingCornerIsDrawnLargerWithItsLines() throws {
        let text = ViewNode.text("Hello").font(.system(size: 10))
        let column = ViewNode.vStack(alignment: .leading, spacing: 0, [text.scaleEffect(x: 2, y: 2, anchor: .topLeading), .text("Below")])
            .frame(width: 300, height: 300, alignment: .topLeading)
        let placed = LayoutEngine.layout(column, in: Self.host)
        let effect = try #require(placed.first(kind: .modifier("scaleEffect"))).frame
        let hello = try #require(placed.first(kind: .view("Text"), label: "Hello"))
        #expect(hello.frame.origin == effect.origin)
        #expect(abs(hello.frame.size.width - 2 * effect.size.width) < 0.001 && abs(hello.frame.size.height - 2 * effect.size.height) < 0.001)
        let line = try #require(hello.textLines(scale: 3).first)
        #expect(line.pointSize == 20)
        let below = try #require(placed.first(kind: .view("Text"), label: "Below"))
        #expect(below.frame.minY == effect.maxY, "the next view follows the unscaled text")
    }

    @Test func aNegativeScaleFlipsTheDrawingAcrossTheAnchor() throws {
        let pair = ViewNode.hStack(spacing: 0, [.color("red").frame(width: 10, height: 20), .color("blue").frame(width: 30, height: 20)])
        let placed = LayoutEngine.layout(pair.scaleEffect(x: -1, anchor: .leading).frame(width: 300, height: 300, alignment: .topLeading).padding(.leading, 100), in: Self.host)
        let effect = try #require(placed.first(kind: .modifier("scaleEffect"))).frame
        let red = try #require(placed.first(kind: .view("Color"), label: "red")).frame
        #expect(Self.near(red, effect.minX - 10, effect.minY, 10, 20), "\(red), from \(effect)")
    }
}
