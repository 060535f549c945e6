import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PlumbCore
import PlumbReport
import XCTest

/// Each format's output for the same findings, compared with a golden file in `Golden/`.
/// `PLUMB_UPDATE_GOLDEN=1 swift test --filter FormatReporterTests` rewrites them after an
/// intended change; review the diff.
final class FormatReporterTests: XCTestCase {
    static let findings = [
        Finding(ruleID: "spacing-grid", severity: .error, position: SourcePosition(file: "App/Home.swift", line: 3, column: 22),
                message: "padding 10 is off the 4-pt grid; use 12",
                fix: [TextEdit(file: "/project/App/Home.swift", range: 60..<62, replacement: "12")]),
        Finding(ruleID: "hardcoded-color", severity: .warning, position: SourcePosition(file: "App/Home.swift", line: 4, column: 29),
                message: "Color.red is a system colour; use a token of AppTheme.Colors"),
        Finding(ruleID: "safe-area-inset-spacing", severity: .info, position: SourcePosition(file: "App/List, \"new\".swift", line: 2, column: 9),
                message: "a <quoted> & 50% | *message*\nwith a line break: `x`"),
    ]

    static let sources = SourceLines(texts: [
        "App/Home.swift": "struct Home: View {\n    var body: some View {\n        Text(\"é\").padding(10)\n        Text(\"Hi\").foregroundStyle(Color.red)\n    }\n}\n",
        "App/List, \"new\".swift": "let list = List {}\n        .safeAreaInset(edge: .bottom) { Bar() }\n",
    ])

    static let context = ReportContext(
        rules: [
            RuleMetadata(id: "spacing-grid", summary: "A spacing value that is not a multiple of 4",
                         explanation: "Spacing stays on the 4-pt grid.", defaultSeverity: .error, kind: .syntax),
            RuleMetadata(id: "hardcoded-color", summary: "A named system colour instead of a theme token",
                         explanation: "Colours come from the theme.", defaultSeverity: .error, kind: .syntax),
        ],
        sources: sources, toolVersion: "9.9.9", currentDirectory: "/project")

    func testSARIF() throws { try check(.sarif, "report.sarif") }
    func testGitHub() throws { try check(.github, "report.github.txt") }
    func testJUnit() throws { try check(.junit, "report.junit.xml") }
    func testCheckstyle() throws { try check(.checkstyle, "report.checkstyle.xml") }
    func testHTML() throws { try check(.html, "report.html") }
    func testMarkdown() throws { try check(.markdown, "report.md") }

    /// `helpUri` is an absolute URI or absent (the schema's format "uri"): with a configured base
    /// it is the rule's heading there, without one only the help text remains.
    func testSARIFLinksARuleOnlyUnderAConfiguredBase() throws {
        var linked = Self.context
        linked.ruleHelpBase = "https://docs.example.org/plumb/rules.md"
        let descriptor = try Self.firstRuleDescriptor(SARIFReporter(context: linked).report(Self.findings, summary: Summary(files: 1, findings: Self.findings)))
        XCTAssertEqual(descriptor["helpUri"] as? String, "https://docs.example.org/plumb/rules.md#spacing-grid")
        XCTAssertTrue(((descriptor["help"] as? [String: Any])?["markdown"] as? String)?.hasSuffix("See [spacing-grid](https://docs.example.org/plumb/rules.md#spacing-grid).") == true)

        let unlinked = try Self.firstRuleDescriptor(SARIFReporter(context: Self.context).report(Self.findings, summary: Summary(files: 1, findings: Self.findings)))
        XCTAssertNil(unlinked["helpUri"])
        XCTAssertEqual((unlinked["help"] as? [String: Any])?["text"] as? String, "A spacing value that is not a multiple of 4\n\nSpacing stays on the 4-pt grid.")
    }

    private static func firstRuleDescriptor(_ sarif: String) throws -> [String: Any] {
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let driver = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        return try XCTUnwrap((driver["rules"] as? [[String: Any]])?.first)
    }

    func testEmptyRunsStillGiveAWholeDocument() throws {
        let summary = Summary(files: 3, findings: [])
        for format in ReportFormat.allCases where format != .text && format != .github {
            XCTAssertFalse(format.reporter(Self.context).report([], summary: summary).isEmpty, "\(format)")
        }
        XCTAssertEqual(MarkdownReporter().report([], summary: summary), "### Plumb: 0 errors, 0 warnings, 0 notes in 3 files\n\nNo findings.\n")
    }

    func testXMLReportsParse() throws {
        let summary = Summary(files: 2, findings: Self.findings)
        for format in [ReportFormat.junit, .checkstyle] {
            let text = format.reporter(Self.context).report(Self.findings, summary: summary)
            let parser = XMLParser(data: Data(text.utf8))
            XCTAssertTrue(parser.parse(), "\(format): \(parser.parserError.map(String.init(describing:)) ?? "")")
        }
    }

    func testSARIFFingerprintsSurviveLineShiftsAndColumnsCountCharacters() throws {
        let shifted = SourceLines(texts: ["App/Home.swift": "// a new first line\n\n" + Self.sourceText("App/Home.swift")])
        var moved = Self.findings[0]
        moved.position.line += 2
        XCTAssertEqual(try fingerprint(of: Self.findings[0], sources: Self.sources), try fingerprint(of: moved, sources: shifted))
        let edited = SourceLines(texts: ["App/Home.swift": Self.sourceText("App/Home.swift").replacingOccurrences(of: "padding(10)", with: "padding(14)")])
        XCTAssertNotEqual(try fingerprint(of: Self.findings[0], sources: Self.sources), try fingerprint(of: Self.findings[0], sources: edited))
        // `Text("é")`: byte column 22 is character column 21.
        let region = try XCTUnwrap(firstResult(Self.findings[0], sources: Self.sources)["locations"] as? [[String: Any]])
        let physical = try XCTUnwrap(region.first?["physicalLocation"] as? [String: Any])
        XCTAssertEqual((physical["region"] as? [String: Any])?["startColumn"] as? Int, 21)
    }

    private static func sourceText(_ path: String) -> String {
        sources.lines(of: path).joined(separator: "\n")
    }

    private func fingerprint(of finding: Finding, sources: SourceLines) throws -> String {
        let fingerprints = try XCTUnwrap(firstResult(finding, sources: sources)["partialFingerprints"] as? [String: String])
        return try XCTUnwrap(fingerprints.values.first)
    }

    private func firstResult(_ finding: Finding, sources: SourceLines) throws -> [String: Any] {
        var context = Self.context
        context.sources = sources
        let text = SARIFReporter(context: context).report([finding], summary: Summary(files: 1, findings: [finding]))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        return try XCTUnwrap((run["results"] as? [[String: Any]])?.first)
    }

    private func check(_ format: ReportFormat, _ golden: String) throws {
        let text = format.reporter(Self.context).report(Self.findings, summary: Summary(files: 2, findings: Self.findings))
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(golden)")
        if ProcessInfo.processInfo.environment["PLUMB_UPDATE_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: url)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(text, expected, "\(format) differs from Golden/\(golden); PLUMB_UPDATE_GOLDEN=1 rewrites it")
    }
}
