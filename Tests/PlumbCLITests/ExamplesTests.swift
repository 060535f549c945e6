import Foundation
import XCTest

/// The bundled example apps: the violating one shows every rule, the clean one shows none.
final class ExamplesTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    private func findings(in app: String) throws -> (status: Int32, rules: Set<String>) {
        let output = try PlumbProcess.run(["lint", "--format", "json", app], in: Self.examples)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], output.stderr)
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        return (output.status, Set(findings.compactMap { $0["rule"] as? String }))
    }

    func testTheCleanAppHasNoFindings() throws {
        let result = try findings(in: "JournalClean")
        XCTAssertEqual(result.rules, [])
        XCTAssertEqual(result.status, 0)
    }

    func testTheViolatingAppShowsEveryRule() throws {
        let listed = try PlumbProcess.run(["rules"], in: Self.examples).stdout
            .split(separator: "\n").dropFirst()
            .filter { $0.contains(" syntax ") || $0.contains(" project ") || $0.contains(" layout ") }
            .map { String($0.prefix { $0 != " " }) }
        let result = try findings(in: "Journal")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(Set(listed).subtracting(result.rules), [], "rules with no finding in Examples/Journal")
    }
}

/// The README's rule table names every rule.
final class ReadmeTests: XCTestCase {
    func testTheRuleTableListsEveryRule() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let ids = try PlumbProcess.run(["rules"], in: root).stdout
            .split(separator: "\n").dropFirst().map { String($0.prefix { $0 != " " }) }
        XCTAssertFalse(ids.isEmpty)
        for id in ids { XCTAssertTrue(readme.contains("| `\(id)` |"), "README's rule table lacks \(id)") }
    }
}
