import PlumbCore
import PlumbLayout
import Testing

/// A frame measured from a GeometryReader's size is resolved by that reader as it places its
/// content, and is opaque anywhere else.
@Suite struct MeasuredFrameTests {
    let host = LayoutHost(screenSize: Size(width: 300, height: 300), scale: 3)
    let closure = SourcePosition(file: "Gauge.swift", line: 4, column: 25)

    @Test func theReaderItNamesResolvesItForItsSize() throws {
        let half = GuideValue(.width) * 0.5
        let bar = ViewNode.color("blue").measuredFrame(reader: closure, [.width: half, .height: GuideValue(constant: 20)])
        let placed = LayoutEngine.layout(
            .vStack(spacing: 0, [ViewNode.color("red").frame(height: 100), .geometryReader([bar], closure: closure)]), in: host)
        let frame = try #require(placed.allViews.last { $0.kind == .modifier("frame") })
        #expect(frame.frame.size == Size(width: 150, height: 20))
        #expect(!frame.isOpaque)
        // Flexible: at least half the reader's height.
        let tall = ViewNode.text("Hi").measuredFrame(reader: closure, [.minHeight: GuideValue(.height) * 0.5, .maxWidth: GuideValue(constant: .infinity)])
        let filled = LayoutEngine.layout(.geometryReader([tall], closure: closure), in: host)
        #expect(filled.children.first?.frame.size == Size(width: 300, height: 150))
    }

    @Test func apartFromItsReaderItIsOpaque() throws {
        let bar = ViewNode.color("blue").measuredFrame(reader: closure, [.width: GuideValue(.width)])
        for tree in [bar, .geometryReader([bar], closure: SourcePosition(file: "Other.swift", line: 1, column: 1)), .geometryReader([bar])] {
            let placed = LayoutEngine.layout(tree, in: host)
            #expect(placed.allViews.contains { $0.kind == .modifier("frame") && $0.isOpaque })
        }
    }
}
