import PlumbLayout
import PlumbSwiftUI
import Testing

/// A call that one of the project's initializers of `Text` takes only for an argument of its
/// type (`init(_ parts: [Text])`, `init(_ content: TextContent)`) is SwiftUI's `Text` when the
/// reader knows the argument is a string: the type an `if let` unwraps, the element a `ForEach`
/// hands its closure, a case of the project's enum, a sum of strings, a choice between them.
/// Where the type is not declared, the call stays unchosen, never SwiftUI's by default.
@Suite struct TextArgumentTypeTests {
    func layout(_ source: String, _ screen: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        try AppScreenLayout.layout(source, screen)
    }

    static let textInitializers = """
        extension Text {
            init(_ parts: [Text]) {
                self.init(verbatim: "")
                for part in parts { self = self + part }
            }
        }
        enum TextContent { case verbatim(String), localized(LocalizedStringKey) }
        extension Text {
            init(_ content: TextContent) {
                switch content {
                case let .verbatim(value): self.init(verbatim: value)
                case let .localized(key): self.init(key)
                }
            }
        }
        enum Shade: Int, CaseIterable, CustomStringConvertible {
            case light, dark
            var description: String { self == .light ? "Light" : "Dark" }
        }
        struct Account { let name: String; var aliases: [String] }

        """

    /// A row of the project's whose body shows `text`, with values of known and unknown types.
    static func row(showing text: String) -> String {
        textInitializers + """
            struct Row: View {
                let subtitle: String?
                let account: Account
                let options: [String]
                let compact: Bool
                let feed: RemoteFeed
                var body: some View {
                    VStack { \(text) }
                }
            }
            """
    }

    @Test(arguments: [
        "if let subtitle { Text(subtitle) }",
        "if let shown = subtitle, !shown.isEmpty { Text(shown) }",
        "ForEach(account.aliases, id: \\.self) { alias in Text(alias) }",
        "ForEach(options, id: \\.self) { Text($0) }",
        "ForEach(Shade.allCases, id: \\.rawValue) { shade in Text(shade.description) }",
        "Text(Shade.dark.description)",
        "Text(account.name + \" (\" + account.name + \")\")",
        "Text(compact ? account.name : \"Account\")",
    ])
    func anArgumentOfAKnownStringTypeIsSwiftUIsText(_ text: String) throws {
        let (tree, placed) = try layout(Self.row(showing: text), "Row")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("Text")).map { !$0.isOpaque } == true)
    }

    @Test(arguments: [
        // The element of data whose type the project does not declare.
        "ForEach(feed.items, id: \\.self) { item in Text(item) }",
        // A sum whose operands are not all known strings.
        "Text(feed.title + account.name)",
        // An `if let` over a value of an unknown type.
        "if let title = feed.title { Text(title) }",
    ])
    func anArgumentOfAnUnknownTypeStaysUnchosen(_ text: String) throws {
        let (tree, _) = try layout(Self.row(showing: text), "Row")
        #expect(tree.issues.map(\.message).contains("which of the project's initializers of Text this call makes depends on its arguments' types"))
    }
}
