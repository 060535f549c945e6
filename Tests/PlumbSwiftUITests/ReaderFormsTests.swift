import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// Forms of SwiftUI source the reader reads as SwiftUI does: names qualified with SwiftUI's
/// module, style modifiers given a built-in style in any spelling, closures a component calls.
@Suite struct ReaderFormsTests {
    func layout(_ source: String, _ screen: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        try AppScreenLayout.layout(source, screen)
    }

    @Test func aNameQualifiedWithSwiftUIIsSwiftUIsViewWhereTheAppDeclaresItsOwn() throws {
        let (tree, placed) = try layout(
            """
            struct Form<Content: View>: View {
                @ViewBuilder let content: () -> Content
                var body: some View {
                    SwiftUI.Form { content() }
                        .padding(4)
                }
            }
            struct Divider: View {
                var body: some View { SwiftUI.Divider().frame(height: 2) }
            }
            struct Settings: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Divider()
                        Form { Text("A") }
                    }
                }
            }
            """, "Settings")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.children.map(\.kind.name) == ["frame", "padding"])
        #expect(placed.children[0].first(kind: .view("Divider")) != nil)
        #expect(placed.children[1].first(kind: .view("Form")) != nil)
        #expect(placed.children[0].frame.size.height == 2)
    }

    @Test func aQualifiedNameSwiftUIDoesNotDeclareStaysUnknown() throws {
        let (tree, _) = try layout(
            """
            struct Screen: View {
                var body: some View { SwiftUI.FancyView() }
            }
            """, "Screen")
        #expect(tree.issues.map(\.message) == ["unknown view 'FancyView'"])
    }
}
