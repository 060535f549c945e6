import Foundation
import XCTest

final class LintCommandTests: XCTestCase {
    private let clean = "let a = Text(\"x\").padding(AppTheme.Spacing.xSmall)\n"
    private let failing = "let a = Text(\"x\").padding(10)\n"

    func testExitCodes() throws {
        let sandbox = try Sandbox()
        try sandbox.writeTheme(in: "App")
        try sandbox.write("App/Clean.swift", clean)
        XCTAssertEqual(try sandbox.run("lint", "App").status, 0)

        try sandbox.write("App/Bad.swift", failing)
        let failed = try sandbox.run("lint", "App")
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.stdout, "App/Bad.swift:1:27: error: padding 10 is off the 4-pt grid; use AppTheme.Spacing.small [spacing-grid]\n")
        XCTAssertEqual(failed.stderr, """
            1 error, 0 warnings, 0 notes in 3 files
            by rule:
              spacing-grid  1  error  fixable
            one rule's findings: plumb lint App --only spacing-grid   (or grep '[spacing-grid]' in the text output)

            """)

        try sandbox.write(".plumb.yml", "rules: { spacing-grid: warning }\n")
        XCTAssertEqual(try sandbox.run("lint", "App").status, 0)
        XCTAssertEqual(try sandbox.run("lint", "--strict", "App").status, 1)
    }

    func testRunFailuresExitTwoAndSayWhy() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", clean)
        let missing = try sandbox.run("lint", "Nope")
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("Nope: no such file or directory"), missing.stderr)

        let badFlag = try sandbox.run("lint", "--colour")
        XCTAssertEqual(badFlag.status, 2)
        XCTAssertTrue(badFlag.stderr.contains("--colour"), badFlag.stderr)

        try sandbox.write(".plumb.yml", "rules:\n  spacing-gird: error\n")
        let badConfig = try sandbox.run("lint")
        XCTAssertEqual(badConfig.status, 2)
        XCTAssertTrue(badConfig.stderr.contains(".plumb.yml:2: unknown rule 'spacing-gird'"), badConfig.stderr)

        let missingConfig = try sandbox.run("lint", "--config", "other.yml")
        XCTAssertEqual(missingConfig.status, 2)
        XCTAssertTrue(missingConfig.stderr.contains("other.yml: no such configuration file"), missingConfig.stderr)
    }

    func testJSONFormat() throws {
        let sandbox = try Sandbox()
        try sandbox.writeTheme(in: "App")
        try sandbox.write("App/Bad.swift", failing)
        let output = try sandbox.run("lint", "--format", "json", "App")
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(output.stdout, """
            {"version": 1, "findings": [{"rule": "spacing-grid", "severity": "error", "file": "App/Bad.swift", "line": 1, "column": 27, \
            "message": "padding 10 is off the 4-pt grid; use AppTheme.Spacing.small", "fixable": true}], "summary": {"files": 2, "errors": 1, "warnings": 0, "infos": 0}}

            """)
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["version"] as? Int, 1)
    }

    func testFileOutsideTheCurrentDirectoryIsNamedAbsolutely() throws {
        let sandbox = try Sandbox()
        let elsewhere = try Sandbox()
        let file = try elsewhere.write("Bad.swift", failing)
        let theme = try elsewhere.writeTheme()
        let output = try sandbox.run("lint", file.path, theme.path)
        XCTAssertTrue(output.stdout.hasPrefix(file.path + ":1:27:"), output.stdout)
    }

    func testFixThenLintAgainIsIdempotent() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", "let a = VStack(spacing: 6) { Text(\"x\").padding(.horizontal, 10); Text(\"y\") }\nstruct {\n")
        try sandbox.write("B.swift", "let a = VStack(spacing: 6) { Text(\"x\").padding(.horizontal, 10); Text(\"y\") }\n")
        let first = try sandbox.run("lint", "--fix")
        XCTAssertEqual(first.status, 1, "A.swift keeps its findings: it does not parse, so it is not fixed")
        XCTAssertTrue(first.stderr.contains("fixed 2 findings in 1 file"), first.stderr)
        XCTAssertEqual(try sandbox.read("B.swift"), "let a = VStack(spacing: 8) { Text(\"x\").padding(.horizontal, 12); Text(\"y\") }\n")
        XCTAssertFalse(first.stdout.contains("B.swift"), first.stdout)
        let second = try sandbox.run("lint", "--fix")
        XCTAssertTrue(second.stderr.contains("fixed 0 findings in 0 files"), second.stderr)
        XCTAssertEqual(try sandbox.read("B.swift"), "let a = VStack(spacing: 8) { Text(\"x\").padding(.horizontal, 12); Text(\"y\") }\n")
    }

    func testExcludedGlobsAndSkippedFolders() throws {
        let sandbox = try Sandbox()
        try sandbox.write(".plumb.yml", "excluded: [App/Generated, '**/*.gen.swift']\n")
        try sandbox.write("App/Generated/G.swift", failing)
        try sandbox.write("App/Deep/X.gen.swift", failing)
        try sandbox.write(".build/checkouts/D.swift", failing)
        try sandbox.write("Pods/P/P.swift", failing)
        try sandbox.write("App/Real.swift", failing)
        try sandbox.writeTheme(in: "App")
        let output = try sandbox.run("lint")
        XCTAssertEqual(output.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["App/Real.swift"])
    }

    /// A messy tree, as real repositories have: it runs to the end with notes and the right code.
    func testBadInputTreeRunsToTheEnd() throws {
        let sandbox = try Sandbox()
        for index in 0..<1_000 {
            try sandbox.write("Tree/Folder\(index % 10)/View\(index).swift", index % 100 == 0 ? failing : clean)
        }
        try sandbox.write("Tree/Binary.swift", bytes: [0xCA, 0xFE, 0x00, 0xBA, 0xBE])
        try sandbox.write("Tree/Latin1.swift", bytes: Array("let caf".utf8) + [0xE9] + Array(" = 1\n".utf8))
        try sandbox.write("Tree/Empty.swift", "")
        try sandbox.write("Tree/image.png", bytes: [0x89, 0x50, 0x4E, 0x47, 0x00])
        // 1 MB here, as a debug build parses slowly; the 5 MB run is in BENCHMARKS.md.
        let line = "let value_0 = Text(\"generated\").padding(8).frame(width: 100, height: 20)\n"
        try sandbox.write("Tree/Generated.swift", String(repeating: line, count: 1_000_000 / line.utf8.count))
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url.appendingPathComponent("Tree/Folder1/loop").path,
            withDestinationPath: sandbox.url.appendingPathComponent("Tree").path)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url.appendingPathComponent("Tree/self").path,
            withDestinationPath: sandbox.url.appendingPathComponent("Tree/self").path)
        let output = try sandbox.run("lint", "Tree")
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(output.stdout.components(separatedBy: "[spacing-grid]").count - 1, 10)
        XCTAssertTrue(output.stdout.contains("Tree/Binary.swift:1:1: error: not UTF-8 text; the file was not checked [parse-error]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Tree/Latin1.swift:1:1: error: not UTF-8 text"), output.stdout)
        XCTAssertTrue(output.stderr.contains(" in 1004 files\n"), output.stderr)
    }
}

final class RulesAndInitCommandTests: XCTestCase {
    func testRulesTableAndExplanation() throws {
        let sandbox = try Sandbox()
        let table = try sandbox.run("rules")
        XCTAssertEqual(table.status, 0)
        XCTAssertTrue(table.stdout.hasPrefix("id "), table.stdout)
        XCTAssertTrue(table.stdout.contains("spacing-grid "), table.stdout)
        let explanation = try sandbox.run("rules", "spacing-grid")
        XCTAssertTrue(explanation.stdout.contains("Options:\n  allow (list of numbers"), explanation.stdout)
        XCTAssertTrue(explanation.stdout.contains("Triggers"), explanation.stdout)
        XCTAssertEqual(try sandbox.run("rules", "no-such-rule").status, 2)
    }

    func testInitWritesAValidConfigurationAndRefusesToOverwrite() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(try sandbox.run("init").status, 0)
        let written = try sandbox.read(".plumb.yml")
        try sandbox.writeTheme()
        try sandbox.write("A.swift", "let a = Text(\"x\").padding(8)\n")
        XCTAssertEqual(try sandbox.run("lint").status, 0, "the starter configuration is valid")
        let again = try sandbox.run("init")
        XCTAssertEqual(again.status, 2)
        XCTAssertTrue(again.stderr.contains("already exists"), again.stderr)
        XCTAssertEqual(try sandbox.read(".plumb.yml"), written)
    }
}
