import PlumbLayout
import PlumbSwiftUI
import Testing

/// A text field titled at run time and a ForEach with modifiers are read as SwiftUI lays them out;
/// a ForEach whose rows a function makes stays opaque.
@Suite struct RunTimeTitlesAndModifiedForEachTests {
    func layout(_ source: String, _ screen: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        try AppScreenLayout.layout(source, screen)
    }

    @Test func aTextFieldTitledByAPropertyHasTheRunTimeSampleAsItsPrompt() throws {
        let (tree, placed) = try layout(
            """
            struct Login: View {
                let placeholder: LocalizedStringKey
                @State private var name = ""
                var body: some View {
                    TextField(placeholder, text: $name).fixedSize()
                }
            }
            """, "Login")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let field = try #require(placed.allViews.first { $0.kind == .view("TextField") })
        #expect(field.textSample != nil)
        #expect(field.frame.size.width > 0)
    }

    @Test func aSecureFieldTitledByALocalizedLookupShowsItsKey() throws {
        let (tree, placed) = try layout(
            """
            struct Login: View {
                @State private var password = ""
                var body: some View {
                    VStack {
                        SecureField(String(localized: "Password"), text: $password)
                        SecureField(NSLocalizedString("Password", comment: ""), text: $password)
                    }
                }
            }
            """, "Login")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let prompts = placed.allViews.filter { $0.kind == .view("TextField") }.map(\.label)
        #expect(prompts == ["Password", "Password"])
    }

    @Test func aForEachWithModifiersIsItsRowsEachModified() throws {
        let (tree, placed) = try layout(
            """
            struct Drafts: View {
                let drafts: [Draft]
                var body: some View {
                    VStack(spacing: 0) {
                        ForEach(drafts) { draft in
                            Text(draft.title)
                        }
                        .onDelete { _ in }
                        ForEach(0..<2, id: \\.self) { _ in Color.red.frame(height: 10) }
                            .padding(5)
                    }
                }
            }
            """, "Drafts")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let padded = placed.children.filter { $0.kind == .modifier("padding") }
        #expect(padded.count == 2)
        #expect(padded.allSatisfy { $0.frame.size.height == 20 })
    }

    @Test func aForEachWhoseRowsAFunctionMakesStaysOpaque() throws {
        let (tree, _) = try layout(
            """
            struct Drafts: View {
                let drafts: [Draft]
                var body: some View {
                    List {
                        ForEach(drafts, content: row).onMove { _, _ in }
                    }
                }
                func row(_ draft: Draft) -> some View { Text(draft.title) }
            }
            """, "Drafts")
        #expect(tree.issues.map(\.message) == ["a ForEach whose rows 'row' makes the reader does not read"])
    }
}
