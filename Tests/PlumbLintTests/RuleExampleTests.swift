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

    func testRuleIDsAreUniqueKebabCase() {
        let ids = RuleRegistry.descriptions.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ids {
            XCTAssertNotNil(id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression), id)
        }
    }
}
