import PlumbCore
@testable import PlumbLint
import XCTest

/// Every rule's documented examples, run as tests.
final class RuleExampleTests: XCTestCase {
    func testTriggeringExamplesReportExactlyTheMarkedPlaces() throws {
        for rule in RuleRegistry.descriptions {
            XCTAssertFalse(rule.triggering.isEmpty, "\(rule.id) has no triggering example")
            for example in rule.triggering { try ExampleRunner(rule: rule).checkTriggering(example) }
        }
    }

    func testNonTriggeringExamplesReportNothing() throws {
        for rule in RuleRegistry.descriptions {
            XCTAssertFalse(rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
            for example in rule.nonTriggering { try ExampleRunner(rule: rule).checkNonTriggering(example) }
        }
    }

    func testCorrectionsFixAsShownAndAreIdempotent() throws {
        for rule in RuleRegistry.descriptions {
            for correction in rule.corrections { try ExampleRunner(rule: rule).checkCorrection(correction) }
        }
    }

    /// Every finding of a triggering example says what to do: after the problem, a `;` and an
    /// imperative fix (`use …`, `add …`, `wrap …`), or a `Did you mean`.
    func testMessagesNameTheFix() throws {
        let fixVerbs = ["use", "add", "wrap", "drop", "extract", "write", "move", "keep", "show", "choose", "store", "pass",
                        "set", "declare", "animate", "hide", "remove", "widen"]
        for rule in RuleRegistry.descriptions where rule.kind == .syntax || rule.kind == .project {
            for example in rule.triggering {
                let (code, files, _) = ExampleRunner.stripMarkers(example)
                for finding in try ExampleRunner(rule: rule).findings(in: code, configuration: example.configuration, files: files) {
                    let advice = finding.message.components(separatedBy: "; ").dropFirst().joined(separator: "; ")
                    let namesFix = fixVerbs.contains { advice.hasPrefix($0 + " ") || advice.contains(" \($0) ") }
                    XCTAssertTrue(namesFix || finding.message.contains("did you mean"), "\(rule.id): \(finding.message)")
                }
            }
        }
    }

    func testRuleIDsAreUniqueKebabCase() {
        let ids = RuleRegistry.descriptions.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), id)
        }
    }
}
