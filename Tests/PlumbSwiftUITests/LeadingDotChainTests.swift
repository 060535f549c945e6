import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A leading-dot chain (`.ink.resting`) where a view goes, typed as Swift types it: by the other
/// branch of a ternary, or by the `where Self ==` of the project's `ShapeStyle` extension that
/// declares its first member. A colour or style fills its place; any other chain stays unread.
@Suite struct LeadingDotChainTests {
    /// A palette reached from `Color` and from `ShapeStyle`, its colours looked up dynamically,
    /// as design-token libraries declare them.
    static let palette = """
        extension Color { static let ink = Inks() }
        extension ShapeStyle where Self == Color { static var ink: Inks { Self.ink } }
        @dynamicMemberLookup
        final class Inks {
            subscript(dynamicMember name: String) -> Color { Color.gray }
        }
        struct Theme { var surface: Color }
        """

    func read(_ background: String, declarations: String = palette) throws -> (tree: ScreenTree, placed: PlacedView) {
        let source = declarations + """

            struct Chip: View {
                let isPressed: Bool
                let theme: Theme
                let model: ChipModel
                var body: some View { Text("Chip").padding(10).background(\(background)) }
            }
            """
        let host = LayoutHost(screenSize: Size(width: 300, height: 600))
        let tree = try ScreenReader(sources: [(path: "App.swift", source: source)]).tree(of: "Chip", options: ReadingOptions(host: host))
        return (tree, LayoutEngine.layout(tree.root, in: host))
    }

    @Test(arguments: [
        "isPressed ? Color.ink.pressed : .ink.resting",
        "isPressed ? .ink.pressed : Color.ink.resting",
        "isPressed ? theme.surface : .ink.resting",
        "(isPressed ? .ink.pressed.dimmed : Color.red)",
    ])
    func aTernarysLeadingDotBranchHasTheOtherBranchsType(background: String) throws {
        let (tree, placed) = try read(background)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let fill = try #require(placed.allViews.first { $0.kind == .view("Color") })
        let chip = try #require(placed.allViews.first { $0.kind == .modifier("padding") })
        #expect(fill.frame == chip.frame)
    }

    @Test func aLeadingDotChainFromAShapeStyleExtensionIsItsSelfType() throws {
        let (tree, placed) = try read(".ink.resting")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.allViews.contains { $0.kind == .view("Color") })
    }

    @Test(arguments: [
        // The other branch's type is not known, nor is a style's `ink`.
        ("isPressed ? .ink.resting : model.badge", "extension Color { static let ink = Inks() }\nfinal class Inks { let resting = Color.gray }"),
        // Only `Color` declares the first member: a style's place does not look there.
        (".ink.resting", "extension Color { static let ink = Inks() }\nfinal class Inks { let resting = Color.gray }"),
        // The extension does not say what `Self` is: the member's own type is no style.
        (".ink.resting", "extension ShapeStyle { static var ink: Inks { Inks() } }\nfinal class Inks { let resting = Color.gray }"),
    ])
    func aChainWhoseTypeIsNotDeclaredStaysUnread(background: String, declarations: String) throws {
        let (tree, _) = try read(background, declarations: declarations)
        #expect(tree.issues.map(\.message).contains { $0.hasPrefix("unsupported expression '.ink.resting'") }, "\(tree.issues)")
    }
}
