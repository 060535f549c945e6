import PlumbLayout
@testable import PlumbSwiftUI
import Testing

/// A run-time string the code cuts before showing it (its first characters, a name's initials)
/// is laid out as the role's sample cut the same way, never as the whole sample.
@Suite struct BoundedTextTests {
    private static func shown(_ view: String, declarations: String = "", strings: [String: String] = [:]) throws -> ViewNode {
        let source = "struct Screen: View {\n    let name: String\n    let tags: [String]\n    var body: some View { \(view) }\n}\n" + declarations
        return try #require(try ShownText.first(ofScreenIn: source, strings: strings))
    }

    private static func strings(of node: ViewNode) throws -> [String] {
        let layout = try #require(node.layout as? RunTimeTextLayout, "\(node.label ?? "")")
        return TextLength.allCases.map { RunTimeTextLayout.string(layout.parts, $0) }
    }

    /// The role's short, typical and long names ("Alex", "Alex Morgan", "Alexandra Maria Morgan")
    /// through each idiom.
    @Test(arguments: [
        ("Text(String(name.prefix(2)))", ["Al", "Al", "Al"]),
        ("Text(name.prefix(1).uppercased())", ["A", "A", "A"]),
        ("Text(name.first.map(String.init) ?? \"\")", ["A", "A", "A"]),
        ("Text(String(name.first!))", ["A", "A", "A"]),
        ("Text(String(name.suffix(3)))", ["lex", "gan", "gan"]),
        ("Text(name.split(separator: \" \").map { $0.prefix(1) }.joined())", ["A", "AM", "AMM"]),
        ("Text(name.components(separatedBy: .whitespaces).compactMap { $0.first }.map(String.init).joined())", ["A", "AM", "AMM"]),
        ("Text(String(name.split(separator: \" \").compactMap { word in word.first }))", ["A", "AM", "AMM"]),
        ("Text(name.components(separatedBy: \" \").map { String($0.prefix(1)) }.joined(separator: \".\").uppercased())", ["A", "A.M", "A.M.M"]),
        ("Text(\"\\(String(name.prefix(1)))…\")", ["A…", "A…", "A…"]),
    ])
    func theCodesBoundCutsTheSample(view: String, expected: [String]) throws {
        #expect(try Self.strings(of: try Self.shown(view)) == expected)
    }

    /// A model's computed property whose one value is such a string.
    @Test func aComputedPropertyOfInitialsIsTheSamplesInitials() throws {
        let model = """
            final class Account {
                let displayName: String
                init(displayName: String) { self.displayName = displayName }
                var monogram: String { displayName.split(separator: " ").map { $0.prefix(1) }.joined() }
            }
            struct Card: View {
                let account: Account
                var body: some View { Text(account.monogram).frame(width: 30, height: 30) }
            }
            """
        let source = "struct Screen: View {\n    var body: some View { Card(account: Account(displayName: \"x\")) }\n}\n" + model
        let shown = try #require(try ShownText.first(ofScreenIn: source))
        #expect(try Self.strings(of: shown) == ["A", "AM", "AMM"])
    }

    /// Nothing bounds these: an array's first element, a case change alone, a count the code does
    /// not write, a fallback longer than the bound: the role's whole sample.
    @Test(arguments: [
        "Text(tags.first ?? \"\")",
        "Text(name.uppercased())",
        "Text(String(name.prefix(limit)))",
        "Text(name.first.map(String.init) ?? \"Anonymous\")",
        "Text(name.split(separator: \" \").map { $0.lowercased() }.joined())",
    ])
    func anUnboundedStringKeepsTheWholeSample(view: String) throws {
        let shown = try Self.shown(view, declarations: "let limit = 3\n")
        let layout = try #require(shown.layout as? RunTimeTextLayout)
        #expect(!layout.parts.contains { if case .stepped = $0 { true } else { false } })
    }

    /// `Text(.init(x))` and `Text(LocalizedStringKey(x))` make a key of the string: the string's
    /// text read as Markdown, as a written key is, not a run-time sample.
    @Test(arguments: [
        ("Text(.init(Copy.terms))", "Read the terms first"),
        ("Text(LocalizedStringKey(Copy.terms))", "Read the terms first"),
        ("Text(.init(\"Tap **Save** to keep it\"))", "Tap Save to keep it"),
    ])
    func aKeyMadeOfAWrittenStringIsItsMarkdown(view: String, expected: String) throws {
        let declarations = "enum Copy {\n    static let terms = NSLocalizedString(\"copy.terms\", comment: \"\")\n}\n"
        let shown = try Self.shown(view, declarations: declarations, strings: ["copy.terms": "Read the **terms** first"])
        #expect(shown.layout is TextLayout)
        #expect(shown.label == expected)
    }

    /// A key made of a run-time string stays run-time text.
    @Test func aKeyMadeOfARunTimeStringIsRunTimeText() throws {
        let shown = try Self.shown("Text(LocalizedStringKey(name))")
        #expect((shown.layout as? RunTimeTextLayout)?.parts == [.runTime(.name)])
    }
}

/// A value every caller gives as a written string, through a case change or a cut: the string
/// as the code changes it, through an explicit initializer or the memberwise one.
@Suite struct SteppedWrittenTextTests {
    private static let field = """
        struct Field: View {
            var caption: String = ""
            @Binding var text: String
            init(caption: String, text: Binding<String>, corner: Double = 8) {
                self.caption = caption
                _text = text
            }
            var body: some View { VStack { Text(SHOWN); TextField("", text: $text) } }
        }
        """

    private static func first(_ shown: String, given argument: String) throws -> ViewNode {
        let source = """
            struct Screen: View {
                @State private var draft = ""
                let heading: String
                var body: some View { Field(caption: \(argument), text: $draft) }
            }
            """ + "\n" + field.replacingOccurrences(of: "SHOWN", with: shown)
        return try #require(try ShownText.first(ofScreenIn: source))
    }

    @Test(arguments: [
        ("caption.uppercased()", "Answer", "ANSWER"),
        ("caption.lowercased()", "Answer", "answer"),
        ("caption.capitalized", "front side", "Front Side"),
        ("String(caption.prefix(3))", "Answer", "Ans"),
        ("\"\\(caption.uppercased()):\"", "Hint", "HINT:"),
    ])
    func aWrittenArgumentShowsAsTheCodeChangesIt(shown: String, written: String, expected: String) throws {
        let text = try Self.first(shown, given: "\"\(written)\"")
        #expect(text.layout is TextLayout, "\(text.label ?? "")")
        #expect(text.label == expected)
    }

    @Test func aRunTimeArgumentStaysRunTimeText() throws {
        let text = try Self.first("caption.uppercased()", given: "heading")
        #expect(text.layout is RunTimeTextLayout, "\(text.label ?? "")")
    }
}
