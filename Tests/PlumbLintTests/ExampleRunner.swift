import Foundation
import PlumbCore
@testable import PlumbLint
import XCTest

/// Runs a rule's documented examples: triggering examples must produce exactly the findings
/// their `↓` markers show, the others none, and corrections must fix as shown, idempotently.
struct ExampleRunner {
    static let marker = "↓"
    let rule: RuleDescription

    /// A configuration for an example: its own `.plumb.yml` text, with the rule switched on.
    func configuration(_ yaml: String?, baseDirectory: String = "/") throws -> Configuration {
        let loader = ConfigurationLoader(knownRules: RuleRegistry.knownRules)
        var configuration = try loader.parse(yaml ?? "", file: "example.yml", baseDirectory: baseDirectory)
        // Opt-in rules run only where the example configures them, so "off by default" is tested too.
        if configuration.rules[rule.id] == nil, !rule.isOptIn { configuration.rules[rule.id] = RuleSetting() }
        return configuration
    }

    func findings(in code: String, configuration yaml: String?) throws -> [Finding] {
        let linter = Linter(configuration: try configuration(yaml), jobs: 1)
        return linter.lint([LintInput(path: "Example.swift", source: code)]).findings.filter { $0.ruleID == rule.id }
    }

    /// The code without markers, and the line and column of each marker.
    static func stripMarkers(_ code: String) -> (code: String, positions: [SourcePosition]) {
        var positions: [SourcePosition] = []
        var lines: [String] = []
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var clean = ""
            var rest = Substring(line)
            while let range = rest.range(of: marker) {
                clean += rest[..<range.lowerBound]
                positions.append(SourcePosition(file: "Example.swift", line: index + 1, column: clean.utf8.count + 1))
                rest = rest[range.upperBound...]
            }
            lines.append(clean + rest)
        }
        return (lines.joined(separator: "\n"), positions)
    }

    func checkTriggering(_ example: RuleExample, file: StaticString = #filePath, line: UInt = #line) throws {
        let (code, expected) = Self.stripMarkers(example.code)
        XCTAssertFalse(expected.isEmpty, "\(rule.id): a triggering example has no ↓ marker:\n\(example.code)", file: file, line: line)
        let found = try findings(in: code, configuration: example.configuration).map(\.position)
        XCTAssertEqual(Set(found), Set(expected), "\(rule.id) on:\n\(example.code)\nfound \(found)", file: file, line: line)
    }

    func checkNonTriggering(_ example: RuleExample, file: StaticString = #filePath, line: UInt = #line) throws {
        let found = try findings(in: example.code, configuration: example.configuration)
        XCTAssertEqual(found, [], "\(rule.id) should not trigger on:\n\(example.code)", file: file, line: line)
    }

    func checkCorrection(_ correction: RuleCorrection, file: StaticString = #filePath, line: UInt = #line) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Example.swift").path
        try Data(correction.before.utf8).write(to: URL(fileURLWithPath: path))
        let linter = Linter(configuration: try configuration(correction.configuration), jobs: 1)

        func fixOnce() -> Int {
            var result = linter.lint([LintInput(path: path)])
            result.findings = result.findings.filter { $0.ruleID == rule.id }
            return FixApplier().apply(result).fixCount
        }
        XCTAssertGreaterThan(fixOnce(), 0, "\(rule.id): nothing fixed in:\n\(correction.before)", file: file, line: line)
        let fixed = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(fixed, correction.after, "\(rule.id) fix", file: file, line: line)
        XCTAssertEqual(fixOnce(), 0, "\(rule.id): a second --fix changed something", file: file, line: line)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), correction.after, file: file, line: line)
    }
}
