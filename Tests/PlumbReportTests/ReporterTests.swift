import PlumbCore
import PlumbReport
import XCTest

final class ReporterTests: XCTestCase {
    private let findings = [
        Finding(ruleID: "spacing-grid", severity: .error, position: SourcePosition(file: "App/Home.swift", line: 12, column: 22),
                message: "padding 10 is off the 4-pt grid; use 12", fix: [TextEdit(file: "App/Home.swift", range: 5..<7, replacement: "12")]),
        Finding(ruleID: "safe-area-inset-spacing", severity: .info, position: SourcePosition(file: "App/List.swift", line: 3, column: 9),
                message: "a \"quoted\" \\ message\twith\ncontrol"),
    ]

    func testTextIsTheCompilersFormatWithNotesForInfo() {
        let summary = Summary(files: 2, findings: findings)
        XCTAssertEqual(TextReporter().report(findings, summary: summary), """
            App/Home.swift:12:22: error: padding 10 is off the 4-pt grid; use 12 [spacing-grid]
            App/List.swift:3:9: note: a "quoted" \\ message\twith
            control [safe-area-inset-spacing]

            """)
        XCTAssertEqual(summary.line, "1 error, 0 warnings, 1 note in 2 files")
    }

    func testJSONKeepsItsShapeAndEscapes() throws {
        let json = JSONReporter().report(findings, summary: Summary(files: 40, findings: findings))
        XCTAssertTrue(json.hasPrefix("""
            {"version": 1, "findings": [{"rule": "spacing-grid", "severity": "error", "file": "App/Home.swift", "line": 12, "column": 22, \
            "message": "padding 10 is off the 4-pt grid; use 12", "fixable": true}, {"rule": "safe-area-inset-spacing", "severity": "info"
            """), json)
        XCTAssertTrue(json.hasSuffix("\"summary\": {\"files\": 40, \"errors\": 1, \"warnings\": 0, \"infos\": 1}}\n"), json)
        let decoded = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let second = try XCTUnwrap((decoded["findings"] as? [[String: Any]])?.last)
        XCTAssertEqual(second["message"] as? String, "a \"quoted\" \\ message\twith\ncontrol")
        XCTAssertEqual(second["fixable"] as? Bool, false)
    }

    func testLayoutFindingsListTheirScenariosInJSON() throws {
        let finding = Finding(
            ruleID: "clipping", severity: .error, position: SourcePosition(file: "App/Profile.swift", line: 42, column: 9),
            message: "Text is truncated", scenarios: ["iphone-se-4-7/portrait@AX5", "iphone-14-pro/landscape@AX5"])
        let json = JSONReporter().report([finding], summary: Summary(files: 1, findings: [finding]))
        XCTAssertTrue(json.contains("""
            "fixable": false, "scenarios": ["iphone-se-4-7/portrait@AX5", "iphone-14-pro/landscape@AX5"]}
            """), json)
        XCTAssertFalse(JSONReporter().report(findings, summary: Summary(files: 2, findings: findings)).contains("scenarios"))
    }
}
