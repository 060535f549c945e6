import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// Forms of SwiftUI source the reader reads as SwiftUI does: names qualified with SwiftUI's
/// module, style modifiers given a built-in style in any spelling, closures a component calls.
@Suite struct ReaderFormsTests {
    func layout(_ source: String, _ screen: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        try AppScreenLayout.layout(source, screen)
    }

    @Test func aNameQualifiedWithSwiftUIIsSwiftUIsViewWhereTheAppDeclaresItsOwn() throws {
        let (tree, placed) = try layout(
            """
            struct Form<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View {
                    SwiftUI.Form { content() }
                        .padding(4)
                }
            }
            struct Divider: View {
                var body: some View { SwiftUI.Divider().frame(height: 2) }
            }
            struct Settings: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Divider()
                        Form { Text("A") }
                    }
                }
            }
            """, "Settings")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.children.map(\.kind.name) == ["frame", "padding"])
        #expect(placed.children[0].first(kind: .view("Divider")) != nil)
        #expect(placed.children[1].first(kind: .view("Form")) != nil)
        #expect(placed.children[0].frame.size.height == 2)
    }

    @Test func aQualifiedNameSwiftUIDoesNotDeclareStaysUnknown() throws {
        let (tree, _) = try layout(
            """
            struct Screen: View {
                var body: some View { SwiftUI.FancyView() }
            }
            """, "Screen")
        #expect(tree.issues.map(\.message) == ["unknown view 'FancyView'"])
    }

    @Test func aBuiltInStyleWrittenAsAnInitializerIsTheStyleItsMemberNames() throws {
        let (tree, placed) = try layout(
            """
            struct Settings: View {
                @State var on = true
                var body: some View {
                    VStack(spacing: 0) {
                        Toggle("Sync", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .red))
                        Toggle("Sync", isOn: $on).toggleStyle(.switch)
                        Button("Reset") {}.buttonStyle(BorderedProminentButtonStyle())
                        Button("Reset") {}.buttonStyle(.borderedProminent)
                        Label("Inbox", systemImage: "tray").labelStyle(IconOnlyLabelStyle())
                        Label("Inbox", systemImage: "tray").labelStyle(.iconOnly)
                    }
                }
            }
            """, "Settings")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let sizes = placed.children.map(\.frame.size)
        for pair in stride(from: 0, to: sizes.count, by: 2) {
            #expect(abs(sizes[pair].width - sizes[pair + 1].width) < 0.001 && abs(sizes[pair].height - sizes[pair + 1].height) < 0.001)
        }
        #expect(placed.children[4].first(kind: .view("Text")) == nil)
    }

    @Test func aStyleTheReaderDoesNotKnowHoldsOnlyTheControlsItDraws() throws {
        let source = """
            struct Settings: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Title")
                        Label("Inbox", systemImage: "tray")
                        Button("Reset") {}.buttonStyle(.plain)
                        Button("Share") {}
                    }
                    .labelStyle(.fancy)
                    .buttonStyle(.glass)
                }
            }
            struct Plain: View {
                var body: some View {
                    Text("Title").toggleStyle(FancyToggleStyle()).progressViewStyle(.fancy)
                }
            }
            """
        let (tree, placed) = try layout(source, "Settings")
        #expect(tree.issues.map(\.message) == ["labelStyle 'fancy' is not modelled", "buttonStyle 'glass' is not modelled"])
        #expect(placed.children.map(\.isOpaque) == [false, true, false, true])
        let plain = try layout(source, "Plain")
        #expect(plain.tree.issues.isEmpty, "\(plain.tree.issues)")
        let labelStyled = try layout(source.replacingOccurrences(of: "Text(\"Title\").", with: "Text(\"Title\").labelStyle(.fancy)."), "Plain")
        #expect(labelStyled.tree.issues.isEmpty, "\(labelStyled.tree.issues)")
    }

    @Test func aClosureGivenAfterTheFirstTrailingOneIsTheParameterItNames() throws {
        let (tree, placed) = try layout(
            """
            extension View {
                @ViewBuilder func `if`<T: View, F: View>(
                    _ condition: Bool, if ifTransform: (Self) -> T, else elseTransform: (Self) -> F
                ) -> some View {
                    if condition { ifTransform(self) } else { elseTransform(self) }
                }
                func either<T: View, F: View>(_ flag: Bool, then first: (Self) -> T, otherwise second: (Self) -> F) -> some View {
                    Group {
                        if flag { first(self) } else { second(self) }
                    }
                }
            }
            struct Feed: View {
                let gap: CGFloat
                var body: some View {
                    VStack(spacing: 0) {
                        Text("A").if(true) { $0.padding(10) } else: { $0.padding(2) }
                        Text("B").if(false, if: { $0.padding(10) }, else: { view in view.padding(2) })
                        Text("C").either(false) { $0.padding(10) } otherwise: { $0.padding(2) }
                        Text("D").if(true) { $0.padding(gap) } else: { $0 }
                    }
                }
            }
            """, "Feed")
        #expect(tree.issues.map(\.message) == ["argument '_' of padding is not a value the reader resolves"])
        let text = try #require(placed.children[0].first(kind: .view("Text"))).frame.size.height
        let heights = placed.children.prefix(3).map(\.frame.size.height)
        #expect(abs(heights[0] - text - 20) < 0.001)
        #expect(abs(heights[1] - text - 4) < 0.001)
        #expect(abs(heights[2] - text - 4) < 0.001)
        #expect(placed.children[3].isOpaque)
    }

    @Test func trackingAndKerningAreReadWhereTheirLengthIsKnown() throws {
        let (tree, placed) = try layout(
            """
            enum Metrics { static let letterSpacing: CGFloat = 2 }
            struct Badge: View {
                let spacing: CGFloat
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("NEW ITEMS")
                        Text("NEW ITEMS").kerning(2)
                        HStack { Text("NEW ITEMS") }.tracking(Metrics.letterSpacing)
                        Text("NEW ITEMS").tracking(spacing)
                    }
                }
            }
            """, "Badge")
        #expect(tree.issues.map(\.message) == ["argument '_' of tracking is not a value the reader resolves"])
        let widths = placed.children.map(\.frame.size.width)
        #expect(abs(widths[1] - widths[0] - 18) <= 1)
        #expect(abs(widths[2] - widths[1]) <= 0.001)
        #expect(placed.children[3].isOpaque)
    }

    @Test func aClosureCalledWithArgumentsReadsItsParametersAsThem() throws {
        let (tree, placed) = try layout(
            """
            struct Tile<Content: View>: View {
                let title: String
                @ViewBuilder let content: (String) -> Content
                var body: some View { content(title) }
            }
            struct Row<Label: View>: View {
                let width: CGFloat
                let label: (CGFloat, String) -> Label
                var body: some View { label(width, "Inbox") }
            }
            struct Screen: View {
                let measured: CGFloat
                var body: some View {
                    VStack(spacing: 0) {
                        Tile(title: "Hello") { Text($0) }
                        Row(width: 40) { width, name in Text(name).frame(width: width) }
                        Row(width: measured) { width, _ in Color.red.frame(width: width) }
                    }
                }
            }
            """, "Screen")
        #expect(tree.issues.map(\.message) == ["argument 'width' of frame is not a value the reader resolves"])
        #expect(placed.children[0].label == "Hello")
        #expect(placed.children[1].frame.size.width == 40)
        #expect(placed.children[1].first(kind: .view("Text"))?.label == "Inbox")
        #expect(placed.children[2].isOpaque)
    }

    @Test func anAbsentOptionalViewIsNoViewAndAMappedOneFallsBackByTheScenario() throws {
        let source = """
            struct Card: View {
                var spacing: CGFloat?
                let plain = true
                var body: some View {
                    VStack(spacing: 0) {
                        Text("A").background(plain ? nil : Color.red)
                        spacing.map { Text("B").padding($0) } ?? Text("B").padding(2)
                        spacing.map { gap in Text("C").padding(gap) } ?? Text("C").padding(2)
                    }
                }
            }
            struct Screen: View {
                var body: some View { Card(spacing: 6) }
            }
            """
        let (tree, placed) = try layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        // The background is empty: the row is its text. Heights are on the pixel grid.
        let text = try #require(placed.children[0].first(kind: .view("Text"))).frame.size
        #expect(placed.children[0].frame.size == text)
        #expect(abs(placed.children[1].frame.size.height - text.height - 12) <= 0.34)
        #expect(abs(placed.children[2].frame.size.height - text.height - 12) <= 0.34)
        var absent = AppScreenLayout.canvas
        absent.optionalContent = .absent
        let (without, placedWithout) = try AppScreenLayout.layout(source, "Screen", on: absent)
        #expect(without.issues.isEmpty, "\(without.issues)")
        #expect(abs(placedWithout.children[1].frame.size.height - text.height - 4) <= 0.34)
    }
}
