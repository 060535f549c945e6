import PlumbCore
@testable import PlumbLint
import Testing

/// A screen with numbers chosen at run time among known candidates is laid out with every such
/// number at its lowest and at its highest: a layout finding is reported only when both layouts
/// find it, so the highest is laid out only where the lowest found one; a screen without them is
/// laid out once per scenario.
@Suite struct OpenNumberScenarioTests {
    /// Lints a screen with a run-time `isCompact` whose padded VStack holds `content`, on one
    /// iPhone in portrait at the Large text size.
    private static func lint(_ content: String) throws -> LintResult {
        try RunTimeTextScenarioTests.lint("""
            struct Screen: View {
                @State private var isCompact = false
                var body: some View {
                    NavigationStack {
                        VStack(spacing: isCompact ? 4 : 12) {
                            \(content)
                        }
                        .padding()
                    }
                }
            }
            """)
    }

    @Test func aFindingAtOneExtremeOnlyIsNotReported() throws {
        let result = try Self.lint(#"Text("Weekend hike in the hills").frame(width: isCompact ? 60 : 300, height: 20)"#)
        #expect(result.findings.filter { $0.ruleID == "clipping" }.isEmpty)
        #expect(result.layoutStatistics.layouts == 2, "laid out with the open numbers at their lowest and highest")
        #expect(result.layoutStatistics.fullyJudged == 1)
    }

    @Test func aFindingAtBothExtremesIsReportedNamingThem() throws {
        let result = try Self.lint(#"Text("Weekend hike in the hills").frame(width: isCompact ? 40 : 60, height: 20)"#)
        let clipping = result.findings.filter { $0.ruleID == "clipping" }
        #expect(clipping.map(\.message) == [
            #"Text "Weekend hike in the hills" is truncated with open numbers at their lowest and highest at large on iPhone 14 Pro in portrait and 1 more scenario"#,
        ])
        #expect(clipping.first?.scenarios == ["iphone-14-pro/portrait@large+values-low", "iphone-14-pro/portrait@large+values-high"])
    }

    /// A problem must be found at both extremes, so a scenario whose lowest layout finds none is
    /// not laid out at the highest, where a problem alone could not be reported.
    @Test(arguments: [
        #"Text("Weekend hike in the hills").padding(.horizontal, isCompact ? 0 : 120).frame(width: 300, height: 20)"#,
        #"HStack(spacing: isCompact ? 0 : 240) { Text("Weekend"); Text("hike in the hills") }.frame(width: 300, height: 20)"#,
    ])
    func aFindingAtTheHighestOnlyIsNotLaidOutThere(content: String) throws {
        let result = try Self.lint(content)
        #expect(result.findings.filter { $0.ruleID == "clipping" }.isEmpty)
        #expect(result.layoutStatistics.layouts == 1, "laid out with the open numbers at their lowest only")
        #expect(result.layoutStatistics.fullyJudged == 1)
    }

    @Test func aScreenWithoutOpenNumbersIsLaidOutOnce() throws {
        let result = try RunTimeTextScenarioTests.lint("""
            struct Screen: View {
                var body: some View {
                    NavigationStack { VStack { Text("Weekend hike in the hills").frame(width: 60, height: 20) }.padding() }
                }
            }
            """)
        #expect(result.layoutStatistics.layouts == 1)
        #expect(result.findings.first { $0.ruleID == "clipping" }?.scenarios == ["iphone-14-pro/portrait@large"])
    }
}
