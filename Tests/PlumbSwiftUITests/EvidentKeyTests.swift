import PlumbLayout
import PlumbProject
@testable import PlumbSwiftUI
import Testing

/// A written string that is evidently a localization key is not laid out as its own characters
/// where the project's strings do not hold it: its text is not in the repository.
@Suite struct EvidentKeyTests {
    @Test(arguments: ["export_warning_title", "SETTINGS_TITLE", "item_2", "settings.general.title", "exportType.title", "send.confirm"])
    func wordsJoinedBySeparatorsAreAKey(string: String) {
        #expect(EvidentKey.isKey(string))
    }

    @Test(arguments: ["Done", "Done.", "Export warning", "v1.2", "1.0", "_private", "title_", "a..b", "e-mail", "Café_menu", "¿qué_tal"])
    func textAVersionOrAnUnjoinedWordIsNot(string: String) {
        #expect(!EvidentKey.isKey(string))
    }

    private static func shown(_ view: String, declarations: String = "", strings: [String: String] = [:]) throws -> ViewNode {
        let source = "struct Screen: View {\n    var body: some View { \(view) }\n}\n" + declarations
        return try #require(try ShownText.first(ofScreenIn: source, strings: strings))
    }

    /// A Text's literal, a control's title, a key handed to a view's `LocalizedStringKey`
    /// parameter, a key looked up with `NSLocalizedString`: derived text, one word at every length.
    @Test(arguments: [
        (#"Text("export_warning_title")"#, ""),
        (#"Button("settings.sync.warning") { }"#, ""),
        (#"Header(title: "browse_section_title_pinned")"#,
         "struct Header: View {\n    var title: LocalizedStringKey\n    var body: some View { Text(title).font(.title3) }\n}\n"),
        (#"Text(NSLocalizedString("tags_editor_empty", comment: ""))"#, ""),
    ])
    func aKeyTheStringsDoNotHoldIsDerivedText(view: String, declarations: String) throws {
        let shown = try Self.shown(view, declarations: declarations)
        #expect((shown.layout as? RunTimeTextLayout)?.parts == [.runTime(.derived)])
    }

    /// Where the strings hold the key, their text; a literal that is not a key is its characters.
    @Test func aKeyTheStringsHoldIsTheirTextAndTextIsItself() throws {
        let held = try Self.shown(#"Text("export_warning_title")"#, strings: ["export_warning_title": "Export"])
        #expect(held.label == "Export" && held.layout is TextLayout)
        for text in ["Export warning", "Version 1.2", "Done."] {
            let shown = try Self.shown("Text(\"\(text)\")")
            #expect(shown.label == text && shown.layout is TextLayout)
        }
        // `verbatim:` is never looked up: its characters are what the screen shows.
        let verbatim = try Self.shown(#"Text(verbatim: "export_warning_title")"#)
        #expect(verbatim.label == "export_warning_title" && verbatim.layout is TextLayout)
    }
}
