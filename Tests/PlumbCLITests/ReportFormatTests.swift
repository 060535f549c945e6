import Foundation
import XCTest

/// `--format` for code scanning and CI, `--output`, and the SARIF schema check.
final class ReportFormatTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The acceptance check: the example app's SARIF validates against the official SARIF 2.1.0
    /// schema (vendored in `Tests/Schemas`), with Python's `jsonschema` and its format checker
    /// (`.ci/run` installs both, and `rfc3987`, which makes the checker check format "uri").
    func testTheExampleAppsSARIFValidatesAgainstTheOfficialSchema() throws {
        try XCTSkipUnless(Self.pythonHasJSONSchema(), "python3 with the jsonschema module is not installed (pip install jsonschema); the SARIF schema check is skipped")
        let sandbox = try Sandbox()
        let report = sandbox.url.appendingPathComponent("journal.sarif").path
        let run = try PlumbProcess.run(["lint", "--format", "sarif", "--output", report, "--sarif-help-base", Self.helpBase, "Journal"],
                                       in: Self.root.appendingPathComponent("Examples"))
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout, "", "with --output nothing goes to standard output")
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any])
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertGreaterThan(results.count, 40)
        XCTAssertTrue(results.contains { $0["fixes"] != nil }, "fixable findings carry their fixes")

        let validation = try Self.validate(report)
        XCTAssertEqual(validation.status, 0, "the SARIF log does not validate:\n\(validation.output)")

        // A log that breaks the schema fails the same check, so the check can fail.
        try Data(#"{"version": "2.1.0", "runs": [{"results": []}]}"#.utf8).write(to: URL(fileURLWithPath: report))
        XCTAssertNotEqual(try Self.validate(report).status, 0)
    }

    /// `helpUri` is format "uri", an absolute URI: the schema check rejects the relative link
    /// Plumb once wrote, and `--sarif-help-base` refuses a base that is not absolute.
    func testSARIFHelpURIsAreAbsolute() throws {
        let relative = try PlumbProcess.run(["lint", "--format", "sarif", "--sarif-help-base", "docs/rules.md", "Journal"],
                                            in: Self.root.appendingPathComponent("Examples"))
        XCTAssertEqual(relative.status, 2)
        XCTAssertTrue(relative.stderr.contains("--sarif-help-base: 'docs/rules.md' is not an absolute URI"), relative.stderr)

        try XCTSkipUnless(Self.pythonHasJSONSchema(), "python3 with the jsonschema module is not installed (pip install jsonschema)")
        try XCTSkipUnless((try? PythonProcess.run(["-c", "import jsonschema, sys; sys.exit(0 if 'uri' in jsonschema.FormatChecker.checkers else 1)"]).status) == 0,
                          "jsonschema cannot check format \"uri\" without rfc3987 (pip install rfc3987); the helpUri check is skipped")
        let sandbox = try Sandbox()
        let report = sandbox.url.appendingPathComponent("journal.sarif").path
        _ = try PlumbProcess.run(["lint", "--format", "sarif", "--output", report, "--sarif-help-base", Self.helpBase, "Journal"],
                                 in: Self.root.appendingPathComponent("Examples"))
        let sarif = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertTrue(sarif.contains("\"helpUri\": \"\(Self.helpBase)#spacing-grid\""))
        XCTAssertEqual(try Self.validate(report).status, 0)
        try Data(sarif.replacingOccurrences(of: Self.helpBase, with: "docs/rules.md").utf8).write(to: URL(fileURLWithPath: report))
        let rejected = try Self.validate(report)
        XCTAssertNotEqual(rejected.status, 0)
        XCTAssertTrue(rejected.output.contains("is not a 'uri'"), rejected.output)
    }

    /// A published docs/rules.md, as a team would pass it (an example domain: Plumb has no home page).
    private static let helpBase = "https://docs.example.org/plumb/docs/rules.md"

    /// Validates the SARIF log at `report` against the vendored schema, formats checked.
    private static func validate(_ report: String) throws -> (status: Int32, output: String) {
        let schema = root.appendingPathComponent("Tests/Schemas/sarif-schema-2.1.0.json").path
        return try PythonProcess.run(["-c", """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            log = json.load(open(sys.argv[2]))
            jsonschema.Draft4Validator.check_schema(schema)
            errors = sorted(jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker()).iter_errors(log), key=str)
            for error in errors[:5]:
                print(list(error.absolute_path), error.message)
            sys.exit(1 if errors else 0)
            """, schema, report])
    }

    func testEveryFormatReportsTheExampleApp() throws {
        let examples = Self.root.appendingPathComponent("Examples")
        let expectations: [(format: String, marker: String)] = [
            ("github", "::error file=Journal/"), ("junit", "<testsuites name=\"plumb\""),
            ("checkstyle", "<checkstyle version=\"4.3\">"), ("html", "<!DOCTYPE html>"),
            ("markdown", "| Severity | Location | Rule | Message |"), ("sarif", "\"version\": \"2.1.0\""),
        ]
        for (format, marker) in expectations {
            let run = try PlumbProcess.run(["lint", "--quiet", "--format", format, "Journal"], in: examples)
            XCTAssertEqual(run.status, 1, "\(format): \(run.stderr)")
            XCTAssertTrue(run.stdout.contains(marker), "\(format) output lacks \(marker)")
        }
    }

    func testAnUnwritableOutputFailsTheRun() throws {
        let sandbox = try Sandbox()
        try sandbox.writeTheme()
        let run = try sandbox.run("lint", "--output", "missing/dir/report.txt", ".")
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("missing/dir/report.txt: cannot write the report"), run.stderr)
    }

    private static func pythonHasJSONSchema() -> Bool {
        (try? PythonProcess.run(["-c", "import jsonschema"]).status) == 0
    }
}

/// `--baseline` and `--write-baseline` as a team adopting Plumb uses them.
final class BaselineCommandTests: XCTestCase {
    private let view = """
        import SwiftUI

        struct Home: View {
            var body: some View {
                Text("a").padding(10)
            }
        }

        """

    func testABaselineHidesOldFindingsAndShowsNewOnes() throws {
        let sandbox = try Sandbox()
        try sandbox.writeTheme()
        try sandbox.write("Home.swift", view)
        let written = try sandbox.run("lint", "--write-baseline", "baseline.json", ".")
        XCTAssertEqual(written.status, 1, "writing a baseline still reports: \(written.stderr)")
        XCTAssertTrue(written.stderr.contains("wrote 1 finding to the baseline baseline.json"), written.stderr)

        // Lines inserted above: the old finding stays hidden.
        try sandbox.write("Home.swift", "// A header\n// more\n" + view)
        let shifted = try sandbox.run("lint", "--baseline", "baseline.json", ".")
        XCTAssertEqual(shifted.status, 0, shifted.stdout + shifted.stderr)
        XCTAssertEqual(shifted.stdout, "")

        // The finding's own line changed: reported again.
        try sandbox.write("Home.swift", "// A header\n// more\n" + view.replacingOccurrences(of: "padding(10)", with: "padding(6)"))
        let changed = try sandbox.run("lint", "--baseline", "baseline.json", ".")
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.stdout.contains("Home.swift:7:"), changed.stdout)

        // Fixed, then the baseline rewritten: the entry is gone.
        try sandbox.write("Home.swift", view.replacingOccurrences(of: "padding(10)", with: "padding(AppTheme.Spacing.small)"))
        XCTAssertEqual(try sandbox.run("lint", "--write-baseline", "baseline.json", ".").status, 0)
        let rewritten = try sandbox.read("baseline.json")
        XCTAssertTrue(rewritten.contains("\"findings\": [\n]"), rewritten)
    }

    func testAMissingOrCorruptBaselineExitsTwo() throws {
        let sandbox = try Sandbox()
        try sandbox.writeTheme()
        let missing = try sandbox.run("lint", "--baseline", "nope.json", ".")
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("nope.json: no such baseline file"), missing.stderr)
        try sandbox.write("bad.json", "{\"version\": 1, \"findings\": [{\"rule\": 3}]}")
        let corrupt = try sandbox.run("lint", "--baseline", "bad.json", ".")
        XCTAssertEqual(corrupt.status, 2)
        XCTAssertTrue(corrupt.stderr.contains("bad.json: not a Plumb baseline: wrong type at findings[0].rule"), corrupt.stderr)
    }
}
