import PlumbCore
import PlumbLayout
import Testing

/// The cases of layout-cases.json about grids, text, devices and controls.
@Suite struct LayoutCasesMoreTests {
    static func cells(_ count: Int) -> [ViewNode] {
        (0..<count).map { _ in ViewNode.color("red").frame(height: 50) }
    }

    @Test func fixedPlusAdaptiveColumns() throws {
        let c = try LayoutCase.named("objcio-grid-fixed-plus-adaptive")
        let grid = ViewNode.lazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], Self.cells(6))
            .frame(width: 200)
        let placed = LayoutEngine.layout(grid, in: canvas(200, 400))
        let cells = placed.all(kind: .modifier("frame")).dropFirst()
        let first = try #require(placed.first(kind: .view("LazyVGrid")))
        #expect(cells.count == 6)
        for (index, cell) in cells.prefix(3).enumerated() {
            let expected = try c.frame("col\(index)")
            expectFrame(cell, ExpectedFrame(x: expected.x.map { $0 + first.frame.minX }, y: nil, w: expected.w, h: nil))
        }
    }

    @Test func adaptiveColumnsIn300() throws {
        let c = try LayoutCase.named("fatbobman-grid-adaptive-300")
        let tracks = GridItem.tracks([GridItem(.adaptive(minimum: 50, maximum: 100))], in: 300)
        #expect(Double(tracks.count) == (try c.number("columns")))
        for track in tracks {
            #expect(abs(track.length - (try c.number("columnWidth"))) < Tolerance.exact)
            #expect(track.gap == (try c.number("spacing")))
        }
    }

    @Test func adaptiveColumnsOnIPhone15() throws {
        let c = try LayoutCase.named("grid-adaptive-100-iphone15")
        let grid = ViewNode.lazyVGrid(columns: [GridItem(.adaptive(minimum: 100))], Self.cells(3)).padding()
        let placed = LayoutEngine.layout(grid, in: TestDevice.iPhone15.host(landscape: false))
        let cells = placed.all(kind: .modifier("frame"))
        #expect(Double(cells.count) == (try c.number("columns")))
        for (index, cell) in cells.enumerated() {
            #expect(abs(cell.frame.minX - (try c.number("col\(index).x"))) <= Tolerance.inferred)
            #expect(abs(cell.frame.size.width - (try c.number("columnWidth"))) <= Tolerance.inferred)
        }
    }

    @Test func textBetweenRectanglesHasUnequalGaps() throws {
        let c = try LayoutCase.named("text-between-rects-spacing")
        let rectangle = ViewNode.shape("Rectangle").frame(width: 150, height: 30)
        let view = ViewNode.vStack([rectangle, .text("Fat"), rectangle])
        let placed = LayoutEngine.layout(view, in: TestDevice.iPhone15.host(landscape: false))
        let frames = placed.all(kind: .modifier("frame")).map(\.frame)
        let text = try #require(placed.first(kind: .view("Text"))).frame
        // Frames are on the @3x grid, so each gap is within a pixel of the fixture's value.
        #expect(abs(text.minY - frames[0].maxY - (try c.number("gapAboveText"))) <= Tolerance.inferred)
        #expect(abs(frames[1].minY - text.maxY - (try c.number("gapBelowText"))) <= Tolerance.inferred)
        #expect(abs(text.size.height - (try c.number("textHeight"))) <= Tolerance.exact)
        // The spacing itself, before rounding, matches to the fixture's precision.
        let metrics = FontMetrics(pointSize: 17, grid: PixelGrid(scale: 3))
        let above = ViewSpacing.standard.distance(to: metrics.textSpacing, along: .vertical)
        let below = metrics.textSpacing.distance(to: .standard, along: .vertical)
        #expect(abs(above - (try c.number("gapAboveText"))) < 0.001)
        #expect(abs(below - (try c.number("gapBelowText"))) < 0.001)
    }

    @Test func bodyTextHeightOnEachScale() throws {
        let c = try LayoutCase.named("text-body-height")
        for (scale, key) in [(3.0, "Text.height@3x"), (2.0, "Text.height@2x")] {
            let host = LayoutHost(screenSize: Size(width: 393, height: 759), scale: scale)
            let placed = LayoutEngine.layout(ViewNode.text("Hello").font(.style(.body)), in: host)
            let text = try #require(placed.first(kind: .view("Text")))
            #expect(abs(text.frame.size.height - (try c.number(key))) < Tolerance.exact)
        }
    }

    @Test func defaultButtonIsOnlyAsTallAsItsLabel() throws {
        let c = try LayoutCase.named("button-default-too-small")
        let placed = LayoutEngine.layout(.button(label: .text("OK")), in: TestDevice.iPhone15.host(landscape: false))
        let button = try #require(placed.first(kind: .view("Button")))
        #expect(abs(button.frame.size.height - (try c.number("Button.height@3x"))) < Tolerance.exact)
        #expect(String(button.frame.size.height >= 44 && button.frame.size.width >= 44) == (try c.string("passes44pt")))
    }

    @Test func viewThatFitsPicksTheFirstThatFits() throws {
        let c = try LayoutCase.named("viewthatfits-picks-first-fitting")
        let view = ViewNode.viewThatFits([
            .color("red").frame(width: 500, height: 50), .color("blue").frame(width: 100, height: 50),
        ])
        let placed = LayoutEngine.layout(view, in: TestDevice.iPhone15.host(landscape: false))
        #expect(placed.children.count == 1)
        let chosen = try #require(placed.first(kind: .view("Color"), label: try c.string("chosen")))
        expectFrame(chosen, try c.frame("size"))
        #expect(placed.first(kind: .view("Color"), label: "red") == nil)
    }

    @Test func containerRelativeFrameSpansTwoOfThree() throws {
        let c = try LayoutCase.named("container-relative-frame-3-2")
        let items = (0..<5).map { _ in
            ViewNode.color("red").containerRelativeFrame([.horizontal], count: 3, span: 2, spacing: 10)
        }
        let view = ViewNode.scrollView([.horizontal], [.hStack(spacing: 10, items)])
        let placed = LayoutEngine.layout(view, in: TestDevice.iPhone15.host(landscape: false))
        let colors = placed.all(kind: .view("Color"))
        #expect(colors.count == 5)
        for color in colors {
            #expect(abs(color.frame.size.width - (try c.number("itemWidth"))) <= Tolerance.inferred)
        }
    }

    @Test func aOneLineListRowIsTheRenderedHeight() throws {
        let c = try LayoutCase.named("list-row-height-render")
        let placed = LayoutEngine.layout(.list([.text("San Francisco")]), in: canvas(390, 844))
        let row = try #require(placed.first(kind: .view("ListRow")))
        let text = try #require(placed.first(kind: .view("Text")))
        #expect(row.frame.size.height == (try c.number("row.h")))
        #expect(row.frame.minX == (try c.number("card.x")))
        #expect(text.frame.minX == (try c.number("content.x")))
    }
}

/// The device-root cases: the root is proposed the screen less the safe area.
@Suite struct DeviceRootCasesTests {
    @Test(arguments: [
        ("device-root-iphone-se3", "iphone-se-4-7"), ("device-root-iphone-15", "iphone-15"),
        ("device-root-ipadpro11-m4", "ipad-pro-11-m4"),
    ])
    func rootFillsTheSafeArea(id: String, deviceID: String) throws {
        let c = try LayoutCase.named(id)
        let placed = LayoutEngine.layout(.color("red"), in: TestDevice.named(deviceID).host(landscape: false))
        expectFrame(placed, try c.frame("red"))
        #expect(placed.frame.size.width == c.proposalWidth)
        #expect(placed.frame.size.height == c.proposalHeight)
    }

    @Test func paddedRootOnIPhone15() throws {
        let c = try LayoutCase.named("device-root-padding-iphone-15")
        let placed = LayoutEngine.layout(ViewNode.color("red").padding(), in: TestDevice.iPhone15.host(landscape: false))
        expectFrame(placed.first(kind: .view("Color")), try c.frame("red"), tolerance: Tolerance.inferred)
    }

    @Test func ignoringTheSafeAreaFillsTheScreen() throws {
        let c = try LayoutCase.named("device-root-ignores-safe-area")
        let placed = LayoutEngine.layout(
            ViewNode.color("red").ignoresSafeArea(), in: TestDevice.iPhone15.host(landscape: false))
        expectFrame(placed.first(kind: .view("Color")), try c.frame("red"))
    }
}
