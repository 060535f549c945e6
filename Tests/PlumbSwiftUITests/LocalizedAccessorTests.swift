import PlumbLayout
import PlumbProject
@testable import PlumbSwiftUI
import Testing

/// A project's own accessor of a localized string (SwiftGen's `L10n`, a hand-written namespace)
/// shows the development-language text of the key it looks up, not a run-time sample.
@Suite struct LocalizedAccessorTests {
    private static func root(_ body: String, declarations: String, strings: [String: String]) throws -> ViewNode {
        let source = "struct Screen: View {\n    var body: some View { \(body) }\n}\n\(declarations)"
        var facts = ScreenReader(sources: [(path: "Screen.swift", source: source)]).facts
        facts.model.strings = StringCatalog(entries: strings)
        return try ScreenReader(facts: facts).tree(of: "Screen", options: ReadingOptions()).root
    }

    private static func texts(in node: ViewNode) -> [ViewNode] {
        (node.layout is TextLayout || node.layout is RunTimeTextLayout ? [node] : []) + node.children.flatMap(texts)
    }

    private static let swiftGen = """
        enum L10n {
            static var cancel: String { return L10n.tr("Localizable", "cancel") }
            static func itemCount(_ p1: Int) -> String { return L10n.tr("Localizable", "item_count", p1) }
            private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String { key }
        }
        """

    private static let fallbacks = """
        enum Strings {
            enum Profile {
                static let edit = Strings.tr("Localizable", "profile.edit", fallback: "Edit profile")
            }
            static func tr(_ table: String, _ key: String, fallback value: String) -> String { value }
        }
        """

    private static let handWritten = """
        enum Copy {
            static let done = NSLocalizedString("done.button", comment: "")
            static func retry() -> String { String(localized: "retry.button") }
        }
        """

    /// A namespace whose members name their key to the project's own lookup by its label.
    private static let keyed = """
        enum Words {
            static var more: String { localized(key: "menu_more") }
            static var storage: String { localized(key: "menu_storage", comment: "item_count") }
            static func localized(key: String, comment: String = "") -> String { String(localized: .init(key)) }
        }
        """

    @Test(arguments: [
        ("Text(L10n.cancel)", swiftGen, "Cancel"),
        ("Text(Strings.Profile.edit)", fallbacks, "Edit profile"),
        ("Button(Copy.done) {}", handWritten, "Done"),
        ("Button(Copy.retry()) {}", handWritten, "Try again"),
        ("Text(Words.more)", keyed, "More"),
    ])
    func theAccessorShowsItsKeysText(body: String, declarations: String, shown: String) throws {
        let strings = ["cancel": "Cancel", "done.button": "Done", "retry.button": "Try again", "item_count": "%d items", "menu_more": "More"]
        let text = try #require(Self.texts(in: try Self.root(body, declarations: declarations, strings: strings)).first)
        #expect(text.label == shown)
        #expect(text.layout is TextLayout)
    }

    /// A format's values are known at run time, and a key the strings do not hold has no text.
    /// A literal under any other label (`comment:`) is not the key, though the strings hold it.
    @Test(arguments: [("Text(L10n.itemCount(3))", swiftGen), ("Text(L10n.cancel)", swiftGen), ("Text(Words.storage)", keyed)])
    func aFormatOrAnUnknownKeyStaysRunTimeText(body: String, declarations: String) throws {
        let strings = ["item_count": "%d items"]
        let text = try #require(Self.texts(in: try Self.root(body, declarations: declarations, strings: strings)).first)
        #expect(text.layout is RunTimeTextLayout)
    }
}
