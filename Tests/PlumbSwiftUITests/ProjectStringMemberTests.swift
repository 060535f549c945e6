import PlumbLayout
import PlumbProject
@testable import PlumbSwiftUI
import Testing

/// A written string given to the project's own member on `String`: a lookup of the string as a
/// key is that lookup; anything else derives text whose length the source does not give.
@Suite struct ProjectStringMemberTests {
    private static func text(_ view: String, _ extensionBody: String, strings: [String: String] = [:]) throws -> ViewNode {
        let source = "struct Screen: View {\n    let count: Int\n    var body: some View { \(view) }\n}\n"
            + "extension String {\n\(extensionBody)\n}\n"
        return try #require(try ShownText.first(ofScreenIn: source, strings: strings))
    }

    /// The member's value looks the string up: the key's text, as `NSLocalizedString("Data Gap",
    /// comment: "")` shows it (the key as written where the strings hold none).
    @Test(arguments: [
        ("Text(\"Data Gap\".localised())",
         "    func localised(comment: String = \"\") -> String {\n        return NSLocalizedString(self, comment: comment)\n    }"),
        ("Button(\"Data Gap\".localized) { }",
         "    var localized: String { NSLocalizedString(self, comment: \"\") }"),
        ("Text(\"Data Gap\".translated())",
         "    func translated() -> String { Bundle.main.localizedString(forKey: self, value: nil, table: nil) }"),
        ("Text(\"Data Gap\".loc())",
         "    func loc() -> String { String(localized: String.LocalizationValue(self)) }"),
    ])
    func aLookupOfTheStringIsTheKeysText(view: String, member: String) throws {
        let shown = try Self.text(view, member)
        #expect(shown.label == "Data Gap")
        #expect(shown.layout is TextLayout)
    }

    /// Through the project's own helper, a key the project's strings hold is their text; given
    /// arguments, the text is a format for them, known at run time.
    @Test func aKeyTheStringsHoldIsTheirTextThroughTheProjectsHelper() throws {
        let member = "    var localized: String { LanguageManager.shared.localize(string: self, bundle: .main) }\n"
            + "    func localized(_ arguments: CVarArg...) -> String { LanguageManager.shared.localize(string: self, arguments: arguments) }"
        let strings = ["send.confirm": "Confirm sending", "send.fee": "Fee: %@"]
        let shown = try Self.text("Button(\"send.confirm\".localized) { }", member, strings: strings)
        #expect(shown.label == "Confirm sending")
        #expect(shown.layout is TextLayout)
        let formatted = try Self.text("Text(\"send.fee\".localized(count))", member, strings: strings)
        #expect((formatted.layout as? RunTimeTextLayout)?.parts == [.runTime(.derived)])
        let unheld = try Self.text("Text(\"send.unknown\".localized)", member, strings: strings)
        #expect((unheld.layout as? RunTimeTextLayout)?.parts == [.runTime(.derived)])
    }

    /// Through the project's own helper, or any other change of the string: derived text, one
    /// word at every length, alone or with other parts.
    @Test(arguments: [
        ("Text(\"hide\".localized())",
         "    func localized() -> String { Translator(template: self).localized() }"),
        ("Text(\"recovery.hide\".localized)",
         "    var localized: String {\n        let bundle = Translator.bundle\n        return bundle.text(for: self) ?? self\n    }"),
        ("Text(\"Data Gap\".localised() + \" (\\(count))\")",
         "    func localised() -> String { Translator(template: self).localized() }"),
        ("Button(\"hide\".capitalizedFirst()) { }",
         "    func capitalizedFirst() -> String { prefix(1).uppercased() + dropFirst() }"),
    ])
    func anotherMemberDerivesTextOfNoKnownLength(view: String, member: String) throws {
        let shown = try Self.text(view, member)
        let layout = try #require(shown.layout as? RunTimeTextLayout)
        #expect(layout.parts == [.runTime(.derived)])
    }

    /// A member the project does not declare on `String` (the standard library's) is not read
    /// as one: the Text shows the written string as that member changes it.
    @Test func aMemberTheProjectDoesNotDeclareIsNotDerived() throws {
        let shown = try Self.text("Text(\"hide\".uppercased())", "    func localized() -> String { self }")
        #expect(shown.layout is TextLayout)
        #expect(shown.label == "HIDE")
    }
}
