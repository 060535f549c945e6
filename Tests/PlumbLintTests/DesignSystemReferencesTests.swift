import Foundation
import PlumbLint
import XCTest

/// Sources and rule explanations cite the design system by section (`docs/design-system.md#tap-targets`):
/// every cited section exists, and nothing cites the design documents outside the repository.
final class DesignSystemReferencesTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../..").standardized
    private static let citation = try! NSRegularExpression(pattern: #"design-system\.md#([A-Za-z0-9_-]+)"#)

    /// The anchors of the page's headings, as GitHub writes them: lower case, spaces to
    /// hyphens, punctuation dropped.
    private func anchors() throws -> Set<String> {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/design-system.md"), encoding: .utf8)
        let headings = page.split(separator: "\n").filter { $0.hasPrefix("#") }.map { line in
            line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
        }
        return Set(headings.map { heading in
            String(heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
        })
    }

    private func cited(in text: String) -> [String] {
        Self.citation.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    private func sourceFiles() -> [URL] {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? []
        return files.filter { $0.pathExtension == "swift" }
    }

    func testEveryCitedSectionIsAHeading() throws {
        let anchors = try anchors()
        XCTAssertTrue(anchors.contains("tap-targets"))
        var citations = 0
        for file in sourceFiles() {
            for anchor in cited(in: try String(contentsOf: file, encoding: .utf8)) {
                citations += 1
                XCTAssertTrue(anchors.contains(anchor), "\(file.lastPathComponent) cites docs/design-system.md#\(anchor), which is no heading")
            }
        }
        XCTAssertGreaterThan(citations, 50)
    }

    func testRuleExplanationsCiteExistingSections() throws {
        let anchors = try anchors()
        for rule in RuleRegistry.all {
            for anchor in cited(in: rule.description.explanation) {
                XCTAssertTrue(anchors.contains(anchor), "\(rule.description.id) cites #\(anchor), which is no heading")
            }
        }
    }

    func testNoSourceCitesTheDesignDocumentsOutsideTheRepository() throws {
        let outside = try NSRegularExpression(pattern: #"\b[Ss]eeds? [1-5]\b|spec/seeds|data/devices\.md|shared data/"#)
        for file in sourceFiles() {
            let text = try String(contentsOf: file, encoding: .utf8)
            let match = outside.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
            XCTAssertNil(match, "\(file.lastPathComponent) cites a document outside the repository")
        }
    }
}
