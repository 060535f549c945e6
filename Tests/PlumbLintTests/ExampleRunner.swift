import Foundation
import PlumbCore
@testable import PlumbLint
import Testing

/// Runs a rule's documented examples: triggering examples must produce exactly the findings
/// their `↓` markers show (with the example's message, when it gives one), the others none, and
/// corrections must fix as shown, idempotently.
struct ExampleRunner {
    static let marker = "↓"
    let rule: RuleDescription

    /// A configuration for an example: its own `.plumb.yml` text, with the rule switched on.
    func configuration(_ yaml: String?, baseDirectory: String = "/") throws -> Configuration {
        let loader = ConfigurationLoader(knownRules: RuleRegistry.knownRules)
        var configuration = try loader.parse(yaml ?? "", file: "example.yml", baseDirectory: baseDirectory)
        // Rules opt-in by design run only where the example configures them, so "off by default"
        // is tested too; a rule off until its precision earns it is what its examples show.
        if configuration.rules[rule.id] == nil, !rule.isOptInByDesign { configuration.rules[rule.id] = RuleSetting() }
        return configuration
    }

    /// The findings of the rule in `code`, with `files` (already without markers) written to a
    /// directory that is the run's root; their findings name them by relative path.
    func findings(in code: String, configuration yaml: String?, files: [String: String] = [:]) throws -> [Finding] {
        let linter = Linter(configuration: try configuration(yaml), jobs: 1)
        let input = [LintInput(path: "Example.swift", source: code)]
        guard !files.isEmpty else { return linter.lint(input).findings.filter { $0.ruleID == rule.id } }
        let project = try TemporaryProject(files, prefix: "plumb-example")
        defer { project.remove() }
        let directory = project.root
        let prefix = directory.standardizedFileURL.path + "/"
        return linter.lint(input, roots: [directory.path]).findings.filter { $0.ruleID == rule.id }.map { finding in
            var relative = finding
            if finding.position.file.hasPrefix(prefix) {
                relative.position = SourcePosition(
                    file: String(finding.position.file.dropFirst(prefix.count)),
                    line: finding.position.line, column: finding.position.column)
            }
            return relative
        }
    }

    /// An example's Swift code and files without markers, and the place of each marker.
    static func stripMarkers(_ example: RuleExample) -> (code: String, files: [String: String], positions: [SourcePosition]) {
        let (code, positions) = stripMarkers(example.code)
        var files: [String: String] = [:]
        var all = positions
        for (name, text) in example.files {
            let stripped = stripMarkers(text, file: name)
            files[name] = stripped.code
            all += stripped.positions
        }
        return (code, files, all)
    }

    /// The code without markers, and the line and column of each marker.
    static func stripMarkers(_ code: String, file: String = "Example.swift") -> (code: String, positions: [SourcePosition]) {
        var positions: [SourcePosition] = []
        var lines: [String] = []
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var clean = ""
            var rest = Substring(line)
            while let range = rest.range(of: marker) {
                clean += rest[..<range.lowerBound]
                positions.append(SourcePosition(file: file, line: index + 1, column: clean.utf8.count + 1))
                rest = rest[range.upperBound...]
            }
            lines.append(clean + rest)
        }
        return (lines.joined(separator: "\n"), positions)
    }

    func checkTriggering(_ example: RuleExample) throws {
        let (code, files, expected) = Self.stripMarkers(example)
        #expect(!expected.isEmpty, "\(rule.id): a triggering example has no ↓ marker:\n\(example.code)")
        let found = try findings(in: code, configuration: example.configuration, files: files)
        #expect(Set(found.map(\.position)) == Set(expected), "\(rule.id) on:\n\(example.code)\nfound \(found.map(\.position))")
        if let message = example.message {
            for finding in found { #expect(finding.message == message, "\(rule.id) at \(finding.position)") }
        }
    }

    func checkNonTriggering(_ example: RuleExample) throws {
        let found = try findings(in: example.code, configuration: example.configuration, files: example.files)
        #expect(found.isEmpty, "\(rule.id) should not trigger on:\n\(example.code)\nfound \(found.map(\.message))")
    }

    func checkCorrection(_ correction: RuleCorrection) throws {
        try withFile(correction.before) { path in
            let linter = Linter(configuration: try configuration(correction.configuration), jobs: 1)
            #expect(fixOnce(path, with: linter) > 0, "\(rule.id): nothing fixed in:\n\(correction.before)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == correction.after, "\(rule.id) fix")
            #expect(fixOnce(path, with: linter) == 0, "\(rule.id): a second --fix changed something")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == correction.after, "\(rule.id): the second --fix")
        }
    }

    /// `code` after one `--fix` of this rule, and how many fixes it applied.
    func fixed(_ code: String, configuration yaml: String?) throws -> (code: String, fixes: Int) {
        try withFile(code) { path in
            let fixes = fixOnce(path, with: Linter(configuration: try configuration(yaml), jobs: 1))
            return (try String(contentsOfFile: path, encoding: .utf8), fixes)
        }
    }

    /// Runs `body` on `Example.swift` holding `code`, in a directory of its own.
    private func withFile<Result>(_ code: String, _ body: (String) throws -> Result) throws -> Result {
        let project = try TemporaryProject(["Example.swift": code], prefix: "plumb-fix")
        defer { project.remove() }
        return try body(project.root.appendingPathComponent("Example.swift").path)
    }

    /// Applies this rule's fixes to the file once; the number applied.
    private func fixOnce(_ path: String, with linter: Linter) -> Int {
        var result = linter.lint([LintInput(path: path)])
        result.findings = result.findings.filter { $0.ruleID == rule.id }
        return FixApplier().apply(result).fixCount
    }
}
