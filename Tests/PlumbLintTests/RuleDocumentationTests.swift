import Foundation
import PlumbLint
import XCTest

/// `docs/rules.md`, where the SARIF report's help links point, lists every rule as it describes
/// itself.
final class RuleDocumentationTests: XCTestCase {
    func testDocsRulesMatchesTheRules() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/rules.md")
        let generated = RuleDocumentation.markdown(RuleRegistry.descriptions)
        if ProcessInfo.processInfo.environment["PLUMB_UPDATE_GOLDEN"] == "1" {
            try Data(generated.utf8).write(to: url)
        }
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), generated, "docs/rules.md is stale; PLUMB_UPDATE_GOLDEN=1 rewrites it")
        for description in RuleRegistry.descriptions {
            XCTAssertTrue(generated.contains("\n## \(description.id)\n"), description.id)
        }
    }
}
