import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// The reader turns snippets into the same trees the builders make.
@Suite struct SnippetReaderTests {
    let canvas = LayoutHost(screenSize: Size(width: 200, height: 200), scale: 3)

    func read(_ source: String) throws -> SnippetReading {
        try SnippetReader.read(source)
    }

    func expectSameLayout(_ source: String, _ built: ViewNode, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let reading = try read(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)", sourceLocation: sourceLocation)
        #expect(
            LayoutEngine.layout(reading.root, in: canvas).withoutOrigins == LayoutEngine.layout(built, in: canvas),
            sourceLocation: sourceLocation)
    }

    @Test func stacksFramesAndBackgroundClosure() throws {
        try expectSameLayout(
            "HStack { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 50, height: 50) }.frame(width: 150, height: 150).background { Color.black }",
            ViewNode.hStack([ViewNode.color("red").frame(width: 50, height: 50), ViewNode.color("blue").frame(width: 50, height: 50)])
                .frame(width: 150, height: 150).background(.color("black")))
    }

    @Test func explicitSpacingAndAlignment() throws {
        try expectSameLayout(
            """
            VStack(alignment: .leading, spacing: 20) {
                Color.red.frame(maxWidth: 50, maxHeight: 50)
                HStack(alignment: .top, spacing: 30) { Color.green.frame(width: 40, height: 40) }
            }
            """,
            ViewNode.vStack(alignment: .leading, spacing: 20, [
                ViewNode.color("red").frame(maxWidth: 50, maxHeight: 50),
                .hStack(alignment: .top, spacing: 30, [ViewNode.color("green").frame(width: 40, height: 40)]),
            ]))
    }

    @Test func drawingModifiersAddNoNode() throws {
        try expectSameLayout(
            "HStack { Color.red.frame(width: 50, height: 50); Spacer(); Color.blue.frame(width: 50, height: 50) }.frame(width: 200, height: 80).background(Color.gray.opacity(0.3))",
            ViewNode.hStack([
                ViewNode.color("red").frame(width: 50, height: 50), .spacer(), ViewNode.color("blue").frame(width: 50, height: 50),
            ]).frame(width: 200, height: 80).background(ViewNode.color("gray").ignoresSafeArea()))
    }

    @Test(arguments: [
        ("Color.red.padding()", ViewNode.color("red").padding()),
        ("Color.red.padding(10)", ViewNode.color("red").padding(10)),
        ("Color.red.padding(.horizontal)", ViewNode.color("red").padding(.horizontal)),
        ("Color.red.padding(.top, 4)", ViewNode.color("red").padding(.top, 4)),
        ("Color.red.padding([.top, .leading], 4)", ViewNode.color("red").padding([.top, .leading], 4)),
        (
            "Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))",
            ViewNode.color("red").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        ),
    ])
    func paddingForms(source: String, built: ViewNode) throws {
        try expectSameLayout(source, built)
    }

    @Test func shapesFilledAreLabelledWithTheirColour() throws {
        let reading = try read("HStack(spacing: 0) { Rectangle().fill(Color.red); Circle().fill(.green); Capsule() }")
        let placed = LayoutEngine.layout(reading.root, in: canvas)
        #expect(placed.children.map(\.kind.name) == ["Rectangle", "Circle", "Capsule"])
        #expect(placed.children.map(\.label) == ["red", "green", nil])
    }

    @Test func textImageButtonAndFonts() throws {
        try expectSameLayout(
            """
            VStack {
                Text("Title").font(.system(size: 28, weight: .bold))
                Text("Body").font(.headline.weight(.semibold)).lineLimit(1)
                Image(systemName: "star")
                Button("OK") { }.buttonStyle(.borderedProminent)
                Button(action: {}) { Text("Go") }
            }
            """,
            ViewNode.vStack([
                ViewNode.text("Title").font(.system(size: 28, weight: .bold)),
                ViewNode.text("Body").font(Font.style(.headline).weight(.semibold)).lineLimit(1),
                .image(systemName: "star"),
                .button(style: .borderedProminent, label: .text("OK")),
                .button(label: .text("Go")),
            ]))
    }

    @Test func gridsAndContainers() throws {
        try expectSameLayout(
            """
            ScrollView {
                LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], spacing: 4) {
                    Color.red; Color.blue
                }
                LazyHGrid(rows: Array(repeating: GridItem(.flexible()), count: 2)) { Color.green }
            }
            """,
            ViewNode.scrollView([.vertical], [
                .lazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))], spacing: 4, [
                    .color("red"), .color("blue"),
                ]),
                .lazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())], [.color("green")]),
            ]))
    }

    @Test func gridRowsAndAnyLayout() throws {
        try expectSameLayout(
            """
            VStack {
                Grid(horizontalSpacing: 4) { GridRow { Color.red; Text("A") }; Divider() }
                AnyLayout(VStackLayout(alignment: .leading, spacing: 2)) { Text("x"); Text("y") }
            }
            """,
            ViewNode.vStack([
                .grid(horizontalSpacing: 4, [.gridRow([.color("red"), .text("A")]), .divider()]),
                ViewNode(
                    kind: .view("AnyLayout"), label: "VStackLayout",
                    layout: StackLayout(axis: .vertical, alignment: .leading, spacing: 2), children: [.text("x"), .text("y")]),
            ]))
    }

    @Test func modifiersWithLiteralArguments() throws {
        try expectSameLayout(
            """
            ZStack(alignment: .topLeading) {
                Color.red.frame(width: 20, height: 20).offset(x: 5, y: -5).layoutPriority(1)
                Text("Hi").fixedSize(horizontal: true, vertical: false).aspectRatio(2, contentMode: .fill)
                Color.blue.ignoresSafeArea(edges: .top).containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
                Color.clear.safeAreaInset(edge: .bottom, spacing: 0) { Text("Bar") }.clipShape(Circle())
            }
            """,
            ViewNode.zStack(alignment: .topLeading, [
                ViewNode.color("red").frame(width: 20, height: 20).offset(x: 5, y: -5).layoutPriority(1),
                ViewNode.text("Hi").fixedSize(horizontal: true, vertical: false).aspectRatio(2, contentMode: .fill),
                ViewNode.color("blue").ignoresSafeArea(.top).containerRelativeFrame([.horizontal], count: 3, span: 2, spacing: 10),
                ViewNode.color("clear").safeAreaInset(edge: .bottom, spacing: 0, .text("Bar")).clipShape("Circle()"),
            ]))
    }

    @Test func groupsJoinTheirParentAndEmptyViewsVanish() throws {
        try expectSameLayout(
            """
            HStack {
                Group { Text(verbatim: "a"); Text("b") }
                EmptyView()
                Image(systemName: "star").resizable().scaledToFit().frame(width: 30, height: 30)
            }
            """,
            ViewNode.hStack([
                .text("a"), .text("b"),
                ViewNode.image(systemName: "star", resizable: true).aspectRatio(contentMode: .fit).frame(width: 30, height: 30),
            ]))
    }

    @Test func unknownViewsAndModifiersAreOpaqueAndReported() throws {
        let reading = try read(
            """
            VStack {
                ProfileCard(name: "A")
                Text("Hi").shimmer(2)
                Text(item.name)
            }
            """)
        #expect(reading.issues.map(\.message) == ["unknown view 'ProfileCard'", "unknown modifier 'shimmer'"])
        #expect(reading.issues.first?.line == 2)
        let kinds = reading.root.children.map(\.kind.name)
        #expect(kinds == ["ProfileCard", "shimmer", "Text"])
        #expect(reading.root.children.map(\.isOpaque) == [true, true, false])
        // The run-time Text is laid out with a stated sample, named by its expression.
        #expect(reading.root.children[2].label == "item.name")
    }

    @Test func nonLiteralArgumentsAreReportedNotGuessed() throws {
        let reading = try read("VStack(spacing: theme.gap) { Color.red.frame(width: size) }")
        #expect(reading.issues.map(\.message).sorted() == [
            "argument 'spacing' of VStack is not a value the reader resolves",
            "argument 'width' of frame is not a value the reader resolves",
        ])
        #expect(reading.root.isOpaque)
        #expect(reading.root.children.first?.isOpaque == true)
    }

    @Test func aModifierWithAnUnreadArgumentKeepsItsViewVisible() throws {
        let reading = try read(#"Text("Hello").font(AppFont.title)"#)
        #expect(reading.root.kind == .modifier("font"))
        #expect(reading.root.opaqueReason == "argument '_' of font is not a value the reader resolves")
        let placed = LayoutEngine.layout(reading.root, in: canvas)
        let text = try #require(placed.first(kind: .view("Text"), label: "Hello"))
        #expect(text.frame.size.width > 0 && text.frame.size.height > 0)
    }

    @Test func nodesCarryTheirOrigin() throws {
        let reading = try SnippetReader.read("VStack {\n    Text(\"A\")\n        .padding(8)\n}", fileName: "Card.swift")
        let padding = try #require(reading.root.children.first)
        #expect(padding.kind == .modifier("padding"))
        #expect(padding.origin?.position == SourcePosition(file: "Card.swift", line: 3, column: 9))
        #expect(padding.children.first?.origin?.position == SourcePosition(file: "Card.swift", line: 2, column: 5))
        #expect(reading.root.origin?.span == 0..<44)
    }

    @Test func outOfRangeCountsAreReportedNotCrashed() throws {
        let reading = try read(
            "VStack { Text(\"a\").lineLimit(-3); LazyVGrid(columns: Array(repeating: GridItem(), count: 1e20)) { Color.red } }")
        #expect(reading.issues.count == 2)
        #expect(reading.root.children.allSatisfy { $0.isOpaque })
    }

    @Test func forEachOverALiteralRangeRepeatsItsContent() throws {
        try expectSameLayout(
            "VStack { ForEach(0..<3) { _ in Color.red }; ForEach(1...2, id: \\.self) { index in Text(\"Row\") } }",
            ViewNode.vStack([.color("red"), .color("red"), .color("red"), .text("Row"), .text("Row")]))
    }

    @Test func forEachOverDataIsLaidOutWithTheRowCountAsked() throws {
        let source = "VStack { ForEach(items) { item in Text(\"Row\") } }"
        for rows in RowCount.allCases {
            let reading = try SnippetReader.read(source, options: ReadingOptions(rows: rows))
            #expect(reading.issues.isEmpty)
            #expect(reading.root.children.count == rows.count)
        }
    }

    @Test func containerRelativeFrameCaseSnippet() throws {
        // layout-cases.json, container-relative-frame-3-2, read verbatim (without its comment).
        let reading = try read(
            "ScrollView(.horizontal) { HStack(spacing: 10) { ForEach(0..<5) { _ in Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10) } } }")
        #expect(reading.issues.isEmpty)
        let iPhone15 = LayoutHost(
            screenSize: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, bottom: 34), scale: 3)
        let colors = LayoutEngine.layout(reading.root, in: iPhone15).allViews.filter { $0.kind == .view("Color") }
        #expect(colors.count == 5)
        let expected = (393.0 - 10 * 2) / 3 * 2 + 10
        #expect(colors.allSatisfy { abs($0.frame.size.width - expected) < 0.34 })
    }

    @Test func listRowsFromDataAreTheRowCountAsked() throws {
        let reading = try SnippetReader.read("List(items) { item in Text(\"Row\") }", options: ReadingOptions(rows: .one))
        #expect(reading.issues.isEmpty)
        #expect(reading.root.children.map(\.kind.name) == ["ListRow"])
        #expect(reading.root.children.first?.children.first?.label == "Row")
    }

    @Test func aSnippetWithoutAnExpressionIsAnError() {
        #expect(throws: SnippetError.self) { _ = try SnippetReader.read("let x = 1") }
    }
}
