import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A member of a project enum that says its value per case (`var side: CGFloat { switch self {
/// case .small: 16 … } }`), read where the case is known: a call site's argument, a default.
@Suite struct EnumCaseMemberReadingTests {
    static let badgeSize = """
        enum BadgeSize {
            case small, medium
            case large
            var side: CGFloat {
                switch self {
                case .small: return 16
                case .medium, .large: return Metrics.wide
                }
            }
            var inset: CGFloat {
                return switch self {
                case .small: 2
                default: 4
                }
            }
        }
        enum Metrics { static let wide: CGFloat = 32 }
        """

    @Test(arguments: [
        ("Badge(size: .medium)", 40.0),
        ("Badge(size: BadgeSize.large)", 40),
        ("Badge(size: .small)", 20),
        ("Badge()", 20),
    ])
    func aViewsEnumParameterGivesItsCasesValue(call: String, side: Double) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            Self.badgeSize + """

                struct Badge: View {
                    var size: BadgeSize = .small
                    var body: some View { Circle().frame(width: size.side, height: self.size.side).padding(size.inset) }
                }
                struct Screen: View {
                    var body: some View { VStack { \(call) } }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.frame.size == Size(width: side, height: side))
    }

    @Test func aModifiersEnumParameterGivesItsCasesValue() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            Self.badgeSize + """

                struct Inset: ViewModifier {
                    let size: BadgeSize
                    func body(content: Content) -> some View { content.padding(size.inset) }
                }
                extension View {
                    func inset(_ kind: BadgeSize) -> some View { modifier(Inset(size: kind)) }
                    func framed(_ kind: BadgeSize) -> some View { frame(width: kind.side, height: kind.side) }
                }
                struct Screen: View {
                    var body: some View { Color.red.framed(.large).inset(.small) }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.frame.size == Size(width: 36, height: 36))
    }

    @Test(arguments: [
        // The case is chosen at run time.
        "@State private var size: BadgeSize = .small",
        // A case before it tests a condition.
        "let size: Sized = .b",
        // The case carries a value.
        "let size: Sized = .c(3)",
    ])
    func aCaseTheReaderCannotFollowStaysUnread(declaration: String) throws {
        let (tree, _) = try AppScreenLayout.layout(
            Self.badgeSize + """

                enum Sized {
                    case a, b
                    case c(Int)
                    var side: CGFloat {
                        switch self {
                        case .a where Sized.flag: return 10
                        case .b: return 12
                        case .c: return 14
                        default: return 8
                        }
                    }
                    static var flag = false
                }
                struct Screen: View {
                    \(declaration)
                    var body: some View { Color.red.frame(height: size.side) }
                }
                """, "Screen")
        #expect(tree.issues.map(\.message) == ["argument 'height' of frame is not a value the reader resolves"])
    }

    @Test(arguments: [".brand.title", "Brand.title.font", "style.font"])
    func aFontChosenPerCaseIsThatCasesFont(font: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            enum Brand {
                case title, caption
                var font: Font {
                    switch self {
                    case .title: return .brandTitle
                    case .caption: return .caption
                    }
                }
            }
            extension Font {
                static let brand = Brand.Fonts()
                static var brandTitle: Font {
                    UIAccessibility.isBoldTextEnabled ? .custom("Brand-Bold", size: 22) : .custom("Brand-Light", size: 22)
                }
            }
            extension Brand { struct Fonts { let title = Font.brandTitle } }
            struct Screen: View {
                let style: Brand = .title
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Inbox").font(\(font))
                        Text("Inbox").font(.custom("Brand", size: 22))
                    }
                }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let texts = placed.allViews.filter { $0.kind == .view("Text") }.map(\.frame.size)
        #expect(texts.count == 2, "\(texts)")
        #expect(abs(texts[0].width - texts[1].width) < 0.001 && abs(texts[0].height - texts[1].height) < 0.001, "\(texts)")
    }

    /// Fonts that differ on a condition known only at run time, neither smaller than the other,
    /// are not one font (an ordered pair is an open font: `OpenFontReadingTests`).
    @Test func aFontChosenAtRunTimeBetweenDifferentFontsStaysUnread() throws {
        let (tree, _) = try AppScreenLayout.layout(
            """
            struct Screen: View {
                @State private var large = false
                var body: some View { Text("Inbox").font(large ? .title3 : .headline) }
            }
            """, "Screen")
        #expect(tree.issues.map(\.message) == ["argument '_' of font is not a value the reader resolves"])
    }
}
