import Foundation
import PlumbCore
@testable import PlumbLint
import Testing

/// What every rule's examples must be; the examples themselves run in `RuleExamples`.
@Suite struct RuleExampleTests {
    @Test func everyRuleHasExamplesThatTriggerAndExamplesThatDoNot() {
        for rule in RuleRegistry.descriptions {
            #expect(!rule.triggering.isEmpty, "\(rule.id) has no triggering example")
            #expect(!rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
        }
    }

    /// The generated suite names every rule of the registry, so no rule's examples go unrun.
    @Test func theGeneratedSuiteRunsEveryRule() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(RuleExampleSuite.fileName)
        let expected = RuleExampleSuite.source(ruleIDs: RuleRegistry.descriptions.map(\.id))
        if ProcessInfo.processInfo.environment["PLUMB_REGENERATE"] == "1" {
            try Data(expected.utf8).write(to: url, options: .atomic)
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == expected, "\(RuleExampleSuite.fileName) is stale: `\(RuleExampleSuite.regenerateCommand)` rewrites it")
    }

    @Test func aRuleExampleTestIsNamedForItsRule() {
        #expect(RuleExampleSuite.testName(ofRule: "spacing-grid") == "spacingGrid")
        #expect(RuleExampleSuite.testName(ofRule: "sf-symbol-name") == "sfSymbolName")
        #expect(RuleExampleSuite.testName(ofRule: "density") == "density")
    }

    /// Every finding of a triggering example says what to do: after the problem, a `;` and an
    /// imperative fix (`use …`, `add …`, `wrap …`), or a `Did you mean`.
    @Test func messagesNameTheFix() throws {
        let fixVerbs = ["use", "add", "wrap", "drop", "extract", "write", "move", "keep", "show", "choose", "store", "pass",
                        "set", "declare", "animate", "hide", "remove", "widen"]
        for rule in RuleRegistry.descriptions where rule.kind == .syntax || rule.kind == .project {
            for example in rule.triggering {
                let (code, files, _) = ExampleRunner.stripMarkers(example)
                for finding in try ExampleRunner(rule: rule).findings(in: code, configuration: example.configuration, files: files) {
                    let advice = finding.message.components(separatedBy: "; ").dropFirst().joined(separator: "; ")
                    let namesFix = fixVerbs.contains { advice.hasPrefix($0 + " ") || advice.contains(" \($0) ") }
                    #expect(namesFix || finding.message.contains("did you mean"), "\(rule.id): \(finding.message)")
                }
            }
        }
    }

    @Test func ruleIDsAreUniqueKebabCase() {
        let ids = RuleRegistry.descriptions.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression) != nil, "\(id)")
        }
    }
}
