import PlumbCore
@testable import PlumbLint
import Testing

/// A run that lays out fewer screens than it has jobs spreads each screen's readings and layouts
/// over them (`LayoutChecker`, `ReadingsAhead`): its findings, with the scenarios each names in
/// order, and its counts must be those of one job laying the screen out alone.
@Suite struct ScreenSpreadTests {
    /// A screen read apart for optional content, open numbers and text sizes, with problems found
    /// on some scenarios only, in two idioms of each.
    private static let screens = [
        """
        struct Screen: View {
            let note: String?
            let title: String
            @State private var isCompact = false
            @ScaledMetric private var badge: CGFloat = 30
            var body: some View {
                NavigationStack {
                    VStack(spacing: isCompact ? 4 : 12) {
                        Text(title).frame(width: 90, height: 20)
                        if let note {
                            Text(note).frame(width: badge * 2, height: 20)
                        } else {
                            Button("Add a note") {}.frame(width: 24, height: 24)
                        }
                        Text("Weekend hike in the hills").frame(width: isCompact ? 40 : 60, height: 20)
                    }
                    .padding()
                }
            }
        }
        """,
        """
        struct Screen: View {
            var model: Model
            @State var dense: Bool = true
            @ScaledMetric(relativeTo: .caption) var side = 24.0
            var body: some View {
                NavigationStack {
                    List {
                        Text(model.name).frame(width: self.side + 40, height: 18)
                        model.subtitle.map { Text($0).frame(width: 70, height: 18) }
                        Image(systemName: "star").frame(width: side, height: side).padding(dense ? 2 : 6).onTapGesture {}
                    }
                }
            }
        }
        """,
    ]

    private static func lint(_ screen: String, jobs: Int) throws -> LintResult {
        let source = screen + "\n@main struct ExampleApp: App { var body: some Scene { WindowGroup { Screen() } } }\n"
        let yaml = """
            layout:
              scenarios:
                devices: [iphone-se-4-7, iphone-15-pro-max, ipad-pro-11-m4]
                orientations: [portrait, landscape]
                panes: []
                text_sizes: [large, AX3]
            """
        let configuration = try ConfigurationLoader(knownRules: RuleRegistry.knownRules).parse(yaml, file: "test.yml", baseDirectory: "/")
            .withRulesOffForPrecisionOn()
        return Linter(configuration: configuration, jobs: jobs).lint([LintInput(path: "Screen.swift", source: source)])
    }

    private static func describe(_ result: LintResult) -> [String] {
        result.findings.map { "\($0.position) \($0.ruleID): \($0.message) \($0.scenarios ?? [])" }
    }

    @Test(arguments: screens)
    func aScreenSpreadOverTwoJobsFindsWhatOneJobFinds(screen: String) throws {
        let alone = try Self.lint(screen, jobs: 1)
        let spread = try Self.lint(screen, jobs: 2)
        #expect(alone.findings.contains { ($0.scenarios?.count ?? 0) > 1 }, "a finding on several scenarios, whose order counts")
        #expect(Self.describe(spread) == Self.describe(alone))
        #expect(spread.layoutStatistics == alone.layoutStatistics)
        #expect(alone.layoutStatistics.layouts > 24, "laid out for optional content, open numbers and long text too")
    }
}
