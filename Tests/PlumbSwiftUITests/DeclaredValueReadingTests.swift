import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// Values a project declares, read where a screen uses them: numbers from computed properties,
/// number-type extensions, `max`/`min` and size-class choices; fonts from `.custom` and the
/// project's `Font` members; colours whose value is unknown but whose layout is not; views
/// from a type's static helpers.
@Suite struct DeclaredValueReadingTests {
    func layout(_ source: String, _ screen: String, host: LayoutHost = LayoutHost(screenSize: Size(width: 300, height: 600)))
        throws -> (tree: ScreenTree, placed: PlacedView)
    {
        let reader = ScreenReader(sources: [(path: "App.swift", source: source)])
        let tree = try reader.tree(of: screen, options: ReadingOptions(host: host))
        return (tree, LayoutEngine.layout(tree.root, in: host))
    }

    func frames(_ placed: PlacedView, _ kind: NodeKind) -> [Size] {
        placed.allViews.filter { $0.kind == kind }.map(\.frame.size)
    }

    // MARK: Numbers

    @Test(arguments: [
        "var side: CGFloat { 24 }",
        "var side: CGFloat { return 24 }",
        "private var side: CGFloat { Metrics.icon }",
        "var side: CGFloat { max(Metrics.icon, 12) }",
        "var side: CGFloat { min(40, Metrics.icon * 2, 24) }",
    ])
    func aComputedPropertyOfOneExpressionGivesItsNumber(declaration: String) throws {
        let (tree, placed) = try layout(
            """
            enum Metrics { static var icon: CGFloat { 24 } }
            struct Badge: View {
                \(declaration)
                var body: some View { Circle().frame(width: side, height: side) }
            }
            """, "Badge")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(frames(placed, .view("Circle")) == [Size(width: 24, height: 24)])
    }

    @Test(arguments: ["extension CGFloat { static let rowGap: CGFloat = 6 }", "extension CGFloat {\n static var rowGap: CGFloat { 6 }\n}"])
    func aLeadingDotNumberIsTheNumberTypesStaticMember(declaration: String) throws {
        let (tree, placed) = try layout(
            declaration + """

                struct Row: View {
                    var body: some View { Color.red.frame(width: 10, height: 10).padding(.horizontal, .rowGap) }
                }
                """, "Row")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.frame.size == Size(width: 22, height: 10))
    }

    @Test(arguments: [(SizeClass.compact, 100.0), (.regular, 200.0)])
    func aNumberChosenBySizeClassIsTheHostsChoice(sizeClass: SizeClass, width: Double) throws {
        let host = LayoutHost(
            screenSize: Size(width: 300, height: 600), sizeClasses: SizeClasses(horizontal: sizeClass, vertical: .regular))
        let (tree, placed) = try layout(
            """
            struct Panel: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View { Color.blue.frame(width: sizeClass == .compact ? 100 : 200, height: 10) }
            }
            """, "Panel", host: host)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.frame.size.width == width)
    }

    /// A choice of two known numbers on app state is an open number (`OpenNumberReadingTests`);
    /// one made in several statements stays unread.
    @Test func aNumberChosenAtRunTimeInSeveralStatementsStaysUnread() throws {
        let (tree, _) = try layout(
            """
            struct Panel: View {
                @State private var expanded = false
                var side: CGFloat { if expanded { return 40 }; return 20 }
                var body: some View { Color.blue.frame(width: expanded ? 100 : 200).frame(height: side) }
            }
            """, "Panel")
        #expect(tree.issues.map(\.message) == ["argument 'height' of frame is not a value the reader resolves"])
    }

    // MARK: Fonts

    @Test(arguments: [
        ".custom(\"Brand\", size: 28)",
        "Font.custom(\"Brand\", size: 28, relativeTo: .title)",
        ".custom(Brand.face, fixedSize: Brand.large)",
        ".brandTitle",
        "Font.brandLarge",
        ".brand(size: 28)",
        ".brandRegular",
        "Brand.font(size: 28)",
        ".system(size: Brand.large, weight: .regular)",
        ".system(size: 28).monospacedDigit()",
    ])
    func aDeclaredFontIsMeasuredAtItsSize(font: String) throws {
        let (tree, placed) = try layout(
            """
            enum Brand {
                static let face = "Brand-Regular"
                static let large: CGFloat = 28
                static func font(size: CGFloat) -> Font { .custom(face, size: size) }
            }
            extension Font {
                static let brandTitle = Font.custom("Brand-Bold", size: 28)
                static var brandLarge: Font { .system(size: Brand.large) }
                static func brand(size: CGFloat) -> Font {
                    return .custom("Brand", size: size)
                }
                static var brandRegular: Font { brand(size: Brand.large) }
            }
            struct Title: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Welcome back").font(\(font))
                        Text("Welcome back").font(.system(size: 28))
                    }
                }
            }
            """, "Title")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let texts = frames(placed, .view("Text"))
        #expect(texts.count == 2, "\(texts)")
        #expect(abs(texts[0].width - texts[1].width) < 0.001 && abs(texts[0].height - texts[1].height) < 0.001, "\(texts)")
    }

    @Test func aCustomFaceIsMeasuredWithTheSystemFontsMetricsAndSaysSo() throws {
        let (tree, _) = try layout(
            """
            struct Title: View {
                var body: some View { Text("Hi").font(.custom("Brand-Bold", size: 20)) }
            }
            """, "Title")
        #expect(tree.assumptions.map(\.message) == [
            "measured text in 'Brand-Bold' with the system font's metrics: its size is the app's, its face is not read"
        ])
    }

    @Test func aFontThatNamesItselfStaysUnread() throws {
        let (tree, _) = try layout(
            """
            extension Font { static var loop: Font { .loop } }
            struct Title: View {
                var body: some View { Text("Hi").font(.loop) }
            }
            """, "Title")
        #expect(tree.issues.map(\.message) == ["argument '_' of font is not a value the reader resolves"])
    }

    @Test func aCustomSizeScalesAsItsTextStyleDoes() {
        #expect(Font(.scaled(17, relativeTo: .body)).pointSize(at: .large) == 17)
        #expect(Font(.scaled(34, relativeTo: .body)).pointSize(at: .accessibility5) == 106)
        #expect(Font(.scaled(12, relativeTo: .caption)).pointSize(at: .xSmall) == 11)
        #expect(Font(.fixed(17)).pointSize(at: .accessibility5) == 17)
    }

    // MARK: Colours

    @Test(arguments: [
        "Color.brand(3)",
        ".brand(2)",
        "Color(shadeName)",
        "Color.palette.surface",
        "Color.palette.surface.opacity(0.5)",
        "isOn ? Color.brand(1) : .brand(2)",
    ])
    func aColourWhoseValueIsUnknownStillFillsItsPlace(colour: String) throws {
        let (tree, placed) = try layout(
            """
            extension Color { static func brand(_ shade: Int) -> Color { Color(white: Double(shade) / 10) } }
            struct Card: View {
                let shadeName: String
                let isOn: Bool
                var body: some View { Text("Card").padding(8).background(\(colour)) }
            }
            """, "Card")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.allViews.contains { $0.kind == .view("Color") })
    }

    @Test(arguments: [".palette.surface", "theme.cardFill", "AnyShapeStyle(.tint)"])
    func aStyleFillingAShapeInABackgroundIsAStyleWhateverItsValue(style: String) throws {
        let (tree, placed) = try layout(
            """
            struct Chip: View {
                let theme: Theme
                var body: some View { Text("Chip").padding(4).background(\(style), in: Capsule()) }
            }
            """, "Chip")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.frame.size.width > 0)
    }

    // MARK: Static helpers

    @Test(arguments: ["Self.badge(size: 20)", "Badges.badge(size: 20)", "Badges.standard", "Dot.small"])
    func aTypesStaticHelperIsReadWithItsArguments(call: String) throws {
        let (tree, placed) = try layout(
            """
            enum Badges {
                static func badge(size: CGFloat) -> some View { Circle().frame(width: size, height: size) }
                static var standard: some View { badge(size: 20) }
            }
            struct Dot: View {
                let side: CGFloat
                static var small: Self { Self(side: 20) }
                var body: some View { Circle().frame(width: side, height: side) }
            }
            struct Profile: View {
                static func badge(size: CGFloat) -> some View {
                    Circle().frame(width: size, height: size)
                }
                var body: some View { HStack { Text("Ann"); \(call) } }
            }
            """, "Profile")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(frames(placed, .view("Circle")) == [Size(width: 20, height: 20)])
    }
}
