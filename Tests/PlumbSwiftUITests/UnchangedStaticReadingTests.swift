import PlumbLayout
@testable import PlumbSwiftUI
import Testing

/// A stored `static var` the project never changes holds its initial value all along, as a
/// `static let` does (`ValueReader.declaredProperty`): read wherever a number, insets or a font
/// go. One the code may change anywhere (assigned, set in part, changed in place, handed on
/// `inout`) stays unread.
@Suite struct UnchangedStaticReadingTests {
    /// `screen` of the files `sources`, read and laid out on the canvas.
    private static func layout(_ sources: [String], screen: String = "Screen") throws -> (tree: ScreenTree, placed: PlacedView) {
        let files = sources.enumerated().map { (path: "File\($0.offset).swift", source: $0.element) }
        let tree = try ScreenReader(sources: files).tree(of: screen, options: ReadingOptions(host: AppScreenLayout.canvas))
        return (tree, LayoutEngine.layout(tree.root, in: AppScreenLayout.canvas))
    }

    /// A namespace of stored statics, a struct's, and a number type's, in another file than the
    /// screen that reads them.
    private static let metrics = """
        import SwiftUI
        enum Layout {
            static var gap = CGFloat(20)
            static var inset: CGFloat = 16
            static var cardInsets = EdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 10)
            static var doubled: CGFloat { gap * 2 }
        }
        struct Theme {
            static var headline = Font.system(size: 30, weight: .bold)
        }
        extension CGFloat {
            static var rowGap: CGFloat = 6
        }
        """

    private static let screen = """
        struct Screen: View {
            var body: some View {
                VStack(spacing: Layout.gap) {
                    Color.red.frame(height: 10).padding(Layout.inset)
                    Color.blue.frame(height: 10).padding(Layout.cardInsets)
                    Color.green.frame(height: .rowGap)
                    Color.gray.frame(height: Layout.doubled)
                }
            }
        }
        """

    @Test func aStaticVarNothingChangesIsItsInitialValue() throws {
        let (tree, placed) = try Self.layout([Self.metrics, Self.screen])
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        // 42 (10 + 2 × 16) + 20 (10 + 4 + 6) + 6 + 40 (the computed 2 × gap), 20 apart: 168.
        #expect(placed.first(kind: .view("VStack"))?.frame.size.height == 168)
    }

    @Test func aStaticVarFontNothingChangesIsThatFont() throws {
        let read = """
            struct Screen: View {
                var body: some View { Text("Today").font(Theme.headline) }
            }
            """
        let written = """
            struct Written: View {
                var body: some View { Text("Today").font(.system(size: 30, weight: .bold)) }
            }
            """
        let (tree, placed) = try Self.layout([Self.metrics, read, written])
        let (_, expected) = try Self.layout([Self.metrics, read, written], screen: "Written")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Text"))?.frame.size == expected.first(kind: .view("Text"))?.frame.size)
    }

    /// Inside its own type a static is named alone.
    @Test func aStaticVarNamedInItsOwnTypeIsRead() throws {
        let source = """
            struct Screen: View {
                static var spacing: CGFloat = 12
                var body: some View {
                    HStack(spacing: Self.spacing) {
                        Color.red.frame(width: 10)
                        Color.red.frame(width: 10)
                    }
                    .frame(height: 10)
                }
            }
            """
        let (tree, placed) = try Self.layout([source])
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("HStack"))?.frame.size.width == 32)
    }

    /// Every way the code may change it, from another file or inside its type.
    @Test(arguments: [
        "func compact() { Layout.gap = 8 }",
        "func grow() { Layout.gap += 4 }",
        "extension Layout { static func compact() { gap = 8 } }",
        "func flip() { Layout.gap.negate() }",
        "func reset(_ value: inout CGFloat) { value = 0 }\nfunc apply() { reset(&Layout.gap) }",
        "func tighten() { Layout.cardInsets.leading = 2 }",
        "func tighten() { Layout.cardInsets.top += 2 }",
    ])
    func aStaticVarTheCodeMayChangeStaysUnread(change: String) throws {
        let screen = """
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(height: Layout.gap)
                        Color.red.padding(Layout.cardInsets)
                    }
                }
            }
            """
        let (tree, _) = try Self.layout([Self.metrics, screen, change])
        #expect(!tree.issues.isEmpty, "read although '\(change)' may change it")
    }

    /// A file that only reads the name is not walked; one that may change it is.
    @Test(arguments: [
        (".padding(Layout.gap)", false),
        ("let total = Layout.gap * 2 + 1", false),
        ("Layout.gap = 4", true),
        ("Layout.gap -= 4", true),
        ("Layout.gap.negate()", true),
        // Any method may change it in place: its file is walked, whatever the method.
        ("let even = Layout.gap.rounded()", true),
        ("Layout.size.width = 4", true),
        ("Layout.columns[0].spacing = 4", true),
        ("swap(&Layout.gap, &other)", true),
        ("let path = \\Layout.gap", true),
        ("_gap.update()", true),
    ])
    func aFileIsWalkedWhereItMayChangeTheName(text: String, mayChange: Bool) {
        let name = text.contains("size") ? "size" : text.contains("columns") ? "columns" : "gap"
        #expect(WriteScan.mayChange(name, in: Array(text.utf8)) == mayChange, "\(text)")
    }
}
