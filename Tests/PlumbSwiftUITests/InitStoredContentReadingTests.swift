import PlumbLayout
import PlumbSwiftUI
import Testing

/// What a view's own initializer stores is the property's value at each call site, also where
/// the stored property is declared with a leading underscore (`private var _content: Content`):
/// `self._content = content()` sets that property, not a property wrapper's storage.
@Suite struct InitStoredContentReadingTests {
    @Test(arguments: [
        // A generic container storing its builder's views and a title, each named with an
        // underscore, through `self.`.
        """
        struct Panel<Content: View>: View {
            private var _title: String
            private var _content: Content
            init(_ title: String, @ViewBuilder content: () -> Content) {
                self._title = title
                self._content = content()
            }
            var body: some View { VStack { Text(_title); _content } }
        }
        """,
        // The same without `self.`, the content a `let`, and the body reading it through
        // `self.`.
        """
        struct Panel<Content: View>: View {
            let _title: String
            let _content: Content
            init(_ title: String, @ViewBuilder content: () -> Content) {
                _title = title
                _content = content()
            }
            var body: some View { VStack { Text(self._title); self._content } }
        }
        """,
    ])
    func anUnderscoredStoredPropertyHoldsWhatTheInitializerStores(panel: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            panel + """
                struct Screen: View {
                    var body: some View { Panel("Title") { Text("Body") } }
                }
                """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.allViews.filter { $0.kind == .view("Text") }.map(\.label) == ["Title", "Body"])
    }

    /// A property wrapper's storage keeps its reading: `_count = State(initialValue: start)`
    /// sets `count`.
    @Test func aWrappersStorageStillSetsTheWrappedProperty() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            struct Counter: View {
                @State private var count: Int
                init(start: Int) { _count = State(initialValue: start) }
                var body: some View { Text("\\(count)") }
            }
            struct Screen: View {
                var body: some View { Counter(start: 7) }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Text"))?.label == "7")
    }
}
