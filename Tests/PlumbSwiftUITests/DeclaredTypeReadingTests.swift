import PlumbLayout
import PlumbSwiftUI
import Testing

/// Values standing as views that the reader reads by the type the project declares for them,
/// and a custom view's initializer read as the view type's own code.
@Suite struct DeclaredTypeReadingTests {
    static let styles = """
        struct ChipStyle {
            var fill: Color? = nil
            var tint: Color = .blue
            var shade: LinearGradient { LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom) }
            var wash: some ShapeStyle { Color.gray.opacity(0.2) }
            var config = ChipConfig()
        }
        struct ChipConfig { let border: Color = .gray }
        enum Palette {
            static func surface(for level: Int) -> UIColor { level > 1 ? .systemGray5 : .systemGray6 }
            enum Brand { static let accent = Color(red: 0.1, green: 0.2, blue: 0.3) }
        }
        extension UIColor {
            var swiftUI: Color { Color(self) }
        }
        """

    @Test(arguments: [
        "style.tint", "self.style.config.border", "style.shade", "style.wash", "Palette.surface(for: 2).swiftUI.ignoresSafeArea()",
        "UIColor.secondarySystemGroupedBackground.swiftUI", "accent ?? Palette.Brand.accent", "accent ?? .accentColor",
        "layer(style)",
    ])
    func aValueDeclaredAColourOrAStyleFillsWhatItIsOffered(value: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            Self.styles + """
                struct Chip: View {
                    let style: ChipStyle
                    var accent: Color?
                    var body: some View {
                        Text("Title").padding(8).background(\(value))
                    }
                    private func layer(_ style: ChipStyle) -> Color { style.tint }
                }
                struct Screen: View {
                    var body: some View { Chip(style: ChipStyle()) }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let fill = try #require(placed.children.last)
        #expect(fill.frame.size == placed.frame.size)
        #expect(fill.frame.size.width > 0)
    }

    /// In a helper, the parameter's declared type is read, whatever the caller passes.
    @Test func aHelpersParameterIsReadByItsDeclaredType() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            Self.styles + """
                struct Screen: View {
                    var body: some View {
                        ZStack { backdrop(ChipStyle()); Text("Title").padding(20) }
                    }
                    @ViewBuilder private func backdrop(_ style: ChipStyle) -> some View {
                        Color.clear.overlay(style.shade)
                    }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("LinearGradient"))?.frame.size == placed.frame.size)
    }

    /// Given at run time, an optional colour is optional content: present and absent.
    @Test func anOptionalColourIsOptionalContent() throws {
        let source = Self.styles + """
            struct Screen: View {
                let style: ChipStyle
                var body: some View { Text("Title").overlay(style.fill) }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.assumptions.map(\.message) == ["laid out 'style.fill' present: whether it holds a value is known at run time"])
        #expect(placed.first(kind: .view("Color")) != nil)

        var absent = AppScreenLayout.canvas
        absent.optionalContent = .absent
        let (without, placedWithout) = try AppScreenLayout.layout(source, "Screen", on: absent)
        #expect(without.issues.isEmpty, "\(without.issues)")
        #expect(placedWithout.first(kind: .view("Color")) == nil)
    }

    /// Made where it is written, the instance holds what its initializer gives: a colour left at
    /// its `nil` default is absent and one given is there, in both scenarios, and nothing is
    /// assumed.
    @Test(arguments: [("ChipStyle()", false), ("ChipStyle(fill: .mint)", true)])
    func anOptionalColourOfAnInstanceMadeThereIsWhatItsInitializerGives(made: String, shown: Bool) throws {
        let source = Self.styles + """
            struct Screen: View {
                let style = \(made)
                var body: some View { Text("Title").overlay(style.fill) }
            }
            """
        for optionalContent in [OptionalContent.present, .absent] {
            var host = AppScreenLayout.canvas
            host.optionalContent = optionalContent
            let (tree, placed) = try AppScreenLayout.layout(source, "Screen", on: host)
            #expect(tree.issues.isEmpty, "\(tree.issues)")
            #expect(tree.assumptions.isEmpty, "\(tree.assumptions)")
            #expect((placed.first(kind: .view("Color")) != nil) == shown, "\(made), \(optionalContent)")
        }
    }

    /// A type the project does not declare a colour, or a member whose type is not written, stays
    /// opaque: the reader does not guess a type from a name.
    @Test(arguments: ["style.tone", "Palette.surface(for: 1).description", "UIColor.brandTint.swiftUI", "theme.tint"])
    func aValueOfNoProvableStyleTypeStaysOpaque(value: String) throws {
        let (tree, _) = try AppScreenLayout.layout(
            Self.styles + """
                extension ChipStyle { var tone: String { "warm" } }
                struct Screen: View {
                    let style = ChipStyle()
                    let theme = loadTheme()
                    var body: some View { Text("Title").background(\(value)) }
                }
                """, "Screen")
        #expect(tree.issues.contains { $0.message.contains("unsupported expression") }, "\(tree.issues)")
    }

    /// A custom view's initializer is the view type's code: `Self` there names the view type.
    @Test(arguments: ["self.label = Self.makeLabel(text)", "label = Self.makeLabel(text)", "self.label = Badge.makeLabel(text)"])
    func aViewsInitializerReadsSelfAsTheViewType(assignment: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            struct Badge: View {
                private let label: Text
                init(_ text: String) {
                    \(assignment)
                }
                var body: some View { label.padding(4) }
                private static func makeLabel(_ text: String) -> Text { Text(verbatim: text).bold() }
            }
            struct Screen: View {
                var body: some View { Badge("New") }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Text"))?.label == "New")
    }
}
