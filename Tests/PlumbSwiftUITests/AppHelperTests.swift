import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// The app's own helpers declared on types other than `View`: colour functions of a colour
/// type's extension or of a theme, static view helpers, and methods of the project's extension
/// of a SwiftUI view type.
@Suite struct AppHelperTests {
    func layout(_ source: String, _ screen: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        try AppScreenLayout.layout(source, screen)
    }

    static let palette = """
        enum Tone { case primary, muted }
        extension Color {
            static func tone(_ tone: Tone) -> Color {
                tone == .primary ? Color(UIColor.systemBlue) : .gray
            }
            func dimmed() -> Color { opacity(0.5) }
        }
        extension ShapeStyle where Self == Color {
            static func accent(strong: Bool) -> Color { strong ? .red : .pink }
        }
        enum Theme {
            static func fill(for selected: Bool) -> some ShapeStyle { selected ? Color.blue : Color.clear }
            static func count(_ value: Int) -> Int { value }
        }
        """

    @Test(arguments: ["Color.tone(.primary)", ".tone(.muted)", ".accent(strong: true)", "Theme.fill(for: isOn)", "Color.red.dimmed()"])
    func aColourFunctionOfTheProjectFillsWhatItIsOffered(colour: String) throws {
        let (tree, placed) = try layout(
            Self.palette + """
                struct Screen: View {
                    var isOn = false
                    var body: some View {
                        Text("Title").padding(8).background(\(colour))
                    }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let fill = try #require(placed.first(kind: .view("Color")))
        #expect(fill.frame.size == placed.frame.size)
    }

    @Test func aFunctionThatGivesNoColourIsNoColour() throws {
        let (tree, placed) = try layout(
            Self.palette + """
                struct Screen: View {
                    var body: some View { Text("Title").background(Theme.count(3)) }
                }
                """, "Screen")
        #expect(!tree.issues.isEmpty)
        #expect(placed.first(kind: .view("Color")) == nil)
    }

    @Test func aMethodOfTheProjectsImageExtensionIsFollowedWithTheImageAsSelf() throws {
        let (tree, placed) = try layout(
            """
            extension Image {
                func icon(height: CGFloat = 24) -> some View {
                    self.resizable().aspectRatio(contentMode: .fit).frame(height: height)
                }
            }
            extension Text {
                func caption() -> Text { self.font(.caption) }
            }
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Image(systemName: "star").icon(height: 40)
                        Image(systemName: "star").icon()
                        Text("Note").caption()
                    }
                }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.children.map(\.frame.size.height).prefix(2) == [40, 24])
        #expect(placed.children[2].frame.size.height < 17)
    }

    @Test func theOverloadOfAViewExtensionThatTakesTheArgumentsIsFollowed() throws {
        let (tree, placed) = try layout(
            """
            extension View {
                func box(side: CGFloat) -> some View { box(width: side, height: side) }
                func box(width: CGFloat, height: CGFloat) -> some View { frame(width: width, height: height) }
            }
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.box(side: 30)
                        Color.blue.box(width: 50, height: 10)
                    }
                }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.children.map(\.frame.size) == [Size(width: 30, height: 30), Size(width: 50, height: 10)])
    }

    @Test func aGenericViewModifierSpecializedWhereItIsMadeIsFollowed() throws {
        let (tree, placed) = try layout(
            """
            struct Badged<Badge: View>: ViewModifier {
                var inset: CGFloat
                let badge: () -> Badge
                func body(content: Content) -> some View { content.padding(inset).overlay(alignment: .topTrailing) { badge() } }
            }
            extension View {
                func badged<Badge: View>(@ViewBuilder badge: @escaping () -> Badge) -> some View {
                    modifier(Badged<Badge>(inset: 6, badge: badge))
                }
            }
            struct Screen: View {
                var body: some View { Text("Inbox").badged { Circle().frame(width: 8, height: 8) } }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let text = try #require(placed.first(kind: .view("Text")))
        #expect(placed.frame.size.height == text.frame.size.height + 12)
        #expect(placed.first(kind: .view("Circle"))?.frame.size == Size(width: 8, height: 8))
    }

    @Test(arguments: ["Badge.make(count: 3)", "Badge.make(count: 3, wide: true)"])
    func aStaticViewHelperOfAProjectTypeIsReadWithItsArguments(call: String) throws {
        let (tree, placed) = try layout(
            """
            enum Badge {
                @ViewBuilder static func make(count: Int, wide: Bool = false) -> some View {
                    Text("New").frame(width: wide ? 80 : 40, height: 20)
                }
            }
            struct Screen: View {
                var body: some View { \(call) }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.frame.size == Size(width: call.contains("wide") ? 80 : 40, height: 20))
    }
}

/// The style protocols beyond buttons, toggles and labels: the project's `makeBody` (a text
/// field style's `_body`) drawn in place of the control, with its content where the
/// configuration names it.
@Suite struct AppContainerStyleTests {
    func layout(_ source: String, _ screen: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        try AppScreenLayout.layout(source, screen)
    }

    @Test(arguments: [
        ("GroupBoxStyle", "GroupBox", "groupBoxStyle"), ("DisclosureGroupStyle", "DisclosureGroup", "disclosureGroupStyle"),
        ("ControlGroupStyle", "ControlGroup", "controlGroupStyle"),
    ])
    func aContainerStyleDrawsItsContentInItsBody(protocolName: String, container: String, modifier: String) throws {
        let (tree, placed) = try layout(
            """
            struct CardStyle: \(protocolName) {
                var inset: CGFloat = 12
                func makeBody(configuration: Configuration) -> some View {
                    VStack(alignment: .leading, spacing: 0) { configuration.content }
                        .padding(inset)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(RoundedRectangle(cornerRadius: 8).fill(.gray))
                }
            }
            struct Screen: View {
                var body: some View {
                    \(container) { Text("A"); Text("B") }
                        .\(modifier)(CardStyle(inset: 20))
                }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let box = try #require(placed.first(kind: .view(container)))
        #expect(box.frame.size.width == 300)
        let texts = box.allViews.filter { $0.kind == .view("Text") }
        #expect(texts.count == 2 && texts[0].frame.minX == 20)
    }

    @Test func withoutAProjectStyleTheContainerStaysOpaque() throws {
        let (tree, _) = try layout(
            """
            struct Screen: View {
                var body: some View { GroupBox { Text("A") }.groupBoxStyle(.automatic) }
            }
            """, "Screen")
        #expect(tree.issues.count == 1, "\(tree.issues)")
    }

    @Test func aTextFieldStyleDrawsTheFieldItIsHanded() throws {
        let (tree, placed) = try layout(
            """
            struct BoxedField: TextFieldStyle {
                func _body(configuration: TextField<Self._Label>) -> some View {
                    configuration
                        .padding(10)
                        .background(RoundedRectangle(cornerRadius: 6).stroke(.gray))
                }
            }
            extension TextFieldStyle where Self == BoxedField {
                static var boxed: BoxedField { BoxedField() }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        TextField("Name", text: $name)
                        TextField("Mail", text: $mail).textFieldStyle(.roundedBorder)
                    }
                    .textFieldStyle(.boxed)
                }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let fields = placed.allViews.filter { $0.kind == .view("TextField") && $0.children.isEmpty }
        #expect(fields.count == 2)
        // The nearest style wins: the rounded field keeps its own border and no padding.
        let boxed = try #require(placed.children.first)
        #expect(boxed.frame.size.height - fields[0].frame.size.height == 20)
        #expect(placed.children[1].frame.size.height == fields[1].frame.size.height)
    }

    @Test func aProgressViewStyleDrawsTheProgressView() throws {
        let (tree, placed) = try layout(
            """
            struct RingStyle: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    ZStack {
                        Circle().stroke(lineWidth: 3)
                        Text(configuration.fractionCompleted == nil ? "…" : "%")
                    }
                    .frame(width: 30, height: 30)
                }
            }
            struct Screen: View {
                var body: some View { ProgressView(value: progress).progressViewStyle(RingStyle()) }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Circle"))?.frame.size == Size(width: 30, height: 30))
    }
}

/// Optional content mapped into a view: read present, the choice recorded.
@Suite struct OptionalContentTests {
    @Test(arguments: ["subtitle.map { Text($0) }", "subtitle.flatMap { value in Text(value) }", "subtitle.map(Text.init)"])
    func anOptionalMappedIntoAViewIsReadPresentOrAbsent(content: String) throws {
        let source = """
            struct Row: View {
                let title: String
                let subtitle: String?
                var body: some View {
                    VStack {
                        Text("Title")
                        \(content)
                    }
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Row")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.assumptions.map(\.message) == ["laid out 'subtitle' present: whether it holds a value is known at run time"])
        #expect(placed.children.count == 2)

        var absent = AppScreenLayout.canvas
        absent.optionalContent = .absent
        let (without, _) = try AppScreenLayout.layout(source, "Row", on: absent)
        #expect(without.assumptions.map(\.message) == [
            "left out 'subtitle': whether it holds a value is known at run time (optional content absent)"
        ])
        #expect(without.root.children.map(\.kind) == [.view("Text")])
    }

    /// An OS release is not content the app's data shows: the devices run the newest one.
    @Test(arguments: [
        ("if #available(iOS 26.0, *) { Text(\"New\") } else { Text(\"Old\").padding() }", "New"),
        ("if #unavailable(iOS 26.0) { Text(\"Old\").padding() } else { Text(\"New\") }", "New"),
    ])
    func anAvailabilityCheckTakesTheNewestReleaseInEveryScenario(content: String, shown: String) throws {
        let source = "struct Bar: View {\n    var body: some View {\n        VStack { \(content) }\n    }\n}\n"
        var absent = AppScreenLayout.canvas
        absent.optionalContent = .absent
        for host in [AppScreenLayout.canvas, absent] {
            let (tree, placed) = try AppScreenLayout.layout(source, "Bar", on: host)
            #expect(placed.first(kind: .view("Text"))?.label == shown)
            #expect(tree.assumptions.allSatisfy { $0.message.hasSuffix("the devices run the newest release") }, "\(tree.assumptions)")
        }
    }
}

/// Generic container views followed with the content their call sites give, in the idioms apps
/// write them.
@Suite struct GenericContainerTests {
    static let containers = """
        struct Card<Content: View>: View {
            let content: Content
            init(@ViewBuilder content: () -> Content) { self.content = content() }
            var body: some View { VStack(spacing: 4) { content }.padding(10) }
        }
        struct Panel<Header: View, Content: View>: View {
            @ViewBuilder var header: Header
            @ViewBuilder var content: () -> Content
            var body: some View { VStack(spacing: 4) { header; content() }.padding(10) }
        }
        struct Frame<Wrapped>: View where Wrapped: View {
            var wrapped: Wrapped
            var body: some View { wrapped.padding(10) }
        }
        """

    @Test(arguments: [
        "Card { Text(\"A\"); Text(\"B\") }", "Card(content: { Text(\"A\"); Text(\"B\") })",
        "Panel { Text(\"A\") } content: { Text(\"B\") }", "Panel(header: { Text(\"A\") }, content: { Text(\"B\") })",
        "Frame(wrapped: VStack(spacing: 4) { Text(\"A\"); Text(\"B\") })",
    ])
    func aGenericContainerShowsItsCallSitesContent(call: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            Self.containers + "\nstruct Screen: View { var body: some View { \(call) } }", "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let texts = placed.allViews.filter { $0.kind == .view("Text") }
        #expect(texts.map(\.label) == ["A", "B"])
        try #require(texts.count == 2)
        #expect(texts[1].frame.minY - texts[0].frame.maxY == 4)
        #expect(placed.frame.size.height == texts[1].frame.maxY - texts[0].frame.minY + 20)
    }
}
