import PlumbCore
@testable import PlumbLint
import Testing

/// Content shown only at run time is laid out present and absent: a layout finding that holds
/// with it present is reported as before; one that holds only without it is its own finding,
/// labelled so; a screen whose reading does not depend on it is laid out once per scenario.
@Suite struct OptionalContentScenarioTests {
    /// Lints a screen declaring `property` whose padded `stack` in a NavigationStack holds
    /// `content`, on one iPhone in portrait at the Large text size.
    private static func lint(_ property: String, _ content: String, in stack: String = "VStack") throws -> LintResult {
        try RunTimeTextScenarioTests.lint("""
            struct Screen: View {
                \(property)
                var body: some View {
                    NavigationStack {
                        \(stack) {
                            \(content)
                        }
                        .padding()
                    }
                }
            }
            """)
    }

    @Test func aFindingOnlyTheAbsentContentShowsIsLabelledSo() throws {
        let result = try Self.lint(
            "@State private var isEditing = false", """
            if isEditing { Text("Edit") } else { Text("Weekend hike in the hills").frame(width: 60, height: 20) }
            """)
        let clipping = result.findings.filter { $0.ruleID == "clipping" }
        #expect(clipping.map(\.message) == [
            #"Text "Weekend hike in the hills" is truncated with optional content absent at large on iPhone 14 Pro in portrait"#,
        ])
        #expect(clipping.first?.scenarios == ["iphone-14-pro/portrait@large+absent"])
        #expect(result.layoutStatistics.layouts == 2, "laid out with the content present and absent")
    }

    @Test func aViewShownEitherWayIsNotJudgedAgainWithoutTheContent() throws {
        // With the mystery view present the text's width depends on it and is not judged;
        // without it the text is the same view, no surer for losing an unknown neighbour.
        let result = try Self.lint(
            "@State private var isEditing = false", """
            Text("Weekend hike in the hills and the long way back along the river").lineLimit(1)
            if isEditing { Mystery() }
            """, in: "HStack")
        #expect(result.findings.filter { $0.ruleID == "clipping" }.isEmpty)
    }

    @Test(arguments: ["if let note { Text(note) }", "note.map { Text($0) }"])
    func aFindingWithTheContentPresentIsReportedOnce(content: String) throws {
        let result = try Self.lint(
            "let note: String?", """
            Text("Weekend hike in the hills").frame(width: 60, height: 20)
            \(content)
            """)
        let clipping = result.findings.filter { $0.ruleID == "clipping" && $0.message.contains("Weekend") }
        // The screen shows run-time text when the note is there: the finding names the sample.
        #expect(clipping.map(\.message) == [
            #"Text "Weekend hike in the hills" is truncated with typical text at large on iPhone 14 Pro in portrait"#,
        ])
        // Found without the note too, it is not reported again.
        #expect(clipping.first?.scenarios == ["iphone-14-pro/portrait@large"])
        #expect(result.layoutStatistics.layouts == 3, "typical and long text with the note, typical without it")
    }

    @Test func aScreenWithoutRunTimeContentIsLaidOutOnce() throws {
        let result = try Self.lint("", #"Text("Weekend hike in the hills").frame(width: 60, height: 20)"#)
        #expect(result.layoutStatistics.layouts == 1)
    }
}
