import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// `.init(…)` where the code writes the type it makes: a function's or property's return type, a
/// property's written type.
@Suite struct ImplicitInitializerReadingTests {
    @Test(arguments: [
        "func erased() -> AnyView { .init(self) }",
        "func erased() -> AnyView {\n    return .init(self)\n}",
        "func erased() -> AnyView { AnyView(self) }",
    ])
    func aViewExtensionReturningInitOfItsWrittenTypeIsThatType(declaration: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            extension View {
                \(declaration)
            }
            struct Tile: View {
                var body: some View { Color.red.frame(width: 40, height: 30).erased().padding(5) }
            }
            """, "Tile")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.frame.size == Size(width: 50, height: 40))
    }

    @Test(arguments: [
        "var badge: Badge { .init(side: 24) }",
        "var badge: Badge {\n    get { .init(side: 24) }\n}",
        "private let badge: Badge = .init(side: 24)",
        "func makeBadge() -> Badge { return .init(side: 24) }",
    ])
    func aHelperMakingAProjectViewWithInitIsThatView(helper: String) throws {
        let use = helper.contains("func") ? "makeBadge()" : "badge"
        let (tree, placed) = try AppScreenLayout.layout(
            """
            struct Badge: View {
                let side: CGFloat
                var body: some View { Circle().frame(width: side, height: side) }
            }
            struct Header: View {
                \(helper)
                var body: some View { HStack(spacing: 0) { \(use) } }
            }
            """, "Header")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.frame.size == Size(width: 24, height: 24))
    }

    /// `some View` names no type: Swift would not compile `.init(…)` there, and nothing is read.
    @Test func anOpaqueReturnTypeNamesNoType() throws {
        let (tree, _) = try AppScreenLayout.layout(
            """
            struct Header: View {
                var badge: some View { .init() }
                var body: some View { badge }
            }
            """, "Header")
        #expect(tree.issues.map(\.message) == ["unsupported call '.init'"])
    }
}
