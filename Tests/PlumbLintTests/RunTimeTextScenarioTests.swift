import PlumbCore
@testable import PlumbLint
import Testing

/// Text known only at run time is laid out with stated samples: a layout finding that holds with
/// the typical sample names it; one that holds only with the long sample is its own finding,
/// labelled so; a screen without run-time text is laid out once per scenario, as before.
@Suite struct RunTimeTextScenarioTests {
    /// Lints `screen` (with an app that shows it) on an iPhone 14 Pro in portrait at `textSizes`.
    static func lint(_ screen: String, textSizes: String = "[large]") throws -> LintResult {
        let source = screen + "\n@main struct ExampleApp: App { var body: some Scene { WindowGroup { Screen() } } }\n"
        let yaml = "layout:\n  scenarios:\n    devices: [iphone-14-pro]\n    orientations: [portrait]\n    panes: []\n    text_sizes: \(textSizes)\n"
        let configuration = try ConfigurationLoader(knownRules: RuleRegistry.knownRules).parse(yaml, file: "test.yml", baseDirectory: "/")
            .withRulesOffForPrecisionOn()
        return Linter(configuration: configuration, jobs: 1).lint([LintInput(path: "Screen.swift", source: source)])
    }

    @Test func aNameThatFitsOnlyWhenTypicalIsALongTextFinding() throws {
        let result = try Self.lint("""
            struct Screen: View {
                let person: Person
                var body: some View {
                    NavigationStack { VStack { Text(person.name).frame(width: 120, height: 20) }.padding() }
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
                    NavigationStack { VStack { Text(post.title).frame(width: 60, height: 20) }.padding() }
                }
            }
            """)
        let clipping = result.findings.filter { $0.ruleID == "clipping" }
        #expect(clipping.map(\.message) == [
            #"Text "post.title" is truncated with typical text (25 characters) at large on iPhone 14 Pro in portrait"#,
        ])
        #expect(clipping.first?.scenarios == ["iphone-14-pro/portrait@large"])
    }

    /// Text the project derives from a written string (`"hide".localized()` through its own
    /// helper, whose strings are not in the repository) has no length the source gives: it is
    /// laid out at one word, and a problem is one that holds at any length it can have.
    @Test(arguments: [
        (#"Text("hide".localized())"#, "func localized() -> String { Translator(template: self).localized() }"),
        (#"Text("Data Gap".localizedText + " (\(gaps))")"#, "var localizedText: String { Translator.shared.text(forKey: self) ?? self }"),
        // A literal that is evidently a key, whose strings the repository does not hold.
        (#"Text("quick_view_title_all_entries")"#, ""),
        (#"Text(NSLocalizedString("settings.sync.warning", comment: ""))"#, ""),
    ])
    func derivedTextIsJudgedAtItsShortest(text: String, member: String) throws {
        func clipping(width: Int) throws -> [String] {
            try Self.lint("""
                struct Screen: View {
                    let gaps: Int
                    var body: some View {
                        NavigationStack { VStack { \(text).frame(width: \(width), height: 20) }.padding() }
                    }
                }
                extension String { \(member) }
                """).findings.filter { $0.ruleID == "clipping" }.map(\.message)
        }
        // Plain run-time text of 40 characters would not fit 200 pt on one line.
        #expect(try clipping(width: 200).isEmpty)
        let cut = try clipping(width: 20)
        #expect(cut.count == 1 && cut[0].contains("is truncated with typical text (4 characters) at large"), "\(cut)")
    }

    @Test func aScreenWithoutRunTimeTextIsLaidOutOncePerScenario() throws {
        let result = try Self.lint("""
            struct Screen: View {
                var body: some View {
                    NavigationStack { VStack { Text("Weekend hike in the hills").frame(width: 60, height: 20) }.padding() }
                }
            }
            """)
        #expect(result.findings.filter { $0.ruleID == "clipping" }.map(\.message) == [
            #"Text "Weekend hike in the hills" is truncated at large on iPhone 14 Pro in portrait"#,
        ])
        #expect(result.layoutStatistics.layouts == 1)
    }
}

/// Some string is longer than any line limit: a run-time text its `lineLimit` cuts is the app's
/// choice, while a written one it cuts is reported.
@Suite struct LineLimitedRunTimeTextTests {
    @Test func aRunTimeTextCutAtItsLineLimitIsNotReported() throws {
        let configuration = try ConfigurationLoader(knownRules: RuleRegistry.knownRules).parse("", file: "test.yml", baseDirectory: "/")
            .withRulesOffForPrecisionOn()
        let source = """
            struct Screen: View {
                let post: Post
                var body: some View {
                    NavigationStack { VStack { Text(post.body).lineLimit(1); Text("We walked along the river at dawn and stopped").lineLimit(1) }.padding() }
                }
            }
            @main struct ExampleApp: App { var body: some Scene { WindowGroup { Screen() } } }
            """
        let findings = Linter(configuration: configuration, jobs: 1).lint([LintInput(path: "Screen.swift", source: source)])
            .findings.filter { $0.ruleID == "clipping" }
        #expect(findings.map(\.position.column) == [66], "the written text only")
    }
}
