import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// Members read through a constant that holds an instance of a project type: a design system's
/// fonts and measures kept on a struct made once (`static let compound = Fonts()`, `static let
/// shared: Theme = .init()`, `private let metrics = Metrics()`). Only what every instance holds
/// is read: a `let` with its value, or a computed property of one expression over such members.
@Suite struct DeclaredInstanceReadingTests {
    func frames(_ placed: PlacedView, _ kind: NodeKind) -> [Size] {
        placed.allViews.filter { $0.kind == kind }.map(\.frame.size)
    }

    @Test(arguments: [".brand.title", "Font.brand.title", ".brand.emphasis", "Font.brand.heading"])
    func aFontKeptOnAnInstanceOfTheDesignSystemIsItsDeclaredFont(font: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            public extension Font {
                static let brand = BrandFonts()
            }
            public struct BrandFonts {
                public let title = Font.title2
                public let emphasis = Font.title2.weight(.regular)
                var heading: Font { title }
            }
            struct Header: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("Inbox").font(\(font))
                        Text("Inbox").font(.title2)
                    }
                }
            }
            """, "Header")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let texts = frames(placed, .view("Text"))
        #expect(texts.count == 2, "\(texts)")
        #expect(abs(texts[0].width - texts[1].width) < 0.001 && abs(texts[0].height - texts[1].height) < 0.001, "\(texts)")
    }

    @Test(arguments: [
        ("enum Theme { static let spacing = Spacing() }", "Theme.spacing.medium"),
        ("enum Theme { static let spacing: Spacing = .init() }", "Theme.spacing.medium"),
        ("final class Theme { static let spacing = Theme.Spacing() }", "Theme.spacing.medium"),
        ("struct Theme { static let shared = Theme(); let spacing = Spacing() }", "Theme.shared.spacing.medium"),
        ("enum Theme {}", "metrics.medium"),
    ])
    func aNumberKeptOnAnInstanceIsItsDeclaredValue(theme: String, value: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            \(theme)
            extension Theme {
                struct Spacing {
                    let medium: CGFloat = 12
                    var large: CGFloat { medium * 2 }
                }
            }
            struct Chip: View {
                private let metrics = Theme.Spacing()
                var body: some View { Color.red.frame(width: 10, height: 10).padding(\(value)) }
            }
            """, "Chip")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.frame.size == Size(width: 34, height: 34))
    }

    @Test func aComputedMemberOfAnInstanceReadsItsOtherMembers() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            final class Layout {
                static let shared: Layout = .init()
                let unit: CGFloat = 8
                var rowHeight: CGFloat { unit * 5 }
            }
            struct Row: View {
                var body: some View { Color.blue.frame(height: Layout.shared.rowHeight) }
            }
            """, "Row")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.frame.size.height == 40)
    }

    /// What a constant may change to, or a factory makes, is run-time state: a `static var`
    /// the code sets again, an instance made by a factory rather than an initializer. (An instance made with
    /// arguments is read through its initializer: `InstanceArgumentReadingTests`.)
    @Test(arguments: [
        "static let shared = Metrics.make()",
        "static var shared = Metrics(gap: 12)\n    static func compact() { shared = Metrics(gap: 8) }",
    ])
    func aMemberAnInstanceIsGivenStaysUnread(declaration: String) throws {
        let (tree, _) = try AppScreenLayout.layout(
            """
            struct Metrics {
                \(declaration)
                static func make() -> Metrics { Metrics(gap: 4) }
                let gap: CGFloat
                var spare: CGFloat = 4
            }
            struct Row: View {
                var body: some View { Color.blue.frame(height: 10).padding(Metrics.shared.gap).padding(Metrics.shared.spare) }
            }
            """, "Row")
        #expect(tree.issues.map(\.message) == [
            "argument '_' of padding is not a value the reader resolves",
            "argument '_' of padding is not a value the reader resolves",
        ])
    }
}
