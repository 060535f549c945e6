import PlumbCore
import PlumbLayout
import Testing

/// One test or more per modifier.
@Suite struct ModifierTests {
    let host = LayoutHost(screenSize: Size(width: 300, height: 300), scale: 3)

    func layout(_ view: ViewNode) -> PlacedView {
        LayoutEngine.layout(view, in: host)
    }

    static let square = ViewNode.color("red").frame(width: 40, height: 40)

    @Test func paddingInsetsTheProposalAndGrowsTheSize() throws {
        let placed = layout(Self.square.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(placed.frame.size == Size(width: 46, height: 44))
        let red = try #require(placed.first(kind: .view("Color"))).frame
        #expect(red.minX - placed.frame.minX == 2)
        #expect(red.minY - placed.frame.minY == 1)
        let flexible = layout(ViewNode.color("red").padding(.horizontal, 10))
        #expect(flexible.first(kind: .view("Color"))?.frame.size == Size(width: 280, height: 300))
    }

    @Test func fixedFrameProposesAndAligns() throws {
        let placed = layout(ViewNode.text("Hi").frame(width: 100, height: 50, alignment: .topLeading))
        #expect(placed.frame.size == Size(width: 100, height: 50))
        let text = try #require(placed.first(kind: .view("Text"))).frame
        #expect(text.minX == placed.frame.minX && text.minY == placed.frame.minY)
        let half = layout(ViewNode.color("red").frame(height: 20))
        #expect(half.frame.size == Size(width: 300, height: 20), "an unset dimension passes through")
    }

    @Test func flexibleFrameClampsTheProposal() {
        #expect(layout(ViewNode.color("red").frame(maxWidth: .infinity, maxHeight: 100)).frame.size == Size(width: 300, height: 100))
        #expect(layout(ViewNode.text("Hi").frame(minWidth: 200)).frame.size.width == 200)
        #expect(layout(ViewNode.color("red").frame(minWidth: 400)).frame.size.width == 400)
        let ideal = layout(ViewNode.color("red").frame(idealWidth: 70, idealHeight: 30).fixedSize())
        #expect(ideal.frame.size == Size(width: 70, height: 30))
    }

    @Test func flexibleFrameNormalisesItsBounds() {
        let bounds = FlexFrameLayout.Bounds(min: -5, ideal: 2, max: 1)
        #expect(bounds.min == 0)
        #expect(bounds.ideal == 2)
        #expect(bounds.max == 2)
    }

    @Test func fixedSizeGivesTheIdealSize() throws {
        let sentence = "A sentence much too long for its frame"
        let wrapped = layout(ViewNode.text(sentence).frame(width: 100)).first(kind: .view("Text"))
        let fixed = layout(ViewNode.text(sentence).fixedSize(horizontal: true, vertical: false).frame(width: 100)).first(kind: .view("Text"))
        #expect((wrapped?.frame.size.width ?? 0) <= 100)
        #expect((fixed?.frame.size.width ?? 0) > 100)
        #expect((fixed?.frame.size.height ?? 0) < (wrapped?.frame.size.height ?? 0))
    }

    @Test func aspectRatioFitsAndFills() {
        #expect(layout(ViewNode.color("red").aspectRatio(2)).frame.size == Size(width: 300, height: 150))
        #expect(layout(ViewNode.color("red").aspectRatio(0.5)).frame.size == Size(width: 150, height: 300))
        #expect(layout(ViewNode.color("red").aspectRatio(2, contentMode: .fill)).frame.size == Size(width: 600, height: 300))
        let ideal = layout(ViewNode.color("red").frame(idealWidth: 40, idealHeight: 20).aspectRatio().frame(width: 100))
        #expect(ideal.first(kind: .modifier("aspectRatio"))?.frame.size == Size(width: 100, height: 50))
    }

    @Test func offsetMovesWithoutChangingLayout() throws {
        let placed = layout(.hStack([Self.square.offset(x: 5, y: -7), Self.square]))
        let colors = placed.all(kind: .view("Color")).map(\.frame)
        #expect(colors[0].minX == placed.frame.minX + 5)
        #expect(colors[0].minY == placed.frame.minY - 7)
        #expect(colors[1].minX == placed.frame.minX + 48, "the neighbour does not move")
    }

    @Test func overlayAndBackgroundTakeThePrimarySize() throws {
        let placed = layout(Self.square.overlay(.text("Badge"), alignment: .topTrailing).background(.color("blue")))
        #expect(placed.frame.size == Size(width: 40, height: 40))
        let blue = try #require(placed.first(kind: .view("Color"), label: "blue"))
        #expect(blue.frame == placed.frame)
        let badge = try #require(placed.first(kind: .view("Text"))).frame
        #expect(abs(badge.maxX - placed.frame.maxX) < 1e-9, "aligned top trailing")
        #expect(badge.minY == placed.frame.minY)
    }

    @Test func safeAreaInsetTakesTheEdgeAndShrinksTheView() throws {
        let placed = layout(ViewNode.color("red").safeAreaInset(edge: .bottom, spacing: 0, ViewNode.color("blue").frame(height: 50)))
        let red = try #require(placed.first(kind: .view("Color"), label: "red")).frame
        let blue = try #require(placed.first(kind: .view("Color"), label: "blue")).frame
        #expect(red == Rect(x: 0, y: 0, width: 300, height: 250))
        #expect(blue == Rect(x: 0, y: 250, width: 300, height: 50))
        let spaced = layout(ViewNode.color("red").safeAreaInset(edge: .top, ViewNode.color("blue").frame(height: 50)))
        #expect(spaced.first(kind: .view("Color"), label: "red")?.frame.minY == 58, "default: the pair's spacing, 8")
    }

    @Test func safeAreaPaddingLaysOutLikePadding() {
        let padded = layout(ViewNode.color("red").safeAreaPadding(.horizontal, 20))
        #expect(padded.first(kind: .view("Color"))?.frame == Rect(x: 20, y: 0, width: 260, height: 300))
    }

    @Test func containerRelativeFrameUsesTheContainer() {
        let placed = layout(ViewNode.color("red").containerRelativeFrame([.horizontal], count: 4, span: 1, spacing: 12))
        #expect(placed.frame.size == Size(width: (300 - 36) / 4, height: 300))
        #expect(ContainerRelativeFrameLayout(axes: [.vertical], count: 2, span: 2, spacing: 10).length(in: 100) == 100)
    }

    @Test func fontAndDynamicTypeSizeChangeTheText() throws {
        let body = layout(.text("Hi")).frame.size.height
        let title = layout(ViewNode.text("Hi").font(.style(.largeTitle))).frame.size.height
        let huge = layout(ViewNode.text("Hi").dynamicTypeSize(.accessibility5)).frame.size.height
        let bold = layout(ViewNode.text("Hi").fontWeight(.bold)).frame.size.width
        #expect(title > body)
        #expect(huge > title)
        #expect(bold > layout(.text("Hi")).frame.size.width)
    }

    /// `.font(.title).bold()`: the weight set around a font with none of its own is the font's
    /// (a render draws this title bold, `docs/layout-fidelity.md`); a font's own weight stands.
    @Test func aWeightSetAroundAFontWithoutOneIsItsWeight() {
        func weight(_ view: ViewNode) -> FontWeight? { layout(view).first(kind: .view("Text"))?.laidOutText?.weight }
        #expect(weight(ViewNode.text("Hi").font(.style(.title)).fontWeight(.bold)) == .bold)
        #expect(weight(ViewNode.text("Hi").fontWeight(.bold).font(.style(.title))) == .bold)
        #expect(weight(ViewNode.text("Hi").font(Font.style(.title).weight(.light)).fontWeight(.bold)) == .light)
    }

    @Test func lineLimitCapsTheLines() {
        let sentence = String(repeating: "word ", count: 40)
        let one = layout(ViewNode.text(sentence).lineLimit(1)).frame.size.height
        let three = layout(ViewNode.text(sentence).lineLimit(3)).frame.size.height
        #expect(abs(three - 3 * one) < 1e-9)
    }

    @Test func drawingModifiersKeepTheLayout() {
        let plain = layout(Self.square)
        for view in [Self.square.clipShape("Circle()"), Self.square.contentShape("Rectangle()")] {
            let placed = layout(view)
            #expect(placed.frame == plain.frame)
            #expect(placed.children.first?.frame == plain.frame)
        }
    }

    @Test func ignoresSafeAreaOnlyGrowsEdgesThatTouchIt() throws {
        let host = LayoutHost(screenSize: Size(width: 100, height: 200), safeAreaInsets: EdgeInsets(top: 20, bottom: 10), scale: 2)
        let view = ViewNode.vStack(spacing: 0, [ViewNode.color("red").ignoresSafeArea(), ViewNode.color("blue").frame(height: 50)])
        let placed = LayoutEngine.layout(view, in: host)
        let red = try #require(placed.first(kind: .view("Color"), label: "red")).frame
        #expect(red == Rect(x: 0, y: 0, width: 100, height: 140), "grows to the top, not past the blue view")
        let bottomOnly = LayoutEngine.layout(ViewNode.color("red").ignoresSafeArea(.bottom), in: host)
        #expect(bottomOnly.first(kind: .view("Color"))?.frame == Rect(x: 0, y: 20, width: 100, height: 180))
    }
}

/// Degenerate input lays out without crashing.
@Suite struct DegenerateLayoutTests {
    let host = LayoutHost(screenSize: Size(width: 300, height: 300), scale: 3)

    @Test func adaptiveItemsWithNoRealMinimum() {
        for minimum in [0.0, -8, -100] {
            let tracks = GridItem.tracks([GridItem(.adaptive(minimum: minimum))], in: 300)
            #expect(!tracks.isEmpty && tracks.count <= 1000)
        }
    }

    @Test func lineLimitBelowOneShowsOneLine() {
        let one = LayoutEngine.layout(ViewNode.text("a b c").lineLimit(1).frame(width: 5), in: host).first(kind: .view("Text"))
        let zero = LayoutEngine.layout(ViewNode.text("a b c").lineLimit(0).frame(width: 5), in: host).first(kind: .view("Text"))
        #expect(zero?.frame.size.height == one?.frame.size.height)
    }

    @Test func infiniteMinimumIsIgnored() {
        #expect(FlexFrameLayout.Bounds(min: .infinity).min == nil)
        #expect(LayoutEngine.layout(ViewNode.text("x").frame(minWidth: .infinity), in: host).frame.size.width.isFinite)
    }

    @Test func nonFiniteFramesAreNullInJSON() {
        let placed = LayoutEngine.layout(.hStack([.spacer(minLength: .infinity), .color("red")]), in: host)
        let json = placed.json(canvas: host.screenSize)
        #expect(!json.contains("inf") && !json.contains("nan"))
        #expect(json.contains("null"))
    }
}
