import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// The app's own components read where a screen uses them: its control styles, its view
/// modifiers and the View extensions that wrap them, its views' initializers, and the
/// environment values its ancestors set.
@Suite struct AppComponentsTests {
    func layout(_ source: String, _ screen: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        try AppScreenLayout.layout(source, screen)
    }

    static let pillStyle = """
        struct PillButtonStyle: ButtonStyle {
            var height: CGFloat = 48
            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .frame(height: height)
                    .background(Capsule().fill(.blue))
                    .opacity(configuration.isPressed ? 0.6 : 1)
            }
        }
        extension ButtonStyle where Self == PillButtonStyle {
            static var pill: Self { .init() }
            static func pill(height: CGFloat) -> PillButtonStyle { PillButtonStyle(height: height) }
        }
        """

    func buttons(_ placed: PlacedView) -> [PlacedView] {
        placed.children.filter { $0.kind == .view("Button") }
    }

    // MARK: Control styles

    @Test(arguments: [".pill", "PillButtonStyle()", "PillButtonStyle.init()", ".pill(height: 48)", "PillButtonStyle(height: 48)"])
    func aProjectButtonStyleDrawsEveryButtonInside(style: String) throws {
        let (tree, placed) = try layout(
            Self.pillStyle + """
                struct Gallery: View {
                    var body: some View {
                        VStack(spacing: 8) {
                            Button("Continue") {}
                            Button("Skip") {}
                        }
                        .buttonStyle(\(style))
                    }
                }
                """, "Gallery")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        // Pressed is settled: the drawing is at rest, not a branch taken at random.
        #expect(tree.assumptions.isEmpty, "\(tree.assumptions)")
        let drawn = buttons(placed)
        #expect(drawn.map(\.frame.size) == [Size(width: 300, height: 48), Size(width: 300, height: 48)])
        #expect(drawn[1].frame.minY - drawn[0].frame.maxY == 8)
        #expect(drawn[0].first(kind: .view("Capsule")) != nil)
    }

    @Test func aStylesPropertiesComeFromItsInitializer() throws {
        let (tree, placed) = try layout(
            Self.pillStyle + """
                struct OutlineStyle: ButtonStyle {
                    let inset: CGFloat
                    init(compact: Bool = false) { self.inset = compact ? 4 : 12 }
                    func makeBody(configuration: Configuration) -> some View {
                        if configuration.isPressed {
                            configuration.label.padding(40)
                        } else {
                            configuration.label.padding(inset)
                        }
                    }
                }
                struct Gallery: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            Button("Tall") {}.buttonStyle(.pill(height: 60))
                            Button("Outlined") {}.buttonStyle(OutlineStyle())
                        }
                    }
                }
                """, "Gallery")
        #expect(tree.assumptions.isEmpty, "\(tree.assumptions)")
        let drawn = buttons(placed)
        #expect(drawn[0].frame.size.height == 60)
        let text = try #require(drawn[1].first(kind: .view("Text")))
        // `compact ? 4 : 12` with compact false: a 12-pt inset, the pressed branch not taken.
        #expect(drawn[1].frame.size.height == text.frame.size.height + 24)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
    }

    @Test func theNearestStyleWinsAndAStyleReachesIntoCustomViews() throws {
        let (tree, placed) = try layout(
            Self.pillStyle + """
                struct SaveRow: View {
                    var body: some View { Button("Save") {} }
                }
                struct Gallery: View {
                    var body: some View {
                        VStack {
                            Button("Plain") {}.buttonStyle(.bordered)
                            SaveRow()
                        }
                        .buttonStyle(.pill)
                    }
                }
                """, "Gallery")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let drawn = buttons(placed)
        #expect(drawn.count == 2)
        #expect(drawn[0].first(kind: .view("Capsule")) == nil && drawn[0].frame.size.width < 300)
        #expect(drawn[1].label == "Save" && drawn[1].frame.size == Size(width: 300, height: 48))
        // What the style draws is read from the style's file, through the style.
        let capsule = try #require(drawn[1].first(kind: .view("Capsule")))
        #expect(capsule.origin?.viewChain.map(\.typeName) == ["Gallery", "SaveRow", "PillButtonStyle"])
    }

    @Test func aPrimitiveStyleWrapsTheButtonItMakesFromItsConfiguration() throws {
        let (tree, placed) = try layout(
            """
            struct InsetTapStyle: PrimitiveButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Button(configuration).padding(10)
                }
            }
            struct Gallery: View {
                var body: some View { Button("Go") {}.buttonStyle(InsetTapStyle()) }
            }
            """, "Gallery")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.kind == .view("Button") && placed.children.first?.kind == .modifier("padding"))
        let inner = try #require(placed.children.first?.children.first)
        #expect(inner.kind == .view("Button") && inner.label == "Go")
        #expect(placed.frame.size.height == inner.frame.size.height + 20)
    }

    @Test func toggleAndLabelStylesDrawTheirControlsFromTheirParts() throws {
        let (tree, placed) = try layout(
            """
            struct CheckboxStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack {
                        RoundedRectangle(cornerRadius: 4).frame(width: 22, height: 22)
                        configuration.label
                    }
                }
            }
            struct StackedLabelStyle: LabelStyle {
                var spacing: CGFloat = 6
                func makeBody(configuration: Configuration) -> some View {
                    VStack(spacing: spacing) {
                        configuration.icon
                        configuration.title
                    }
                }
            }
            extension LabelStyle where Self == StackedLabelStyle {
                static var stacked: StackedLabelStyle { StackedLabelStyle() }
            }
            struct Settings: View {
                @State private var on = false
                var body: some View {
                    VStack(alignment: .leading, spacing: 0) {
                        Toggle("Sync", isOn: $on).toggleStyle(CheckboxStyle())
                        Label("Inbox", systemImage: "tray").labelStyle(.stacked)
                    }
                }
            }
            """, "Settings")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let toggle = try #require(placed.first(kind: .view("Toggle")))
        // Drawn by the style: a 22-pt box beside the label, not the 51-pt switch.
        #expect(toggle.frame.size.height == 22 && toggle.frame.size.width < 100)
        let label = try #require(placed.first(kind: .view("Label")))
        let icon = try #require(label.first(kind: .view("Image")))
        let title = try #require(label.first(kind: .view("Text")))
        #expect(title.frame.minY - icon.frame.maxY == 6)
    }

    @Test func aStyleTheProjectDoesNotDeclareStaysUnread() throws {
        let (tree, placed) = try layout(
            """
            struct NotAStyle { func makeBody(configuration: Int) -> some View { Text("x") } }
            struct Gallery: View {
                var body: some View {
                    VStack {
                        Button("A") {}.buttonStyle(LibraryStyle())
                        Button("B") {}.buttonStyle(NotAStyle())
                        Toggle("C", isOn: $on).toggleStyle(.library)
                    }
                }
            }
            """, "Gallery")
        #expect(placed.children.allSatisfy { $0.isOpaque })
        #expect(tree.issues.count == 3)
    }

    @Test func aStyleOnAViewWithoutItsControlLeavesItAsItIs() throws {
        // SwiftUI's styles draw only their controls (a label measured alone is `ViewMeasurerTests`').
        let (tree, placed) = try layout(
            Self.pillStyle + "\nstruct Gallery: View { var body: some View { Text(\"A\").buttonStyle(.pill) } }", "Gallery")
        #expect(!placed.isOpaque)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
    }

    // MARK: Modifiers and View extensions

    @Test func aViewModifierThroughTheViewExtensionsThatWrapIt() throws {
        let (tree, placed) = try layout(
            """
            struct CardModifier: ViewModifier {
                var inset: CGFloat = 16
                func body(content: Content) -> some View {
                    content.padding(inset).background(Color.gray)
                }
            }
            extension View {
                func card() -> some View { modifier(CardModifier()) }
                func tightCard() -> some View { self.modifier(CardModifier(inset: 4)) }
                func sectionHeader() -> some View { self.font(.footnote).padding(.top, 8) }
            }
            struct Feed: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Header").sectionHeader()
                        Text("A").card()
                        Text("B").tightCard()
                    }
                }
            }
            """, "Feed")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let texts = placed.children.compactMap { $0.first(kind: .view("Text")) }
        #expect(placed.children[0].frame.size.height == texts[0].frame.size.height + 8)
        #expect(placed.children[1].frame.size.height == texts[1].frame.size.height + 32)
        #expect(placed.children[2].frame.size.height == texts[2].frame.size.height + 8)
    }

    @Test func aModifierThatCallsTheClosureItIsGivenWithTheView() throws {
        let (tree, placed) = try layout(
            """
            extension View {
                @ViewBuilder func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                    if condition { transform(self) } else { self }
                }
            }
            struct Feed: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("A").if(true) { $0.padding(10) }
                        Text("B").if(false) { view in view.padding(10) }
                    }
                }
            }
            """, "Feed")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.children.map(\.kind.name) == ["padding", "Text"])
        #expect(abs(placed.children[0].frame.size.height - placed.children[1].frame.size.height - 20) < 0.001)
    }

    @Test func aColourAPropertysTypeDeclaresFillsWhatItIsOffered() throws {
        let (tree, placed) = try layout(
            """
            @Observable final class Palette {
                var surface: Color = .white
                var title: String = ""
            }
            struct Card: View {
                @Environment(Palette.self) private var palette
                let accent: Palette
                var body: some View {
                    VStack {
                        Text("A").background(palette.surface)
                        Text("B").background(accent.surface)
                        Text("C").background(palette.title)
                    }
                }
            }
            """, "Card")
        #expect(placed.children[0].children.last?.first(kind: .view("Color"), label: "palette.surface") != nil)
        #expect(placed.children[1].children.last?.first(kind: .view("Color"), label: "accent.surface") != nil)
        // A member of another type is no colour: unread as before.
        #expect(tree.issues.map(\.message) == ["unsupported expression 'palette.title'"])
    }

    // MARK: Initializers

    @Test func aContainersContentClosureAndItsDefaultedProperties() throws {
        let (tree, placed) = try layout(
            """
            struct Panel<Content: View>: View {
                var spacing: CGFloat = 10
                @State private var expanded = true
                @ViewBuilder let content: () -> Content
                var body: some View {
                    VStack(spacing: spacing) { content() }
                }
            }
            struct Screen: View {
                var body: some View {
                    Panel { Text("A"); Text("B") }
                }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.children.map(\.kind.name) == ["Text", "Text"])
        #expect(placed.children[1].frame.minY - placed.children[0].frame.maxY == 10)
    }

    @Test func aPropertyTheInitializerMaySetIsNotTakenAtItsDefault() throws {
        let (tree, _) = try layout(
            """
            struct Panel: View {
                var spacing: CGFloat = 10
                init(dense: Bool) { if dense { spacing = 2 } }
                var body: some View { VStack(spacing: spacing) { Text("A"); Text("B") } }
            }
            struct Screen: View {
                var body: some View { Panel(dense: isDense) }
            }
            """, "Screen")
        #expect(tree.issues.map(\.message) == ["argument 'spacing' of VStack is not a value the reader resolves"])
    }

    // MARK: Environment

    static let spacingKey = """
        private struct RowSpacingKey: EnvironmentKey {
            static let defaultValue: CGFloat = 12
        }
        extension EnvironmentValues {
            var rowSpacing: CGFloat {
                get { self[RowSpacingKey.self] }
                set { self[RowSpacingKey.self] = newValue }
            }
            @Entry var showsCaption: Bool = false
        }
        struct Rows: View {
            @Environment(\\.rowSpacing) private var spacing
            @Environment(\\.showsCaption) var showsCaption
            var body: some View {
                VStack(spacing: spacing) {
                    Text("A")
                    Text("B")
                    if showsCaption { Text("Caption") }
                }
            }
        }
        """

    @Test func anEnvironmentKeysDefaultWhenNoCodeSetsIt() throws {
        let (tree, placed) = try layout(Self.spacingKey + "\nstruct Screen: View { var body: some View { Rows() } }", "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.assumptions.isEmpty, "\(tree.assumptions)")
        #expect(placed.children.count == 2)
        #expect(placed.children[1].frame.minY - placed.children[0].frame.maxY == 12)
    }

    @Test func aValueAnAncestorSetsReachesTheViewsInside() throws {
        let (tree, placed) = try layout(
            Self.spacingKey + """
                struct Screen: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            Rows().environment(\\.rowSpacing, 20)
                            Rows()
                        }
                        .environment(\\.showsCaption, true)
                    }
                }
                """, "Screen")
        let set = placed.children[0]
        #expect(set.children.count == 3)
        #expect(set.children[1].frame.minY - set.children[0].frame.maxY == 20)
        // The second has no ancestor setting the spacing, which the project sets elsewhere:
        // unread, not the default.
        #expect(placed.children[1].isOpaque)
        #expect(tree.issues.map(\.message) == ["argument 'spacing' of VStack is not a value the reader resolves"])
    }
}
