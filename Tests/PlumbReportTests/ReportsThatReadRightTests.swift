import Foundation
import PlumbCore
@testable import PlumbReport
import Testing

/// The per-rule summary counts each severity, the Markdown report fits a GitHub comment with its
/// summary first, the HTML report links every rule to its explanation and shows code as code.
@Suite struct ReportsThatReadRightTests {
    static func finding(_ rule: String, _ severity: Severity, line: Int = 1, message: String = "m", fixable: Bool = false) -> Finding {
        Finding(ruleID: rule, severity: severity, position: SourcePosition(file: "App/Home.swift", line: line, column: 1), message: message,
                fix: fixable ? [TextEdit(file: "/p/App/Home.swift", range: 0..<1, replacement: "x")] : [])
    }

    /// A rule whose findings have two severities (a configured one beside a `parse-error`-like
    /// note, say) is counted under each, so the table adds up to the summary line.
    static let mixed = [
        finding("spacing-grid", .error, line: 1, fixable: true), finding("spacing-grid", .error, line: 2),
        finding("spacing-grid", .warning, line: 3), finding("hardcoded-color", .warning, line: 4),
        finding("hardcoded-color", .info, line: 5),
    ]

    @Test func theRuleTableCountsEachSeverityAndAddsUpToTheSummary() {
        let rules = RuleSummary(findings: Self.mixed)
        let summary = Summary(files: 1, findings: Self.mixed)
        #expect(rules.rows.map { $0.count(of: .error) }.reduce(0, +) == summary.errors)
        #expect(rules.rows.map { $0.count(of: .warning) }.reduce(0, +) == summary.warnings)
        #expect(rules.rows.map { $0.count(of: .info) }.reduce(0, +) == summary.infos)
        #expect(rules.text(command: "plumb lint App") == """
            by rule:
              spacing-grid     3  2 error, 1 warning  1 fixable
              hardcoded-color  2  1 warning, 1 note
            one rule's findings: plumb lint App --only spacing-grid   (or grep '[spacing-grid]' in the text output)

            """)
        #expect(RuleSummary(findings: [Self.finding("a", .warning)]).text(command: "plumb lint").contains("  a  1  warning\n"))
    }

    @Test func theMarkdownReportStartsWithItsSummaryAndTheRuleTable() {
        let text = MarkdownReporter().report(Self.mixed, summary: Summary(files: 1, findings: Self.mixed))
        let heading = text.range(of: "### Plumb: 2 errors, 2 warnings, 1 note in 1 file")
        let rules = text.range(of: "| `spacing-grid` | 3 | 2 | 1 | 0 | 1 |")
        let findings = text.range(of: "| Severity | Location | Rule | Message |")
        #expect(heading != nil && rules != nil && findings != nil)
        if let heading, let rules, let findings {
            #expect(heading.upperBound < rules.lowerBound && rules.upperBound < findings.lowerBound)
        }
    }

    /// A large app's report (here 5,000 findings, over 600,000 characters in full) fits a GitHub
    /// comment, and says how many findings it left out and where they are.
    @Test func theMarkdownReportOfALargeAppFitsAGitHubComment() throws {
        let message = String(repeating: "a long message about spacing ", count: 4)
        let findings = (1...5_000).map { Self.finding("spacing-grid", .error, line: $0, message: message) }
        let text = MarkdownReporter().report(findings, summary: Summary(files: 1, findings: findings))
        #expect(text.count < MarkdownReporter.gitHubCommentLimit)
        #expect(text.utf8.count < MarkdownReporter.gitHubCommentLimit)
        let rows = text.split(separator: "\n").count { $0.hasPrefix("| error | ") }
        let last = try #require(text.split(separator: "\n").last)
        #expect(last == "\(5_000 - rows) more findings: see the SARIF or HTML report.")
        #expect(rows > 100)
        // Nearly full: one more row would not have fitted with the line.
        #expect(text.utf8.count > MarkdownReporter.gitHubCommentLimit - 2 * 300)
    }

    @Test func aReportThatFitsIsWholeAndATightLimitKeepsTheRowsThatFitWithTheLine() throws {
        let findings = (1...3).map { Self.finding("spacing-grid", .error, line: $0) }
        let whole = MarkdownReporter().report(findings, summary: Summary(files: 1, findings: findings))
        #expect(!whole.contains("more finding"))
        #expect(whole.split(separator: "\n").count { $0.hasPrefix("| error | ") } == 3)
        // Room for the header, one row and the line counting two more: one row.
        let header = try #require(whole.range(of: "| error | ")).lowerBound.utf16Offset(in: whole)
        let row = "| error | `App/Home.swift:1:1` | `spacing-grid` | m |\n".utf8.count
        let line = "\n2 more findings: see the SARIF or HTML report.\n"
        let limit = header + row + line.utf8.count + 1
        let capped = MarkdownReporter(limit: limit).report(findings, summary: Summary(files: 1, findings: findings))
        #expect(capped.split(separator: "\n").count { $0.hasPrefix("| error | ") } == 1)
        #expect(capped.hasSuffix(line))
        #expect(capped.utf8.count < limit)
    }

    @Test func markdownShowsBacktickedCodeAsCode() {
        let finding = Self.finding("leading-trailing", .error, message: "use `.leading`, not `a|b` *here*")
        let text = MarkdownReporter().report([finding], summary: Summary(files: 1, findings: [finding]))
        #expect(text.contains("| use `.leading`, not `a\\|b` \\*here\\* |"))
    }

    static let context = ReportContext(rules: [
        RuleMetadata(id: "spacing-grid", summary: "A spacing value that is not a multiple of 4",
                     explanation: "Spacing stays on the 4-pt grid: `.padding(10)` is off it.\n\nThe fix snaps it.", defaultSeverity: .error, kind: .syntax),
        RuleMetadata(id: "hardcoded-color", summary: "A named system colour, `Color.red`", explanation: "Colours come from the theme.",
                     defaultSeverity: .error, kind: .syntax),
    ], currentDirectory: "/p", ruleHelpBase: "https://example.com/rules.md")

    @Test func theHTMLReportHasTheRuleTableAndLinksEveryRuleToItsExplanation() throws {
        let findings = Self.mixed + [Self.finding("spacing-grid", .error, line: 9, message: "use `AppTheme.Spacing.medium` <here>")]
        let html = HTMLReporter(context: Self.context).report(findings, summary: Summary(files: 1, findings: findings))
        let table = try #require(html.range(of: "<h2>By rule</h2>"))
        let list = try #require(html.range(of: "<h2>Findings</h2>"))
        #expect(table.upperBound < list.lowerBound)
        #expect(html.contains("<tr><td><a href=\"#rule-spacing-grid\"><code>spacing-grid</code></a></td><td class=\"count\">4</td><td class=\"count\">3</td><td class=\"count\">1</td><td class=\"count\">0</td><td class=\"count\">1</td>"))
        // Every link to a rule has its target, the rule's explanation, with its code as code.
        for rule in ["spacing-grid", "hardcoded-color"] {
            #expect(html.contains("<h4><a href=\"#rule-\(rule)\">"))
            #expect(html.contains("<h3 id=\"rule-\(rule)\">"))
        }
        #expect(html.contains("<p>Spacing stays on the 4-pt grid: <code>.padding(10)</code> is off it.</p>\n<p>The fix snaps it.</p>"))
        #expect(html.contains("<a href=\"https://example.com/rules.md#spacing-grid\">"))
        #expect(html.contains("use <code>AppTheme.Spacing.medium</code> &lt;here&gt;</li>"))
        #expect(html.contains("<td class=\"about\">A named system colour, <code>Color.red</code></td>"))
        #expect(!html.contains("`"))
    }

    @Test func codeSpansPairBackticksAndLeaveAnUnpairedOneAsProse() {
        #expect(CodeSpans("a `b` c").parts == [.prose("a "), .code("b"), .prose(" c")])
        #expect(CodeSpans("`x`").parts == [.code("x")])
        #expect(CodeSpans("a `b` c `d").parts == [.prose("a "), .code("b"), .prose(" c `d")])
        #expect(CodeSpans("it's `").parts == [.prose("it's `")])
        #expect(CodeSpans("none").parts == [.prose("none")])
    }
}
