import Foundation
import PlumbTheme
import XCTest

/// `docs/theme.md` shows what the generator really does.
final class DocumentationTests: XCTestCase {
    private static let documentation = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("../../docs/theme.md").standardized

    /// The first fenced block of `language` in the page.
    private func block(_ language: String, in page: String) throws -> String {
        let opening = try XCTUnwrap(page.range(of: "```\(language)\n"))
        let closing = try XCTUnwrap(page.range(of: "```\n", range: opening.upperBound..<page.endIndex))
        return String(page[opening.upperBound..<closing.lowerBound])
    }

    func testThePlanGivesTheFileShown() throws {
        let page = try String(contentsOf: Self.documentation, encoding: .utf8)
        let theme = try ThemeGenerator.generate(text: try block("yaml", in: page), path: "theme-plan.yml")
        XCTAssertEqual(try block("swift", in: page), theme.source)
        XCTAssertEqual(theme.warnings, [])
    }

    func testTheTokensExampleIsRead() throws {
        let page = try String(contentsOf: Self.documentation, encoding: .utf8)
        let theme = try ThemeGenerator.generate(text: try block("json", in: page), path: "tokens.json")
        XCTAssertEqual(theme.warnings, [])
        XCTAssertTrue(theme.source.contains("static let cornerRadius: CGFloat = 8"))
    }
}
