import PlumbLayout
@testable import PlumbSwiftUI
import Testing

/// Written text read as SwiftUI shows it: a `LocalizedStringKey`'s Markdown, a key with
/// interpolations looked up in the project's strings, a `String` made of a literal.
@Suite struct WrittenTextTests {
    private static func shown(_ view: String, declarations: String = "", strings: [String: String] = [:]) throws -> ViewNode {
        let source = "struct Screen: View {\n    let count: Int\n    let userName: String\n    var body: some View { \(view) }\n}\n" + declarations
        return try #require(try ShownText.first(ofScreenIn: source, strings: strings))
    }

    @Test(arguments: [
        ("By joining you accept the [Terms of Use](https://example.com/terms).", "By joining you accept the Terms of Use."),
        ("Tap **Save** to keep *this* draft", "Tap Save to keep this draft"),
        ("Run `make build` first", "Run make build first"),
        ("~~Old~~ New price", "Old New price"),
        ("__Bold__ and _slanted_", "Bold and slanted"),
        ("See [**our** guide](https://example.com) or <https://example.com/help>", "See our guide or https://example.com/help"),
        (#"Not \*emphasis\*"#, "Not *emphasis*"),
    ])
    func markdownShowsItsVisibleCharacters(markdown: String, visible: String) {
        #expect(InlineMarkdown.visibleText(markdown) == visible)
    }

    /// What is not a clear pair keeps its characters: arithmetic, a word joined by underscores,
    /// a bracket not followed by a destination, an unclosed backtick.
    @Test(arguments: ["5 * 3 * 2", "file_name_here", "[draft] notes", "a ` b", "**", "price: 2*x"])
    func textThatIsNotMarkdownIsItself(text: String) {
        #expect(InlineMarkdown.visibleText(text) == text)
    }

    /// A Text's literal and a control's title are read as Markdown, so are the strings' text
    /// for a key; `verbatim:` and a `String` are not.
    @Test(arguments: [
        (#"Text("Read the [privacy policy](https://example.com/privacy)")"#, [String: String](), "Read the privacy policy"),
        (#"Button("**Delete** all") { }"#, [:], "Delete all"),
        (#"Text("legal.notice")"#, ["legal.notice": "See our [terms](https://example.com)"], "See our terms"),
        (#"Text(verbatim: "**Delete** all")"#, [:], "**Delete** all"),
        (#"Text(String("**Delete** all"))"#, [:], "**Delete** all"),
    ])
    func aKeyIsReadAsMarkdownAStringIsNot(view: String, strings: [String: String], label: String) throws {
        let shown = try Self.shown(view, strings: strings)
        #expect(shown.layout is TextLayout)
        #expect(shown.label == label)
    }

    /// Markdown around an interpolation: the markers go, the run-time part keeps its place.
    @Test func markdownAroundAnInterpolationKeepsTheRunTimePart() throws {
        let shown = try Self.shown(#"Text("Signed in as **\(userName)** on [this device](https://example.com)")"#)
        let layout = try #require(shown.layout as? RunTimeTextLayout)
        #expect(layout.parts == [.written("Signed in as "), .runTime(.name), .written(" on this device")])
    }

    /// A key with interpolations is looked up with a specifier for each (`%@`, `%lld`, …, in
    /// any order a translation puts them); where the strings hold none, it is read as before.
    @Test(arguments: [
        (#"Text("about.version-\(userName)")"#, ["about.version-%@": "Made by %@"],
         [RunTimeTextLayout.Part.written("Made by "), .runTime(.name)]),
        (#"Text("\(count) files left")"#, ["%lld files left": "%lld to go"], [.runTime(.number), .written(" to go")]),
        (#"Button("share \(userName) \(count)") { }"#, ["share %@ %lld": "%2$lld for %1$@"],
         [.runTime(.number), .written(" for "), .runTime(.name)]),
        (#"Text("\(count) files left")"#, [:], [.runTime(.number), .written(" files left")]),
    ])
    func anInterpolatedKeyShowsTheStringsText(view: String, strings: [String: String], parts: [RunTimeTextLayout.Part]) throws {
        let shown = try Self.shown(view, strings: strings)
        #expect((shown.layout as? RunTimeTextLayout)?.parts == parts)
    }

    /// `String` made of a literal is written text; made of anything else, run-time text.
    @Test func aStringOfALiteralIsWrittenText() throws {
        for view in [#"Text(String("Plus"))"#, #"Button(String("Plus")) { }"#, #"Text(String(stringLiteral: "Plus"))"#] {
            let shown = try Self.shown(view)
            #expect(shown.layout is TextLayout && shown.label == "Plus", "\(view)")
        }
        let counted = try Self.shown("Text(String(count))")
        #expect((counted.layout as? RunTimeTextLayout)?.parts == [.runTime(.number)])
    }
}
