import Foundation
import PlumbLint
import XCTest

/// `docs/rules.md`, where SARIF's help links point, documents every rule as it describes itself.
final class RuleDocumentationTests: XCTestCase {
    func testDocsRulesIsUpToDate() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/rules.md")
        let committed = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(committed == RuleDocumentation.markdown(RuleRegistry.descriptions),
                      "docs/rules.md is stale: `\(RuleDocumentation.regenerateCommand)` rewrites it")
    }

    func testEveryRuleHasItsSectionWithExamplesAndHowToSilenceIt() {
        let markdown = RuleDocumentation.markdown(RuleRegistry.descriptions)
        for rule in RuleRegistry.descriptions {
            let start = try? XCTUnwrap(markdown.range(of: "\n## \(rule.id)\n"), rule.id)
            guard let start else { continue }
            let rest = markdown[start.upperBound...]
            let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
            XCTAssertTrue(section.contains("**\(rule.summary)**"), rule.id)
            XCTAssertTrue(section.contains("Triggers (↓ marks each finding):"), rule.id)
            XCTAssertTrue(section.contains("Does not trigger:"), rule.id)
            XCTAssertTrue(section.contains("`// plumb:disable:next \(rule.id)`"), rule.id)
            for option in rule.options { XCTAssertTrue(section.contains("| `\(option.name)` |"), "\(rule.id).\(option.name)") }
            XCTAssertTrue(markdown.contains("| [`\(rule.id)`](#\(rule.id)) |"), "\(rule.id) is in the index")
        }
    }
}
