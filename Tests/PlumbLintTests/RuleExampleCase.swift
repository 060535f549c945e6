@testable import PlumbLint
import Testing

/// One documented example of a rule as a test case, so that a failing example is reported on
/// its own and a rule's examples run alone: `swift test --filter RuleExamples/spacingGrid`.
struct RuleExampleCase: Sendable, CustomTestStringConvertible {
    enum Kind: String, Sendable {
        case triggering
        case nonTriggering = "non-triggering"
        case correction
    }

    let rule: RuleDescription
    let kind: Kind
    /// The example's place among the rule's examples of its kind, from 1.
    let number: Int

    /// Every example of the rule with this id: triggering, non-triggering, then corrections.
    static func all(ofRule id: String) -> [RuleExampleCase] {
        guard let rule = RuleRegistry.descriptions.first(where: { $0.id == id }) else { return [] }
        func cases(_ kind: Kind, _ count: Int) -> [RuleExampleCase] {
            (0..<count).map { RuleExampleCase(rule: rule, kind: kind, number: $0 + 1) }
        }
        return cases(.triggering, rule.triggering.count) + cases(.nonTriggering, rule.nonTriggering.count)
            + cases(.correction, rule.corrections.count)
    }

    var testDescription: String { "\(rule.id) \(kind.rawValue) example \(number)" }

    func check() throws {
        let runner = ExampleRunner(rule: rule)
        switch kind {
        case .triggering: try runner.checkTriggering(rule.triggering[number - 1])
        case .nonTriggering: try runner.checkNonTriggering(rule.nonTriggering[number - 1])
        case .correction: try runner.checkCorrection(rule.corrections[number - 1])
        }
    }
}

/// The source of `RuleExamples.generated.swift`: one parameterized test per rule, named for it.
enum RuleExampleSuite {
    static let fileName = "RuleExamples.generated.swift"
    static let regenerateCommand = "PLUMB_REGENERATE=1 swift test --filter RuleExampleTests"

    static func source(ruleIDs: [String]) -> String {
        let tests = ruleIDs.map { id in
            """
                @Test(arguments: RuleExampleCase.all(ofRule: "\(id)"))
                func \(testName(ofRule: id))(_ example: RuleExampleCase) throws { try example.check() }
            """
        }
        return """
            // Generated from RuleRegistry by `\(regenerateCommand)`: do not edit.
            // Each rule's documented examples, one test per rule and one case per example.
            import Testing

            @Suite struct RuleExamples {
            \(tests.joined(separator: "\n\n"))
            }

            """
    }

    /// `spacing-grid` → `spacingGrid`.
    static func testName(ofRule id: String) -> String {
        let words = id.split(separator: "-")
        return String(words[0]) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
