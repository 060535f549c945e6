import PlumbCore
@testable import PlumbLint
import Testing

/// Text known only at run time is laid out with stated samples: a layout finding that holds with
/// the typical sample names it; one that holds only with the long sample is its own finding,
/// labelled so; a screen without run-time text is laid out once per scenario, as before.
@Suite struct RunTimeTextScenarioTests {
    private static func lint(_ screen: String, textSizes: String = "[large]") throws -> LintResult {
        let source = screen + "\n@main struct ExampleApp: App { var body: some Scene { WindowGroup { Screen() } } }\n"
        let yaml = "layout:\n  scenarios:\n    devices: [iphone-14-pro]\n    orientations: [portrait]\n    panes: []\n    text_sizes: \(textSizes)\n"
        let configuration = try ConfigurationLoader(knownRules: RuleRegistry.knownRules).parse(yaml, file: "test.yml", baseDirectory: "/")
        return Linter(configuration: configuration, jobs: 1).lint([LintInput(path: "Screen.swift", source: source)])
    }

    @Test func aNameThatFitsOnlyWhenTypicalIsALongTextFinding() throws {
        let result = try Self.lint("""
            struct Screen: View {
                let person: Person
                var body: some View {
                    NavigationStack { VStack { Text(person.name).lineLimit(1).frame(width: 120) }.padding() }
                }
            }
            """)
        let clipping = result.findings.filter { $0.ruleID == "clipping" }
        #expect(clipping.map(\.message) == [
            #"Text "person.name" is truncated with long text (22 characters) at large on iPhone 14 Pro in portrait"#,
        ])
        #expect(clipping.first?.scenarios == ["iphone-14-pro/portrait@large+long"])
        #expect(result.layoutStatistics.layouts == 2, "laid out with typical and with long text")
    }

    @Test func aFindingWithTypicalTextNamesItAndHidesTheLongOne() throws {
        let result = try Self.lint("""
            struct Screen: View {
                let post: Post
                var body: some View {
                    NavigationStack { VStack { Text(post.title).lineLimit(1).frame(width: 60) }.padding() }
                }
            }
            """)
        let clipping = result.findings.filter { $0.ruleID == "clipping" }
        #expect(clipping.map(\.message) == [
            #"Text "post.title" is truncated with typical text (25 characters) at large on iPhone 14 Pro in portrait"#,
        ])
        #expect(clipping.first?.scenarios == ["iphone-14-pro/portrait@large"])
    }

    @Test func aScreenWithoutRunTimeTextIsLaidOutOncePerScenario() throws {
        let result = try Self.lint("""
            struct Screen: View {
                var body: some View {
                    NavigationStack { VStack { Text("Weekend hike in the hills").lineLimit(1).frame(width: 60) }.padding() }
                }
            }
            """)
        #expect(result.findings.filter { $0.ruleID == "clipping" }.map(\.message) == [
            #"Text "Weekend hike in the hills" is truncated at large on iPhone 14 Pro in portrait"#,
        ])
        #expect(result.layoutStatistics.layouts == 1)
    }
}
