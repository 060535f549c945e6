import PlumbLayout
import PlumbSwiftUI
import Testing

/// Of a project type's overloaded static functions, a leading-dot call takes the one the
/// compiler picks: the overload whose parameters take its arguments, a key path literal only
/// where a key path goes, also where the function is named with a keyword (`` `default` ``) and
/// where one overload hands on to another with a leading dot.
@Suite struct StaticOverloadReadingTests {
    static let label = """
        struct Glyph: View {
            let name: KeyPath<Glyphs, Image>
            init(_ name: KeyPath<Glyphs, Image>) { self.name = name }
            var body: some View { Image(systemName: "star").frame(width: 20, height: 20) }
        }
        struct Glyphs {
            let star = Image(systemName: "star")
        }
        struct RowTitle<Icon: View>: View {
            let title: String
            let icon: Icon
            var body: some View { HStack { icon; Text(title) } }
            static func `default`(title: String, icon: Icon) -> RowTitle {
                RowTitle(title: title, icon: icon)
            }
            static func `default`(title: String, icon: KeyPath<Glyphs, Image>) -> RowTitle where Icon == Glyph {
                .default(title: title, icon: Glyph(icon))
            }
            static func plain(_ title: String, glyph: KeyPath<Glyphs, Image>) -> Self where Icon == Glyph {
                .init(title: title, icon: Glyph(glyph))
            }
            static func plain(_ title: String, glyph: Icon) -> Self {
                .init(title: title, icon: glyph)
            }
        }
        struct SettingsRow<Icon: View>: View {
            let label: RowTitle<Icon>
            init(label: RowTitle<Icon>) { self.label = label }
            var body: some View { HStack { label; Spacer() } }
        }
        """

    @Test(arguments: [
        #"SettingsRow(label: .default(title: "About", icon: \.star))"#,
        #"SettingsRow(label: .plain("About", glyph: \.star))"#,
        #"SettingsRow(label: .default(title: "About", icon: Glyph(\.star)))"#,
    ])
    func aKeyPathTakesTheOverloadThatTakesAKeyPath(row: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            Self.label + """
                struct Screen: View {
                    var body: some View { List { \(row) } }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Text"))?.label == "About")
        #expect(placed.first(kind: .modifier("frame"))?.frame.size.width == 20)
    }
}
