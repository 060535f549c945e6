import PlumbLayout
import PlumbSwiftUI
import Testing

/// Colours reached through what the project declares: an environment value's type from its
/// `EnvironmentValues` member (whatever value the project sets for it), a method of a value that is no view, and `a ?? .b.c` whose
/// fallback starts with a leading dot.
@Suite struct DeclaredChainReadingTests {
    static let theme = """
        struct Shades {
            var base: Color
            var raised: Color
        }
        struct Scheme {
            var surface = Shades(base: .white, raised: .gray)
            func shade(for level: Int) -> LinearGradient { LinearGradient(colors: [.red], startPoint: .top, endPoint: .bottom) }
            func color() -> Color { .blue }
        }
        extension EnvironmentValues {
            @Entry var scheme = Scheme()
            var legacyScheme: Scheme {
                get { self[LegacySchemeKey.self] }
                set { self[LegacySchemeKey.self] = newValue }
            }
        }
        struct LegacySchemeKey: EnvironmentKey { static let defaultValue = Scheme() }
        struct Root: View {
            var body: some View {
                Screen().environment(\\.scheme, Scheme()).environment(\\.legacyScheme, Scheme())
            }
        }
        struct Accent { let fill: Color }
        extension Color { static let brand = Brand() }
        struct Brand { let icon = Color.indigo }
        """

    @Test(arguments: [
        "scheme.surface.raised", "legacy.surface.base", "scheme.shade(for: 2)", "scheme.surface.raised.opacity(0.5)",
        "legacy.color()", "Scheme().shade(for: 1)", "accent?.fill ?? .brand.icon",
    ])
    func aColourReachedThroughDeclarationsFillsWhatItIsOffered(value: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            Self.theme + """
                struct Screen: View {
                    @Environment(\\.scheme) var scheme
                    @Environment(\\.legacyScheme) private var legacy
                    var accent: Accent?
                    var body: some View {
                        Text("Title").padding(8).background(\(value))
                    }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let fill = try #require(placed.children.last)
        #expect(fill.frame.size == placed.frame.size)
    }

    /// An environment value the project does not declare, or a method whose type is not a
    /// style, is not read as a fill.
    @Test(arguments: ["dismiss.color()", "scheme.describe()"])
    func aChainWithoutADeclaredStyleTypeIsNotAFill(value: String) throws {
        let (tree, _) = try AppScreenLayout.layout(
            Self.theme + """
                extension Scheme { func describe() -> String { "scheme" } }
                struct Screen: View {
                    @Environment(\\.scheme) var scheme
                    @Environment(\\.dismiss) var dismiss
                    var body: some View {
                        Text("Title").background(\(value))
                    }
                }
                """, "Screen")
        #expect(tree.issues.contains { $0.message.hasPrefix("unsupported expression") }, "\(tree.issues)")
    }
}
