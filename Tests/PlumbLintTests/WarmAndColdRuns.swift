import Foundation
import PlumbCore

@testable import PlumbLint

/// A whole-project run given a warm project, beside a cold one of the same files: what the warm
/// project's tests compare.
enum WarmAndColdRuns {
    /// The warm run's result and the cold run's findings (`describe`).
    static func lint(_ project: TemporaryProject, warm: WarmProject) -> (warm: LintResult, cold: [String]) {
        let root = project.root.path
        let configuration = judgedConfiguration(root)
        let inputs = FileDiscovery(configuration: configuration, currentDirectory: root).discover([root]).inputs
        let cache = warm.cache(configuration: configuration, roots: [root], paths: inputs.map(\.path))
        let warmResult = Linter(configuration: configuration, options: LintOptions(jobs: 1, cache: cache, warm: warm)).lint(inputs, roots: [root])
        let coldResult = Linter(configuration: configuration, options: LintOptions(jobs: 1)).lint(inputs, roots: [root])
        return (warmResult, describe(coldResult))
    }

    /// The findings in `path` (relative to the project's root) of a one-file lint of its text on
    /// disk, warm and cold.
    static func lint(file path: String, in project: TemporaryProject, warm: WarmProject) throws -> (warm: [String], cold: [String]) {
        let root = project.root.path
        let configuration = judgedConfiguration(root)
        let inputs = FileDiscovery(configuration: configuration, currentDirectory: root).discover([root]).inputs
        let file = LintInput(path: project.root.appendingPathComponent(path).path, displayPath: path)
        let source = try String(contentsOfFile: file.path, encoding: .utf8)
        let cache = warm.cache(configuration: configuration, roots: [root], paths: inputs.map(\.path))
        let warmResult = Linter(configuration: configuration, options: LintOptions(jobs: 1, cache: cache, warm: warm))
            .lint(source: source, as: file, project: inputs, roots: [root])
        let coldResult = Linter(configuration: configuration, options: LintOptions(jobs: 1))
            .lint(source: source, as: file, project: inputs, roots: [root])
        let describe = { (result: LintResult) in result.findings.map { "\($0.position) \($0.ruleID): \($0.message)" } }
        return (describe(warmResult), describe(coldResult))
    }

    /// The default configuration with the two rules the warm suites' projects are judged by on:
    /// `readable-width` and `container-closure`, opt-in since their unseen figures (session 26).
    private static func judgedConfiguration(_ root: String) -> Configuration {
        var configuration = Configuration(baseDirectory: root)
        for rule in ["readable-width", "container-closure"] { configuration.rules[rule] = RuleSetting() }
        return configuration
    }

    /// Each finding as one line, sorted.
    static func describe(_ result: LintResult) -> [String] {
        result.findings.map { "\($0.position) \($0.ruleID): \($0.message)" }.sorted()
    }
}
