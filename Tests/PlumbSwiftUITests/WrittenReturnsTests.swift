import PlumbLayout
@testable import PlumbSwiftUI
import Testing

/// A Text showing what a method of the view returns, when every string the method returns is
/// written, is the longest of them: which one is decided at run time, none is longer.
@Suite struct WrittenReturnsTests {
    private static func root(_ text: String, _ method: String) throws -> ViewNode {
        let source = "struct Screen: View {\n    let day: Day\n    var body: some View { \(text) }\n\(method)\n}\n"
        return try SnippetReader.read(source, fileName: "Screen.swift", options: ReadingOptions()).root
    }

    @Test(arguments: [
        ("Text(label(for: day))",
         "    func label(for day: Day) -> String {\n        switch day {\n        case .monday: return \"Mon\"\n        case .tuesday: return \"Tues\"\n        default: return \"Wed\"\n        }\n    }"),
        ("Text(self.label(for: day)).font(.caption)",
         "    private func label(for day: Day) -> String {\n        switch day {\n        case .monday: \"Mon\"\n        case .tuesday: \"Tues\"\n        default: \"Wed\"\n        }\n    }"),
        ("Button(label(for: day)) { }",
         "    func label(for day: Day) -> String {\n        if day == .tuesday { return \"Tues\" }\n        return \"Mon\"\n    }"),
    ])
    func theLongestWrittenReturnIsShown(text: String, method: String) throws {
        let shown = try #require(ShownText.first(in: try Self.root(text, method)))
        #expect(shown.label == "Tues")
        #expect(shown.layout is TextLayout)
    }

    /// A method that can return a value known only at run time leaves the Text run-time text.
    @Test(arguments: [
        "    func label(for day: Day) -> String {\n        if day == .monday { return \"Mon\" }\n        return day.name\n    }",
        "    func label(for day: Day) -> String {\n        switch day {\n        case .monday: \"Mon\"\n        default: day.name\n        }\n    }",
        "    func label(for day: Day) -> LocalizedStringKey {\n        \"Mon\"\n    }",
    ])
    func aReturnKnownAtRunTimeIsNotWritten(method: String) throws {
        let shown = try #require(ShownText.first(in: try Self.root("Text(label(for: day))", method)))
        #expect(shown.layout is RunTimeTextLayout)
    }

    /// A computed property of a project type whose every return is written (`day.short`), shown
    /// whole or as a part of an interpolation: the longest of them, the other parts as they are.
    @Test(arguments: [
        ("Text(day.short)", ["Tues"]),
        ("Text(\"\\(day.short) \\(day.title)\")", ["Tues ", "run-time title"]),  // a key's written parts are read as one, as its Markdown is
        ("Text(verbatim: \"\\(day.short)!\")", ["Tues!"]),
    ])
    func theLongestWrittenReturnOfAPropertyIsShown(text: String, shown: [String]) throws {
        let node = try #require(ShownText.first(in: try Self.root(text, "", declarations: Self.day(short: "case .monday: return \"Mon\"\n        default: return \"Tues\""))))
        #expect(Self.parts(of: node) == shown)
    }

    /// A property that may return a value known only at run time, or held by an optional, stays run-time text.
    @Test(arguments: [
        ("Text(day.short)", "case .monday: return \"Mon\"\n        default: return title"),
        ("Text(later.short)", "case .monday: return \"Mon\"\n        default: return \"Tues\""),
    ])
    func aPropertyReturningARunTimeValueIsNotWritten(text: String, short: String) throws {
        let node = try #require(ShownText.first(in: try Self.root(text, "    let later: Day?", declarations: Self.day(short: short))))
        #expect(node.layout is RunTimeTextLayout)
    }

    /// A method whose body is one string written with run-time parts shows that string: its
    /// written parts as written, each interpolation by its role.
    @Test(arguments: [
        ("Text(summary())", "    func summary() -> String { String(localized: \"\\(count) waiting today\") }",
         ["run-time number", " waiting today"]),
        ("Text(self.summary(of: count)).lineLimit(2)", "    private func summary(of total: Int) -> String {\n        return \"Only \\(total) left\"\n    }",
         ["Only ", "run-time number", " left"]),
        ("Button(summary()) { }", "    func summary() -> String { String(localized: \"Send \\(count) items\", comment: \"A button\") }",
         ["Send ", "run-time number", " items"]),
    ])
    func aMethodsOneTemplateIsShown(text: String, method: String, shown: [String]) throws {
        let node = try #require(ShownText.first(in: try Self.root(text, "    let count: Int\n" + method, declarations: "")))
        #expect(Self.parts(of: node) == shown)
    }

    /// A method whose parameter shares a name with a property of the view (the parts would be
    /// read as the property), or whose body is more than its string, is not read.
    @Test(arguments: [
        "    func summary(count: Int) -> String { \"Only \\(count) left\" }",
        "    func summary() -> String {\n        let total = count * 2\n        return \"Only \\(total) left\"\n    }",
        "    func summary() -> String { String(localized: \"Only \\(count) left\", defaultValue: \"None left\") }",
    ])
    func aMethodNotReadAsItsTemplateStaysOneRunTimeValue(method: String) throws {
        let node = try #require(ShownText.first(in: try Self.root("Text(summary(count: count))", "    let count: Int\n" + method, declarations: "")))
        #expect(Self.parts(of: node).count == 1)
        #expect(node.layout is RunTimeTextLayout)
    }

    private static func root(_ text: String, _ member: String, declarations: String) throws -> ViewNode {
        let source = "struct Screen: View {\n    let day: Day\n\(member)\n    var body: some View { \(text) }\n}\n\(declarations)"
        return try SnippetReader.read(source, fileName: "Screen.swift", options: ReadingOptions()).root
    }

    private static func day(short: String) -> String {
        "struct Day { let title: String }\nextension Day {\n    var short: String {\n        switch self {\n        \(short)\n        }\n    }\n}\n"
    }

    /// A text's label, or a run-time text's parts: written ones as written, the others by role.
    private static func parts(of node: ViewNode) -> [String] {
        guard let layout = node.layout as? RunTimeTextLayout else { return [node.label ?? ""] }
        return layout.parts.map { part in
            switch part {
            case .written(let text): text
            case .runTime(let role): "run-time \(role.rawValue)"
            case .stepped(let role, _): "bounded \(role.rawValue)"
            }
        }
    }
}
