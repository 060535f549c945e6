import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// UIKit's point size of a text style (`UIFont.preferredFont(forTextStyle:).pointSize`) at the
/// host's text size or at the one its traits fix; a property the project declares on
/// `Font.TextStyle` or `Font.Weight`, read with `self` bound to the style or weight the call
/// gives; and of a design system's overloaded font functions, the one the call's labels choose.
@Suite struct DeclaredFontSizeTests {
    private static func layout(_ source: String, _ screen: String, at textSize: DynamicTypeSize = .large) throws -> (
        issues: [String], placed: [PlacedView]
    ) {
        let host = LayoutHost(screenSize: Size(width: 300, height: 600), dynamicTypeSize: textSize)
        let tree = try ScreenReader(sources: [(path: "App.swift", source: source)]).tree(of: screen, options: ReadingOptions(host: host))
        return (tree.issues.map(\.message), LayoutEngine.layout(tree.root, in: host).allViews)
    }

    private static func frameWidths(_ source: String, at textSize: DynamicTypeSize) throws -> (issues: [String], widths: [Double]) {
        let (issues, placed) = try layout(source, "Ruler", at: textSize)
        return (issues, placed.filter { $0.kind == .modifier("frame") }.map { $0.frame.size.width })
    }

    private static func textHeights(_ source: String, at textSize: DynamicTypeSize) throws -> (issues: [String], heights: [Double]) {
        let (issues, placed) = try layout(source, "Screen", at: textSize)
        return (issues, placed.filter { $0.kind == .view("Text") }.map { ($0.frame.size.height * 100).rounded() / 100 })
    }

    private static let rulers = """
        import SwiftUI
        import UIKit
        struct Ruler: View {
            private let note = UIFont.preferredFont(forTextStyle: .footnote)
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: UIFont.preferredFont(forTextStyle: .title1).pointSize, height: 1)
                    Color.red.frame(width: note.pointSize, height: 1)
                    Color.red.frame(width: UIFont.preferredFont(
                        forTextStyle: UIFont.TextStyle.caption2,
                        compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize, height: 1)
                    Color.red.frame(width: UIFont.preferredFont(
                        forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium)).pointSize, height: 1)
                }
            }
        }
        """

    @Test func aPreferredFontsPointSizeIsItsStyleAtTheHostsTextSizeOrTheOneItsTraitsFix() throws {
        // UIKit's title1, footnote, caption2 and body: 28, 13, 11 and 17 pt at Large; 58, 44, 41
        // and 53 at AX5; body at AX1 (accessibilityMedium) 28.
        let (issues, large) = try Self.frameWidths(Self.rulers, at: .large)
        #expect(issues.isEmpty, "\(issues)")
        #expect(large == [28, 13, 11, 28])
        #expect(try Self.frameWidths(Self.rulers, at: .accessibility5).widths == [58, 44, 11, 28])
    }

    @Test func aPreferredFontMadeWithOtherTraitsOrAStyleUIKitDoesNotNameStaysUnread() throws {
        let (issues, _) = try Self.frameWidths(
            """
            struct Ruler: View {
                let traits: UITraitCollection
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize, height: 1)
                        Color.red.frame(width: UIFont.preferredFont(forTextStyle: .title).pointSize, height: 1)
                        Color.red.frame(width: UIFont.preferredFont(
                            forTextStyle: .body, compatibleWith: UITraitCollection(horizontalSizeClass: .compact)).pointSize, height: 1)
                    }
                }
            }
            """, at: .large)
        #expect(issues.filter { $0.contains("frame") }.count == 3, "\(issues)")
    }

    private static let serif = """
        import SwiftUI
        import UIKit
        extension Font {
            static func serif(_ weight: Font.Weight, style: Font.TextStyle = .body) -> Font {
                .custom(weight.serifFace, size: style.sizeAtLarge, relativeTo: style)
            }
            static func serif(_ weight: Font.Weight, size: CGFloat, style: Font.TextStyle) -> Font {
                .custom(weight.serifFace, size: size, relativeTo: style)
            }
            static func serifBold(_ style: Font.TextStyle) -> Font { serif(.bold, style: style) }
        }
        extension Font.Weight {
            var serifFace: String {
                switch self {
                case .bold: "Serif-Bold"
                default: "Serif-Book"
                }
            }
        }
        private extension Font.TextStyle {
            var kitStyle: UIFont.TextStyle {
                switch self {
                case .title: .title1
                case .caption: .caption1
                case .headline: .headline
                default: .body
                }
            }
            var sizeAtLarge: CGFloat {
                UIFont.preferredFont(
                    forTextStyle: kitStyle, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)
                ).pointSize
            }
        }
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Title").font(.serif(.bold, style: .title))
                    Text("Title").font(.title)
                    Text("Body").font(.serif(.regular))
                    Text("Body").font(.body)
                    Text("Note").font(.serifBold(.caption))
                    Text("Note").font(.caption)
                    Text("Hero").font(.serif(.bold, size: 40, style: .largeTitle))
                    Text("Hero").font(.custom("Other", size: 40, relativeTo: .largeTitle))
                }
            }
        }
        """

    @Test func aStylesDeclaredSizeIsReadWithSelfBoundToTheStyleTheCallGives() throws {
        for textSize in [DynamicTypeSize.large, .accessibility3] {
            let (issues, heights) = try Self.textHeights(Self.serif, at: textSize)
            #expect(issues.isEmpty, "\(issues)")
            #expect(heights.count == 8)
            // Each serif line is as tall as the system font's line it stands beside.
            for pair in stride(from: 0, to: heights.count - 1, by: 2) {
                #expect(heights[pair] == heights[pair + 1], "\(textSize): \(heights)")
            }
            // The overload with `size:` is the one `.serif(.bold, size: 40, …)` calls, not body's size.
            #expect(heights[6] > heights[2], "\(heights)")
        }
    }

    @Test func aNumberASwitchOnSelfGivesPerStyleIsThatStylesCase() throws {
        let (issues, heights) = try Self.textHeights(
            """
            extension Font.TextStyle {
                var brandSize: CGFloat {
                    switch self {
                    case .largeTitle: return 36
                    case .footnote: return 12
                    default: return 16
                    }
                }
            }
            enum Typography {
                static func font(for style: Font.TextStyle) -> Font { .system(size: style.brandSize) }
            }
            struct Screen: View {
                let style: Font.TextStyle = .largeTitle
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Big").font(Typography.font(for: style))
                        Text("Big").font(.system(size: 36))
                        Text("Small").font(.system(size: Font.TextStyle.footnote.brandSize))
                        Text("Small").font(.system(size: 12))
                    }
                }
            }
            """, at: .large)
        #expect(issues.isEmpty, "\(issues)")
        #expect(heights.count == 4 && heights[0] == heights[1] && heights[2] == heights[3] && heights[0] > heights[2], "\(heights)")
    }

    @Test func aStylesPropertyThatReadsRunTimeStateStaysUnread() throws {
        let (issues, _) = try Self.textHeights(
            """
            extension Font.TextStyle {
                var userSize: CGFloat { CGFloat(UserDefaults.standard.double(forKey: "size")) }
                var pickedSize: CGFloat {
                    switch self {
                    case .body where UserDefaults.standard.bool(forKey: "large"): return 30
                    default: return 16
                    }
                }
            }
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("One").font(.system(size: Font.TextStyle.body.userSize))
                        Text("Two").font(.system(size: Font.TextStyle.body.pickedSize))
                    }
                }
            }
            """, at: .large)
        #expect(issues.filter { $0.contains("font") }.count == 2, "\(issues)")
    }

    private static let platformFonts = """
        import SwiftUI
        import UIKit
        extension UIFont {
            static func heavyBrand(ofSize size: CGFloat) -> UIFont { UIFont.boldSystemFont(ofSize: size) }
            static let noteFont = UIFont.systemFont(ofSize: 12, weight: UIFont.Weight.medium)
        }
        struct Screen: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("Row").font(Font(UIFont.systemFont(ofSize: 15, weight: .medium)))
                    Text("Row").font(.system(size: 15, weight: .medium))
                    Text("Head").font(Font(UIFont.heavyBrand(ofSize: 22)))
                    Text("Head").font(.system(size: 22, weight: .bold))
                    Text("Title").font(Font(UIFont.preferredFont(forTextStyle: .title1)))
                    Text("Title").font(.title)
                    Text("Note").font(Font(.noteFont))
                    Text("Note").font(.system(size: 12, weight: .medium))
                }
            }
        }
        """

    @Test func aPlatformFontIsTheSystemFontAtItsSizeOrItsTextStyle() throws {
        let (issues, large) = try Self.textHeights(Self.platformFonts, at: .large)
        let (_, huge) = try Self.textHeights(Self.platformFonts, at: .accessibility3)
        #expect(issues.isEmpty, "\(issues)")
        for heights in [large, huge] {
            #expect(heights.count == 8)
            for pair in stride(from: 0, to: heights.count - 1, by: 2) {
                #expect(heights[pair] == heights[pair + 1], "\(heights)")
            }
        }
        // A UIKit font of a size keeps it at every text size; a preferred font follows the host's.
        #expect(large[2] == huge[2] && large[4] < huge[4], "\(large) \(huge)")
    }

    @Test func aPlatformFontByNameOrHeldAtRunTimeStaysUnread() throws {
        let (issues, _) = try Self.textHeights(
            """
            struct Screen: View {
                let chosen: UIFont
                var body: some View {
                    VStack(spacing: 0) {
                        Text("One").font(Font(UIFont(name: "Brand-Book", size: 15)!))
                        Text("Two").font(Font(chosen))
                        Text("Three").font(Font(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil)))
                    }
                }
            }
            """, at: .large)
        #expect(issues.filter { $0.contains("font") }.count == 3, "\(issues)")
    }
}
