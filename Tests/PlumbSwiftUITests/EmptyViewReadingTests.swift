import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// `EmptyView()` is modelled: nothing of zero size, which a stack leaves out with its gap.
@Suite struct EmptyViewReadingTests {
    let canvas = LayoutHost(screenSize: Size(width: 300, height: 300), scale: 3)

    func layout(_ sources: [(String, String)], _ screen: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        let reader = ScreenReader(sources: sources.map { (path: $0.0, source: $0.1) })
        let tree = try reader.tree(of: screen, options: ReadingOptions(host: canvas))
        return (tree, LayoutEngine.layout(tree.root, in: canvas))
    }

    /// The gap between the two texts of a stack that also holds an empty view.
    func gap(_ placed: PlacedView) throws -> Double {
        let texts = placed.allViews.filter { $0.kind == .view("Text") }
        try #require(texts.count == 2)
        return texts[1].frame.minY - texts[0].frame.maxY
    }

    /// Stacks of two texts 10pt apart with an empty view between them, in several idioms.
    static let emptyBetween = [
        // A custom view whose body is `EmptyView()`.
        """
        struct Placeholder: View { var body: some View { EmptyView() } }
        struct Screen: View {
            var body: some View { VStack(spacing: 10) { Text("Top"); Placeholder(); Text("Bottom") } }
        }
        """,
        // A helper that returns `EmptyView()`, and a container given an empty builder.
        """
        struct Screen: View {
            var body: some View {
                VStack(spacing: 10) {
                    Text("Top")
                    badge
                    Nothing { }
                    Text("Bottom")
                }
            }
            @ViewBuilder var badge: some View { EmptyView() }
        }
        struct Nothing<Content: View>: View {
            @ViewBuilder let content: Content
            var body: some View { content }
        }
        """,
    ]

    @Test(arguments: emptyBetween)
    func anEmptyViewAddsNoGapToItsStack(source: String) throws {
        let screen = try layout([("Screen.swift", source)], "Screen")
        #expect(screen.tree.issues.isEmpty, "\(screen.tree.issues)")
        #expect(try gap(screen.placed) == 10)
    }

    @Test func anEmptyViewAsAnOverlayIsModelled() throws {
        let screen = try layout(
            [("Screen.swift", """
            struct Screen: View {
                var body: some View { Text("Hi").background(EmptyView()).overlay { EmptyView() } }
            }
            """)], "Screen")
        #expect(screen.tree.issues.isEmpty, "\(screen.tree.issues)")
        let opaque = screen.placed.allViews.filter(\.isOpaque)
        #expect(opaque.isEmpty)
    }
}
