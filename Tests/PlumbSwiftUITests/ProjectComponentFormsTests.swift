import PlumbLayout
import PlumbSwiftUI
import Testing

/// The project's own components in the forms a screen reaches them: a style's configuration
/// handed on to a view or helper of its own, the project's shapes, and functions declared at
/// file level that build views.
@Suite struct ProjectComponentFormsTests {
    func layout(_ source: String, _ screen: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        try AppScreenLayout.layout(source, screen)
    }

    // MARK: A style's configuration handed on

    @Test(arguments: [
        // A nested view given the configuration through its memberwise initializer.
        """
        struct TallStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                Drawn(configuration: configuration, height: 50)
            }
            private struct Drawn: View {
                let configuration: ButtonStyle.Configuration
                let height: CGFloat
                var body: some View {
                    configuration.label
                        .frame(maxWidth: .infinity)
                        .frame(height: configuration.isPressed ? 70 : height)
                }
            }
        }
        """,
        // A view with its own initializer, under another name.
        """
        struct TallStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                TallButton(configuration)
            }
        }
        struct TallButton: View {
            private let parts: ButtonStyleConfiguration
            init(_ parts: ButtonStyleConfiguration) {
                self.parts = parts
            }
            var body: some View {
                parts.label.frame(maxWidth: .infinity).frame(height: 50)
            }
        }
        """,
        // A helper function of the style.
        """
        struct TallStyle: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                drawn(configuration, height: 50)
            }
            @ViewBuilder private func drawn(_ configuration: Configuration, height: CGFloat) -> some View {
                configuration.label.frame(maxWidth: .infinity).frame(height: height)
            }
        }
        """,
    ])
    func aStylesConfigurationHandedOnDrawsTheLabel(style: String) throws {
        let (tree, placed) = try layout(
            style + """
                struct Gallery: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            Button("Continue") {}
                        }
                        .buttonStyle(TallStyle())
                    }
                }
                """, "Gallery")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let button = try #require(placed.first(kind: .view("Button")))
        #expect(button.frame.size == Size(width: 300, height: 50))
        #expect(button.first(kind: .view("Text"))?.label == "Continue")
    }

    @Test func aConfigurationIsNotHandedOnUnderAnotherValue() throws {
        let (tree, _) = try layout(
            """
            struct TallStyle: ButtonStyle {
                let configuration = Settings()
                func makeBody(configuration: Configuration) -> some View {
                    Drawn(configuration: self.configuration)
                }
            }
            struct Drawn: View {
                let configuration: Settings
                var body: some View { configuration.label }
            }
            struct Gallery: View {
                var body: some View {
                    Button("Continue") {}.buttonStyle(TallStyle())
                }
            }
            """, "Gallery")
        #expect(tree.issues.map(\.message) == ["unsupported expression 'configuration.label'"])
    }

    // MARK: The project's shapes

    @Test(arguments: ["struct Notch: Shape", "struct Notch: InsettableShape", "struct Notch: SwiftUI.Shape"])
    func aProjectShapeFillsWhatItIsOffered(declaration: String) throws {
        let (tree, placed) = try layout(
            declaration + """
                 {
                    var depth: CGFloat = 4
                    func path(in rect: CGRect) -> Path { Path(rect) }
                }
                struct Card: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            Notch(depth: 8).frame(height: 20)
                            Notch().fill(.red)
                        }
                    }
                }
                """, "Card")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let shapes = placed.allViews.filter { $0.kind == .view("Notch") }
        #expect(shapes.map(\.frame.size) == [Size(width: 300, height: 20), Size(width: 300, height: 580)])
    }

    @Test func aProjectShapeThatChoosesItsSizeIsNotRead() throws {
        let (tree, _) = try layout(
            """
            struct Badge: Shape {
                func path(in rect: CGRect) -> Path { Path(rect) }
                func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { CGSize(width: 20, height: 20) }
            }
            struct Card: View {
                var body: some View { Badge() }
            }
            """, "Card")
        #expect(tree.issues.map(\.message) == ["shape 'Badge' chooses its own size"])
    }

    // MARK: Functions declared at file level

    @Test(arguments: [
        // A generic function returning a project view.
        """
        struct Tile<S: ShapeStyle>: View {
            let radius: CGFloat
            let fill: S
            var body: some View { RoundedRectangle(cornerRadius: radius).fill(fill) }
        }
        func tile<S: ShapeStyle>(_ radius: CGFloat, _ fill: S, height: CGFloat = 30) -> some View {
            return Tile(radius: radius, fill: fill).frame(height: height)
        }
        """,
        // A view builder with a local constant.
        """
        @ViewBuilder
        func tile(_ radius: CGFloat, _ fill: Color, height: CGFloat = 30) -> some View {
            let shape = RoundedRectangle(cornerRadius: radius)
            shape.fill(fill).frame(height: height)
        }
        """,
    ])
    func aFreeFunctionIsReadWithItsArguments(declaration: String) throws {
        let (tree, placed) = try layout(
            declaration + """
                struct Card: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            tile(8, .blue)
                            tile(8, .red, height: 40)
                            Spacer()
                        }
                    }
                }
                """, "Card")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let tiles = placed.allViews.filter { $0.kind == .view("RoundedRectangle") }
        #expect(tiles.map(\.frame.size) == [Size(width: 300, height: 30), Size(width: 300, height: 40)])
    }

    @Test func aFreeFunctionWhoseParametersDoNotTakeTheArgumentsIsNotRead() throws {
        let (tree, _) = try layout(
            """
            func tile(radius: CGFloat) -> some View { Color.blue }
            struct Card: View {
                var body: some View { tile(8) }
            }
            """, "Card")
        #expect(tree.issues.map(\.message) == ["unknown view 'tile'"])
    }

    // MARK: A view modifier made before it is applied

    @Test(arguments: [
        """
        extension View {
            func boxed(_ inset: CGFloat) -> some View {
                let made = Boxed(inset: inset)
                return modifier(made)
            }
        }
        """,
        """
        extension View {
            func boxed(_ inset: CGFloat) -> some View { applying(Boxed(inset: inset)) }
            func applying(_ boxing: Boxed) -> some View { self.modifier(boxing) }
        }
        """,
    ])
    func aViewModifierHeldByAConstantOrParameterIsFollowed(extensionCode: String) throws {
        let (tree, placed) = try layout(
            extensionCode + """
                struct Boxed: ViewModifier {
                    let inset: CGFloat
                    func body(content: Content) -> some View { content.padding(inset) }
                }
                struct Card: View {
                    var body: some View { Color.red.frame(width: 20, height: 20).boxed(10) }
                }
                """, "Card")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.frame.size == Size(width: 40, height: 40))
    }

    // MARK: A value's function that gives a fill

    @Test(arguments: [
        """
        struct Palette {
            var hex: String
            func color() -> Color { Color.red }
        }
        struct Card: View {
            let palette = Palette(hex: "fff")
            var body: some View { VStack(spacing: 0) { palette.color().frame(height: 10); Spacer() } }
        }
        """,
        """
        @Observable final class Look {
            func backdrop(for scheme: ColorScheme) -> LinearGradient {
                LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            }
        }
        struct Card: View {
            @Environment(Look.self) private var look
            @Environment(\\.colorScheme) private var scheme
            var body: some View { VStack(spacing: 0) { look.backdrop(for: scheme).frame(height: 10); Spacer() } }
        }
        """,
    ])
    func aValuesFunctionDeclaredToGiveAFillFillsItsRoom(source: String) throws {
        let (tree, placed) = try layout(source, "Card")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let fill = try #require(placed.allViews.first { $0.role == .shape })
        #expect(fill.frame.size == Size(width: 300, height: 10))
    }

    @Test func aValuesFunctionGivingNoFillIsNotReadAsOne() throws {
        let (tree, placed) = try layout(
            """
            struct Palette {
                func name() -> String { "red" }
            }
            struct Card: View {
                let palette = Palette()
                var body: some View { palette.name() }
            }
            """, "Card")
        #expect(!tree.issues.isEmpty)
        #expect(!placed.allViews.contains { $0.role == .shape })
    }

    // MARK: The project's initializers of SwiftUI's views

    @Test(arguments: [
        // A button made from a project value, whose initializer hands on with a label view.
        """
        struct Action { let title: String }
        extension Button where Label == Text {
            init(_ action: Action, run: @escaping () -> Void) {
                self.init(action: run) { Text(action.title).padding(14) }
            }
        }
        """,
        // The same through a chain of the project's initializers, one for the label.
        """
        struct Action { let title: String }
        extension Text {
            init(_ action: Action, padded: Bool = true) { self.init(action.title) }
        }
        extension Button where Label == ModifiedContent<Text, _PaddingLayout> {
            init(describing action: Action, run: @escaping () -> Void) {
                self.init(action: run) { Text(action).padding(14) }
            }
        }
        """,
    ])
    func aProjectInitializerOfAControlIsReadAsTheOneItHandsOnTo(declarations: String) throws {
        let call = declarations.contains("describing") ? "Button(describing: share) {}" : "Button(share) {}"
        let (tree, placed) = try layout(
            declarations + """
                struct Toolbar: View {
                    let share = Action(title: "Share")
                    var body: some View { \(call) }
                }
                """, "Toolbar")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let button = try #require(placed.first(kind: .view("Button")))
        // The padded label, not a button titled with the action's text at run time.
        #expect(button.frame.size.height >= 48)
        #expect(button.first(kind: .view("Text"))?.label == "Share")
    }

    @Test func aStringLiteralIsNotGivenToAProjectInitializerTakingAnotherType() throws {
        let (tree, placed) = try layout(
            """
            enum Badge { case new }
            extension Text {
                init(_ badge: Badge) { self.init("NEW") }
            }
            struct Row: View {
                var body: some View { Text("Hello") }
            }
            """, "Row")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Text"))?.label == "Hello")
    }

    @Test(arguments: [
        // A text joined from parts, by a loop over them.
        """
        extension Text {
            init(_ parts: [Text]) {
                self.init(verbatim: "")
                for part in parts { self = self + part }
            }
        }
        """,
        // A label from a dictionary of styled runs.
        """
        extension Text {
            init(_ runs: [String: Color]?) { self.init(verbatim: runs?.keys.first ?? "") }
        }
        """,
    ])
    func aStringIsNotGivenToAProjectInitializerTakingACollection(_ initializer: String) throws {
        let (tree, placed) = try layout(
            initializer + """

            struct Row: View {
                let title: String
                var body: some View {
                    VStack {
                        Text("Hello")
                        Text(title)
                    }
                }
            }
            """, "Row")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.allViews.filter { $0.kind == .view("Text") }.map(\.label) == ["Hello", "title"])
    }

    @Test func aCallTwoProjectInitializersTakeIsNotGuessed() throws {
        let (tree, _) = try layout(
            """
            struct Person { let name: String }
            struct Team { let name: String }
            extension Label where Title == Text, Icon == Image {
                init(_ person: Person) { self.init(person.name, systemImage: "person") }
                init(_ team: Team) { self.init(team.name, systemImage: "person.3") }
            }
            struct Row: View {
                let member: Member
                var body: some View { Label(member.owner) }
            }
            """, "Row")
        #expect(tree.issues.map(\.message) == ["which of the project's initializers of Label this call makes depends on its arguments' types"])
    }

    @Test func aTrailingClosureIsNotGivenToAParameterOfANamedType() throws {
        let (tree, placed) = try layout(
            """
            enum Page { case about }
            extension NavigationLink where Destination == Never {
                init(_ page: Page, @ViewBuilder label: () -> Label) {
                    self.init(value: page) { label() }
                }
            }
            extension NavigationLink where Label == Text, Destination == Never {
                init(_ title: String, destination: Page) {
                    self.init(value: destination) { Text(title) }
                }
                @_disfavoredOverload
                init(_ title: String, page: Page) {
                    self.init(value: page) { Text(title) }
                }
            }
            struct Menu: View {
                var body: some View {
                    NavigationStack {
                        VStack {
                            NavigationLink(.about) { Text("About").frame(height: 30) }
                        }
                    }
                }
            }
            """, "Menu")
        #expect(!tree.issues.contains { $0.message.contains("initializers of NavigationLink") }, "\(tree.issues)")
        #expect(placed.first(kind: .view("Text"), label: "About") != nil)
    }

    @Test func aColoursInitializerOfTheProjectStillFills() throws {
        let (tree, placed) = try layout(
            """
            extension Color {
                init(hex: UInt32) {
                    let red = Double((hex >> 16) & 0xFF) / 255
                    self.init(red: red, green: 0, blue: 0)
                }
            }
            struct Row: View {
                var body: some View { Color(hex: 0xFF0000).frame(height: 4) }
            }
            """, "Row")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.frame.size == Size(width: 300, height: 4))
    }

    // MARK: Generic containers made through their memberwise initializer

    static let panel = """
        struct Panel<Content: View, Header: View>: View {
            var content: () -> Content
            var header: (() -> Header)? = nil
            var body: some View {
                VStack(spacing: 10) {
                    header?()
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal)
                    content()
                        .frame(height: 40)
                }
            }
        }
        extension Panel where Header == EmptyView {
            init(@ViewBuilder content: @escaping () -> Content) {
                self.init(content: content, header: nil)
            }
        }
        extension Panel {
            init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder header: @escaping () -> Header) {
                self.init(content: content, header: header)
            }
        }
        """

    @Test func anInitializerHandingOnToTheMemberwiseOneBindsItsProperties() throws {
        let (tree, placed) = try layout(
            Self.panel + """
                struct Settings: View {
                    var body: some View { Panel { Text("Body") } }
                }
                """, "Settings")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        // The absent header, modified, is no view: the stack holds the content alone, unspaced.
        let stack = try #require(placed.first(kind: .view("VStack")))
        #expect(stack.frame.size.height == 40)
        #expect(stack.first(kind: .view("Text"))?.label == "Body")
    }

    @Test func anOptionalClosureGivenIsCalled() throws {
        let (tree, placed) = try layout(
            Self.panel + """
                struct Settings: View {
                    var body: some View {
                        Panel { Text("Body") } header: { Text("Title").frame(height: 20) }
                    }
                }
                """, "Settings")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let stack = try #require(placed.first(kind: .view("VStack")))
        #expect(stack.frame.size.height == 20 + 10 + 40)
        #expect(stack.first(kind: .view("Text"), label: "Title") != nil)
    }
}

