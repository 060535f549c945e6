import PlumbLayout
import PlumbSwiftUI
import Testing

/// A custom view's initializer read as the view type's own code.
@Suite struct DeclaredTypeReadingTests {
    /// A custom view's initializer is the view type's code: `Self` there names the view type.
    @Test(arguments: ["self.label = Self.makeLabel(text)", "label = Self.makeLabel(text)", "self.label = Badge.makeLabel(text)"])
    func aViewsInitializerReadsSelfAsTheViewType(assignment: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            struct Badge: View {
                private let label: Text
                init(_ text: String) {
                    \(assignment)
                }
                var body: some View { label.padding(4) }
                private static func makeLabel(_ text: String) -> Text { Text(verbatim: text).bold() }
            }
            struct Screen: View {
                var body: some View { Badge("New") }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Text"))?.label == "New")
    }
}
