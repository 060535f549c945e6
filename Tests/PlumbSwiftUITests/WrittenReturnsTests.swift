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

    private static func text(in node: ViewNode) -> ViewNode? {
        if node.layout is TextLayout || node.layout is RunTimeTextLayout { return node }
        return node.children.lazy.compactMap(text).first
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
        let shown = try #require(Self.text(in: try Self.root(text, method)))
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
        let shown = try #require(Self.text(in: try Self.root("Text(label(for: day))", method)))
        #expect(shown.layout is RunTimeTextLayout)
    }
}
