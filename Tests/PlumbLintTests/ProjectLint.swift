import Foundation
import PlumbCore
@testable import PlumbLint

/// A lint run on a small project written to a temporary directory: what the project model
/// changes in findings.
enum ProjectLint {
    /// Lints the Swift files of a project written from `files` (its manifests, `Package.swift`
    /// and Tuist's `Project.swift`, are read, not linted), with the rules off only for their
    /// precision on; findings as `rule-id path:line`.
    static func findings(_ files: [String: String], configuration yaml: String = "") throws -> [String] {
        try lint(files, configuration: yaml).map { "\($0.ruleID) \($0.position.file):\($0.position.line)" }
    }

    /// The findings themselves, messages and all.
    static func lint(_ files: [String: String], configuration yaml: String = "") throws -> [Finding] {
        let project = try TemporaryProject(files, prefix: "plumb-model")
        defer { project.remove() }
        let root = project.root
        let loader = ConfigurationLoader(knownRules: RuleRegistry.knownRules)
        let configuration = try loader.parse(yaml, file: "test.yml", baseDirectory: root.path).withRulesOffForPrecisionOn()
        let manifests: Set<String> = ["Package.swift", "Project.swift"]
        let inputs = files.keys.filter { $0.hasSuffix(".swift") && !manifests.contains($0) }.sorted().map {
            LintInput(path: root.appendingPathComponent($0).path, displayPath: $0)
        }
        return Linter(configuration: configuration, jobs: 1).lint(inputs, roots: [root.path]).findings
    }
}
