import PlumbLayout
import PlumbSwiftUI
import Testing

/// `_VariadicView.Tree(root) { content }` is read as SwiftUI lays it out: the root's
/// `body(children:)` with its children the views the content makes, one each (a `ForEach`'s
/// rows too), what it asks of them settled by how many there are.
@Suite struct VariadicTreeReadingTests {
    /// A section drawn by hand: rows with a divider between each two, none after the last, and
    /// nothing for no rows.
    static let dividedRows = """
        struct DividedRows<Content: View>: View {
            @ViewBuilder let content: Content
            var body: some View {
                _VariadicView.Tree(Layout()) { content }
            }
            struct Layout: _VariadicView_MultiViewRoot {
                @ViewBuilder func body(children: _VariadicView.Children) -> some View {
                    if children.isEmpty {
                        EmptyView()
                    } else {
                        \\(rows)
                    }
                }
            }
        }
        """

    @Test(arguments: [
        // The last child's id kept aside, compared in each row.
        """
        let last = children.last?.id
        VStack(spacing: 0) {
            ForEach(children) { child in
                child
                if child.id != last { Divider() }
            }
        }
        """,
        // The last child's id written out in the row, the closure's parameter in parentheses.
        """
        VStack(spacing: 0) {
            ForEach(children) { (row) in
                row
                if row.id == children.last?.id {
                } else {
                    Divider()
                }
            }
        }
        """,
    ])
    func eachChildIsPlacedWithADividerBetweenTwo(rows: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            Self.dividedRows.replacingOccurrences(of: "\\(rows)", with: rows) + """
                struct Screen: View {
                    var body: some View {
                        DividedRows {
                            Text("Top")
                            ForEach(0..<2) { _ in Text("Row") }
                        }
                    }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.assumptions.isEmpty, "\(tree.assumptions)")
        let stack = try #require(placed.first(kind: .view("VStack")))
        #expect(stack.children.map(\.kind) == [.view("Text"), .view("Divider"), .view("Text"), .view("Divider"), .view("Text")])
    }

    /// A unary root given values by its caller lays its children out as its body says, the
    /// closure's children named `$0`.
    @Test func aUnaryRootReadsItsValues() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            struct Spread<Content: View>: View {
                let spacing: CGFloat
                let content: Content
                init(spacing: CGFloat, @ViewBuilder content: () -> Content) {
                    self.spacing = spacing
                    self.content = content()
                }
                var body: some View {
                    _VariadicView.Tree(Root(spacing: spacing), content: { content })
                }
                struct Root: _VariadicView_UnaryViewRoot {
                    let spacing: CGFloat
                    func body(children: _VariadicView.Children) -> some View {
                        HStack(spacing: spacing) { ForEach(children) { $0 } }
                    }
                }
            }
            struct Screen: View {
                var body: some View { Spread(spacing: 30) { Text("A"); Text("B") } }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let texts = placed.allViews.filter { $0.kind == .view("Text") }
        #expect(texts.count == 2)
        #expect(texts.count == 2 && texts[1].frame.minX - texts[0].frame.maxX == 30)
    }

    /// A root the reader cannot see, or a body that hands its children to a view it does not
    /// read, is opaque with its reason.
    @Test func aRootWhoseBodyHandsTheChildrenOnIsOpaque() throws {
        let (tree, _) = try AppScreenLayout.layout(
            """
            struct Pages<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { _VariadicView.Tree(Root()) { content } }
                struct Root: _VariadicView_MultiViewRoot {
                    func body(children: _VariadicView.Children) -> some View { PageStrip(views: children) }
                }
            }
            struct Screen: View {
                var body: some View { Pages { Text("A") } }
            }
            """, "Screen")
        #expect(!tree.issues.isEmpty)
    }
}
