import PlumbCore
import PlumbLayout
import Testing

/// One test or more per view.
@Suite struct ViewTests {
    let host = LayoutHost(screenSize: Size(width: 300, height: 300), scale: 3)

    func layout(_ view: ViewNode, in host: LayoutHost? = nil) -> PlacedView {
        LayoutEngine.layout(view, in: host ?? self.host)
    }

    @Test func shapesTakeTheProposalAndTenWhereUnspecified() throws {
        for kind in ["Rectangle", "RoundedRectangle", "Circle", "Capsule"] {
            #expect(layout(.shape(kind)).frame.size == Size(width: 300, height: 300))
            let ideal = layout(ViewNode.shape(kind).fixedSize()).first(kind: .view(kind))
            #expect(ideal?.frame.size == Size(width: 10, height: 10))
        }
        #expect(layout(.color("red")).frame.size == Size(width: 300, height: 300))
    }

    @Test func spacerOutsideAStackTakesBothDimensions() {
        #expect(layout(.spacer()).frame.size == Size(width: 300, height: 300))
        let ideal = layout(ViewNode.spacer(minLength: 20).fixedSize()).first(kind: .view("Spacer"))
        #expect(ideal?.frame.size == Size(width: 20, height: 20))
    }

    @Test func spacerInAVStackIsZeroWide() throws {
        let placed = layout(.vStack([.color("red").frame(width: 50, height: 50), .spacer()]))
        let spacer = try #require(placed.first(kind: .view("Spacer")))
        #expect(spacer.frame.size.width == 0)
        #expect(spacer.frame.size.height == 250)
        #expect(placed.frame.size.height == 300, "a stack holding a Spacer takes the whole length")
    }

    /// A stack holding a Spacer is unbounded along its axis, so a stack along the same axis sizes
    /// its fixed siblings first and gives it all they leave, wherever it stands among them; its
    /// Spacers take what its text does not.
    @Test(arguments: [0, 1, 2])
    func aStackHoldingASpacerTakesWhatItsFixedSiblingsLeave(position: Int) throws {
        let centred = ViewNode.hStack([.spacer(), .text("Short"), .spacer()])
        var children: [ViewNode] = [.color("red").frame(width: 30, height: 30), .color("blue").frame(width: 40, height: 30)]
        children.insert(centred, at: position)
        let placed = layout(.hStack(spacing: 0, children))
        let inner = try #require(placed.children.first { $0.kind == .view("HStack") })
        #expect(inner.frame.size.width == 230)
        let spacers = inner.allViews.filter { $0.kind == .view("Spacer") }
        #expect(spacers.count == 2 && spacers[0].frame.size.width == spacers[1].frame.size.width)
        #expect(spacers[0].frame.size.width > 80)
    }

    @Test func dividerIsOnePixelAcrossItsStack() throws {
        let vertical = layout(.vStack([.color("red"), .divider(), .color("blue")])).first(kind: .view("Divider"))
        #expect(vertical?.frame.size.width == 300)
        #expect(abs((vertical?.frame.size.height ?? 0) - 1 / 3.0) < 1e-9)
        let horizontal = layout(.hStack([.color("red"), .divider(), .color("blue")])).first(kind: .view("Divider"))
        #expect(horizontal?.frame.size.height == 300)
        let accessible = LayoutHost(screenSize: Size(width: 300, height: 300), scale: 3, dynamicTypeSize: .accessibility1)
        #expect(layout(.vStack([.divider()]), in: accessible).first(kind: .view("Divider"))?.frame.size.height == 1)
    }

    @Test func hstackDefaultSpacingBetweenTextAndShapeIsEight() throws {
        let placed = layout(.hStack([.color("red").frame(width: 20, height: 20), .text("Hi")]))
        let red = try #require(placed.first(kind: .view("Color"))).frame
        let text = try #require(placed.first(kind: .view("Text"))).frame
        #expect(text.minX - red.maxX == 8)
    }

    @Test func vstackTextGapsAreNotEight() throws {
        let placed = layout(.vStack([.color("red").frame(width: 20, height: 20), .text("Hi"), .text("There")]))
        let texts = placed.all(kind: .view("Text")).map(\.frame)
        let red = try #require(placed.first(kind: .view("Color"))).frame
        #expect(texts[0].minY - red.maxY != 8)
        #expect(texts[1].minY == texts[0].maxY, "text to text: no gap with SF Pro's zero leading")
    }

    @Test func framedTextSpacesLikeAShape() throws {
        let placed = layout(.vStack([.color("red").frame(width: 20, height: 20), ViewNode.text("Hi").frame(height: 30)]))
        let red = try #require(placed.first(kind: .view("Color"))).frame
        let frames = placed.all(kind: .modifier("frame"))
        #expect(frames.count == 2)
        #expect(frames[1].frame.minY - red.maxY == 8)
    }

    @Test func layoutPriorityIsSizedFirst() throws {
        let long = "A long title that will not fit beside the other one"
        let keep = "Keep this whole line"
        let measurer = TextMeasurer(font: .body, dynamicType: .large, grid: PixelGrid(scale: 3))
        let ideal = PixelGrid(scale: 3).ceil(measurer.width(of: keep))
        #expect(ideal > (300 - 8) / 2, "more than an even share, so only priority keeps it whole")
        let placed = layout(.hStack([.text(long), ViewNode.text(keep).layoutPriority(1)]))
        let kept = try #require(placed.first(kind: .view("Text"), label: keep))
        // Placed frames are rounded to the pixel grid: within a pixel of the ideal width.
        #expect(abs(kept.frame.size.width - ideal) <= 1.0 / 3 + 1e-9)
        let unprioritised = layout(.hStack([.text(long), .text(keep)])).first(kind: .view("Text"), label: keep)
        #expect((unprioritised?.frame.size.width ?? 0) < ideal)
    }

    @Test func zstackIsSizedByItsHighestPriorityChildren() throws {
        let placed = layout(.zStack([
            .color("red").frame(width: 40, height: 40), ViewNode.color("blue").frame(width: 100, height: 100).layoutPriority(-1),
        ]))
        #expect(placed.frame.size == Size(width: 40, height: 40))
    }

    @Test func symbolImageIsSizedByItsFont() throws {
        let body = layout(.image(systemName: "star")).frame.size
        let title = layout(ViewNode.image(systemName: "star").font(.style(.largeTitle))).first(kind: .view("Image"))?.frame.size
        #expect(abs(body.height - 20.333) < 0.001)
        #expect((title?.height ?? 0) > body.height)
        #expect(layout(.image(systemName: "star", resizable: true)).frame.size == Size(width: 300, height: 300))
    }

    @Test func buttonStylesAddABezel() throws {
        let plain = layout(.button(label: .text("OK"))).frame.size
        let bordered = layout(.button(style: .bordered, label: .text("OK"))).frame.size
        let prominent = layout(.button(style: .borderedProminent, label: .text("OK"))).frame.size
        #expect(bordered.height == plain.height + 14)
        #expect(abs(bordered.width - (plain.width + 24)) < 1e-9)
        #expect(prominent == bordered)
        #expect(layout(.button(label: .text("OK")).frame(minWidth: 44, minHeight: 44)).frame.size.height == 44)
    }

    @Test func toggleFillsTheWidthAndIsAtLeastTheSwitchTall() throws {
        let placed = layout(.toggle(label: .text("Wi-Fi")))
        #expect(placed.frame.size == Size(width: 300, height: 31))
        let label = try #require(placed.first(kind: .view("Text")))
        #expect(label.frame.minX == 0)
    }

    @Test func textFieldFillsTheWidthAndIsOneLineTall() throws {
        let plain = layout(.textField(prompt: "Name"))
        #expect(plain.frame.size.width == 300)
        #expect(abs(plain.frame.size.height - 20.333) < 0.001)
        let rounded = layout(.textField(prompt: "Name", roundedBorder: true))
        #expect(abs(rounded.frame.size.height - 34.333) < 0.001)
    }

    @Test func labelIsIconAndTitleEightApart() throws {
        let placed = layout(.label(title: "Inbox", systemImage: "tray"))
        let icon = try #require(placed.first(kind: .view("Image"))).frame
        let title = try #require(placed.first(kind: .view("Text"))).frame
        #expect(title.minX - icon.maxX == 8)
    }

    @Test func scrollViewFillsAndProposesIdealAlongItsAxis() throws {
        let placed = layout(.scrollView([.vertical], [.color("red"), .text("Below")]))
        #expect(placed.frame.size == Size(width: 300, height: 300))
        let red = try #require(placed.first(kind: .view("Color")))
        #expect(red.frame.size == Size(width: 300, height: 10), "unspecified height: a Color's 10")
        #expect(red.frame.minY == 0)
    }

    @Test func lazyStacksLayOutLikeStacks() {
        let children: [ViewNode] = [.color("red").frame(width: 30, height: 30), .text("Row")]
        let lazy = layout(.vStack(kind: .view("LazyVStack"), children))
        let eager = layout(.vStack(children))
        #expect(lazy.frame == eager.frame)
        #expect(lazy.children.map(\.frame) == eager.children.map(\.frame))
    }

    @Test func lazyHGridFillsRowsTopToBottom() throws {
        let placed = layout(.lazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], (0..<3).map { _ in .color("red").frame(width: 20) }))
        let cells = placed.all(kind: .modifier("frame")).map(\.frame)
        #expect(cells.count == 3)
        #expect(cells[1].minY - cells[0].minY == 48)
        #expect(cells[2].minX - cells[0].minX == 28)
    }

    @Test func anyLayoutOfAStackIsThatStack() {
        let children: [ViewNode] = [.color("red").frame(width: 30, height: 30), .color("blue").frame(width: 30, height: 30)]
        let any = layout(ViewNode(kind: .view("AnyLayout"), layout: StackLayout(axis: .vertical), children: children))
        #expect(any.children.map(\.frame) == layout(.vStack(children)).children.map(\.frame))
    }

    @Test func formSectionsAreInsetCardsWithRows() throws {
        let device = TestDevice.iPhone15
        let placed = layout(.list(kind: .view("Form"), [.section([.text("A"), .text("B")]), .section([.text("C")])]), in: device.host(landscape: false))
        let sections = placed.all(kind: .view("Section")).map(\.frame)
        #expect(sections.count == 2)
        #expect(sections[0].minX == 16)
        #expect(sections[0].size.width == 393 - 32)
        #expect(sections[0].size.height == 2 * ListRowLayout.minimumHeight)
        #expect(sections[1].minY - sections[0].maxY == ListLayout.sectionGap)
        let wide = layout(.list([.text("A")]), in: TestDevice.named("iphone-16-pro-max").host(landscape: false))
        #expect(wide.first(kind: .view("ListRow"))?.frame.minX == 20)
    }

    @Test func navigationStackBarTakesTheTopOfTheSafeArea() throws {
        let device = TestDevice.iPhone15
        let large = layout(.navigationStack(largeTitle: true, .color("red")), in: device.host(landscape: false))
        #expect(large.first(kind: .view("Color"))?.frame == Rect(x: 0, y: 59 + BarHeights.navigationBarWithLargeTitle, width: 393, height: 759 - 96))
        let inline = layout(.navigationStack(largeTitle: false, .color("red")), in: device.host(landscape: false))
        #expect(inline.first(kind: .view("Color"))?.frame.minY == 59 + BarHeights.navigationBar)
    }

    @Test func tabViewBarTakesTheBottom() throws {
        let device = TestDevice.iPhone15
        let placed = layout(.tabView([.color("red"), .color("blue")]), in: device.host(landscape: false))
        for color in placed.all(kind: .view("Color")) {
            #expect(color.frame == Rect(x: 0, y: 59, width: 393, height: 759 - BarHeights.tabBar))
        }
    }

    @Test func opaqueViewsPassTheirContentThrough() throws {
        let placed = layout(ViewNode.opaque(.modifier("kerning"), children: [ViewNode.color("red").frame(width: 40, height: 40)]))
        #expect(placed.isOpaque)
        #expect(placed.frame.size == Size(width: 40, height: 40))
        #expect(layout(.opaque(.view("Card"))).frame.size == .zero)
    }
}

/// Grid and GridRow.
@Suite struct GridTests {
    let host = LayoutHost(screenSize: Size(width: 300, height: 300), scale: 3)

    @Test func columnsAreAsWideAsTheirWidestCell() throws {
        let grid = ViewNode.grid([
            .gridRow([.color("a").frame(width: 30, height: 20), .color("b").frame(width: 50, height: 20)]),
            .gridRow([.color("c").frame(width: 60, height: 40), .color("d").frame(width: 10, height: 10)]),
        ])
        let placed = LayoutEngine.layout(grid, in: host)
        #expect(placed.frame.size == Size(width: 60 + 8 + 50, height: 20 + 8 + 40))
        let origin = placed.frame.origin
        let a = try #require(placed.first(kind: .view("Color"), label: "a")).frame
        let d = try #require(placed.first(kind: .view("Color"), label: "d")).frame
        #expect(a.minX == origin.x + 15, "centred in its 60pt column")
        #expect(d.minX == origin.x + 68 + 20 && d.minY == origin.y + 28 + 15)
        let rows = placed.all(kind: .view("GridRow")).map(\.frame)
        #expect(rows.map(\.size.height) == [20, 40])
    }

    @Test func flexibleCellsShareTheProposal() throws {
        let grid = ViewNode.grid(horizontalSpacing: 0, verticalSpacing: 0, [
            .gridRow([.color("a"), .color("b").frame(width: 100)]),
            .color("spanning").frame(height: 20),
        ])
        let placed = LayoutEngine.layout(grid, in: host)
        #expect(placed.frame.size == Size(width: 300, height: 300))
        #expect(placed.first(kind: .view("Color"), label: "a")?.frame.size.width == 200)
        #expect(placed.first(kind: .view("Color"), label: "spanning")?.frame.size.width == 300)
    }

    @Test func gridRowAloneIsAnHStack() {
        let cells: [ViewNode] = [.color("a").frame(width: 30, height: 30), .color("b").frame(width: 30, height: 30)]
        let row = LayoutEngine.layout(.gridRow(cells), in: host)
        #expect(row.children.map(\.frame) == LayoutEngine.layout(.hStack(cells), in: host).children.map(\.frame))
    }
}
