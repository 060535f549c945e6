import PlumbLayout
import PlumbSwiftUI
import Testing

/// The views and modifiers of the vocabulary laid out as SwiftUI lays them out.
@Suite struct VocabularyLayoutTests {
    private let canvas = LayoutHost(screenSize: Size(width: 200, height: 200), scale: 3)

    private func layout(_ source: String, in host: LayoutHost? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws
        -> PlacedView
    {
        let reading = try SnippetReader.read(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)", sourceLocation: sourceLocation)
        return LayoutEngine.layout(reading.root, in: host ?? canvas).withoutOrigins
    }

    private func frame(_ placed: PlacedView, _ color: String) throws -> Rect {
        try #require(placed.first(kind: .view("Color"), label: color)).frame
    }

    // MARK: alignmentGuide

    @Test(arguments: [
        "d in d[.trailing]", "$0[.trailing]", "d in d.width", "dimensions in return dimensions.width", "_ in 40",
        "d in d[.leading] + 20 * 2", "d in (d.width - 10) + 10",
    ])
    func anAlignmentGuideMovesTheViewInAVStack(closure: String) throws {
        let placed = try layout("""
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { \(closure) }
            }
            """)
        // The blue view's guide, 40 from its leading edge, lines up with the red view's leading
        // edge: the stack is 80 wide.
        #expect(try frame(placed, "red").minX - (try frame(placed, "blue").minX) == 40)
        #expect(placed.frame.size.width == 80)
    }

    @Test func aTopGuideInAnHStackAndABaselineScaled() throws {
        let placed = try layout("""
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20).alignmentGuide(.top) { _ in 5 }
                Color.green.frame(width: 20, height: 20).alignmentGuide(VerticalAlignment.top) { $0.height / 2 }
            }
            """)
        let red = try frame(placed, "red")
        #expect(try frame(placed, "blue").minY == red.minY - 5)
        #expect(try frame(placed, "green").minY == red.minY - 10)
        #expect(placed.frame.size.height == 30)
    }

    @Test func aBadgeOnACornerOfAZStackWidensIt() throws {
        let placed = try layout("""
            ZStack(alignment: .topTrailing) {
                Color.red.frame(width: 40, height: 40)
                Color.blue.frame(width: 10, height: 10)
                    .alignmentGuide(.top) { d in d[.bottom] }
                    .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
            }
            """)
        #expect(placed.frame.size == Size(width: 45, height: 50))
        let red = try frame(placed, "red")
        let blue = try frame(placed, "blue")
        #expect(blue.maxY == red.minY)
        #expect(blue.minX + 5 == red.maxX)
    }

    @Test func aGuideSurvivesPaddingAroundIt() throws {
        let placed = try layout("""
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 40, height: 10)
                Color.blue.frame(width: 40, height: 10).alignmentGuide(.leading) { _ in 10 }.padding(.leading, 4)
            }
            """)
        // The padded view's leading guide is the blue view's, 4 further in.
        #expect(try frame(placed, "red").minX - (try frame(placed, "blue").minX) == 10)
    }

    @Test func aListRowSeparatorGuideOnlyDraws() throws {
        let reading = try SnippetReader.read("Text(\"Row\").alignmentGuide(.listRowSeparatorLeading) { d in d[.leading] }")
        #expect(reading.issues.isEmpty)
        #expect(reading.root.kind == .view("Text"))
    }

    @Test(arguments: ["Color.red.alignmentGuide(.myCustom) { d in d[.top] }", "Color.red.alignmentGuide(.top) { d in offset }"])
    func aCustomAlignmentOrComputedGuideIsOpaque(source: String) throws {
        let reading = try SnippetReader.read(source)
        #expect(reading.root.isOpaque)
        #expect(reading.root.children.first?.kind == .view("Color"))
    }

    // MARK: List rows

    @Test(arguments: ["EdgeInsets()", ".init()", "EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)"])
    func listRowInsetsSetTheRowsInsets(insets: String) throws {
        let device = LayoutHost(screenSize: Size(width: 390, height: 400), scale: 3)
        let placed = try layout("List { Color.red.frame(height: 60).listRowInsets(\(insets)) }", in: device)
        let row = try #require(placed.first(kind: .view("ListRow")))
        #expect(try frame(placed, "red") == row.frame)
        #expect(row.frame.size.height == 60)
    }

    @Test func listRowInsetsKeepTheMinimumRowHeight() throws {
        let placed = try layout("List { Color.red.frame(height: 10).listRowInsets(EdgeInsets(top: 2, leading: 8, bottom: 2, trailing: 8)) }")
        let row = try #require(placed.first(kind: .view("ListRow")))
        #expect(row.frame.size.height == ListRowLayout.minimumHeight)
        #expect(try frame(placed, "red").minX == row.frame.minX + 8)
    }

    // MARK: Controls

    @Test func progressViewsInTheirStyles() throws {
        let circular = try layout("ProgressView()")
        #expect(circular.frame.size == Size(width: 20, height: 20))
        let large = try layout("ProgressView().controlSize(.large)")
        #expect(large.frame.size == Size(width: 37, height: 37))
        let linear = try layout("ProgressView(value: 0.5).frame(width: 120)")
        #expect(try #require(linear.first(kind: .view("ProgressView"))).frame.size == Size(width: 120, height: 4))
        let styled = try layout("ProgressView().progressViewStyle(.linear).padding(.horizontal, 20)")
        #expect(try #require(styled.first(kind: .view("ProgressView"))).frame.size == Size(width: 160, height: 4))
    }

    @Test func aProgressViewWithALabelIsOpaqueAroundIt() throws {
        let reading = try SnippetReader.read("ProgressView(\"Loading\")")
        #expect(reading.root.isOpaque)
        let labelled = try SnippetReader.read("ProgressView(value: 0.3) { Text(\"Copying\") }")
        #expect(labelled.root.isOpaque && labelled.root.children.first?.label == "Copying")
    }

    @Test func aLinkIsItsLabelAndTakesAButtonStyle() throws {
        let link = try layout("Link(\"Docs\", destination: url)")
        let button = try layout("Button(\"Docs\") {}")
        #expect(link.frame == button.frame)
        #expect(link.kind == .view("Link") && link.role == .control)
        let bordered = try layout("Link(destination: url) { Text(\"Docs\") }.buttonStyle(.bordered)")
        #expect(bordered.frame.size.height == button.frame.size.height + 14)
    }

    @Test func labeledContentPutsItsValueAtTheTrailingEdge() throws {
        let placed = try layout("LabeledContent(\"Name\", value: \"Plumb\").frame(width: 180)")
        let name = try #require(placed.first(kind: .view("Text"), label: "Name"))
        let value = try #require(placed.first(kind: .view("Text"), label: "Plumb"))
        #expect(name.frame.minX == 10)
        #expect(value.frame.maxX == 190)
    }

    @Test func aToggleWithItsLabelHiddenIsTheSwitch() throws {
        let placed = try layout("Toggle(\"Wi-Fi\", isOn: $on).labelsHidden()")
        #expect(placed.frame.size == ToggleLayout.switchSize)
        #expect(placed.first(kind: .view("Text")) == nil)
    }

    @Test func aControlSizeChangesOnlyTheControlsItSizes() throws {
        let text = try SnippetReader.read("VStack { Text(\"A\"); Button(\"B\") {} }.controlSize(.small)")
        #expect(text.issues.isEmpty)
        let bordered = try SnippetReader.read("VStack { Text(\"A\"); Button(\"B\") {}.buttonStyle(.bordered) }.controlSize(.small)")
        #expect(bordered.issues.map(\.message) == ["controlSize 'small' is not modelled"])
        #expect(!bordered.root.isOpaque)
    }

    // MARK: Text

    @Test func textCaseChangesTheText() throws {
        let placed = try layout("Text(\"Settings\").textCase(.uppercase)")
        #expect(placed.label == "SETTINGS")
        #expect(placed.frame.size.width > (try layout("Text(\"Settings\")")).frame.size.width)
    }

    @Test func aRoundedDesignIsSFProAndASerifOneIsNotMeasured() throws {
        #expect(try layout("Text(\"Plumb\").fontDesign(.rounded)") == (try layout("Text(\"Plumb\")")))
        let serif = try SnippetReader.read("Text(\"Plumb\").fontDesign(.serif)")
        #expect(serif.root.isOpaque)
        #expect(try layout("Text(\"Plumb\").fontWidth(.standard)") == (try layout("Text(\"Plumb\")")))
    }

    // MARK: Containers and shapes

    @Test func toolbarTitleDisplayModeIsNavigationBarTitleDisplayMode() throws {
        let device = LayoutHost(screenSize: Size(width: 390, height: 600), scale: 3)
        let modern = try layout("NavigationStack { Color.red.navigationTitle(\"T\").toolbarTitleDisplayMode(.inline) }", in: device)
        let older = try layout("NavigationStack { Color.red.navigationTitle(\"T\").navigationBarTitleDisplayMode(.inline) }", in: device)
        #expect(try frame(modern, "red") == (try frame(older, "red")))
        let large = try layout("NavigationStack { Color.red.navigationTitle(\"T\") }", in: device)
        #expect(try frame(modern, "red").minY < (try frame(large, "red")).minY)
    }

    @Test(arguments: [
        "LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)",
        "RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10)",
        "Color.clear.background(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))",
    ])
    func gradientsFillWhatTheyAreOffered(source: String) throws {
        let placed = try layout("\(source).frame(width: 50, height: 30)")
        #expect(placed.allViews.filter { !$0.kind.isModifier }.allSatisfy { $0.frame.size == Size(width: 50, height: 30) })
    }

    @Test func viewsThatHoldTheirContentAsItIs() throws {
        let plain = try layout("Text(\"A\")")
        #expect(try layout("AnyView(Text(\"A\"))") == plain)
        #expect(try layout("ScrollViewReader { proxy in Text(\"A\") }") == plain)
        #expect(try layout("TimelineView(.everyMinute) { context in Text(\"A\") }") == plain)
    }
}
