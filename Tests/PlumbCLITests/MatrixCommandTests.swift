import Foundation
import XCTest

/// `plumb layout --format svg` and `--report DIR`, and `plumb lint --report DIR`.
final class MatrixCommandTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// Every layout finding the lint reports is drawn and listed under its drawings, and nothing
    /// else is; a run the cache could answer still reads its screens for the report.
    func testLintReportDrawsTheLayoutFindingsOfTheRun() throws {
        let sandbox = try Sandbox()
        _ = try PlumbProcess.run(["lint", "--quiet", "--format", "json", "Journal"], in: Self.examples)
        let run = try PlumbProcess.run(
            ["lint", "--format", "json", "Journal", "--report", sandbox.url.appendingPathComponent("report").path], in: Self.examples)
        XCTAssertEqual(run.status, 1, run.stderr)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stderr)
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        let layoutFindings = Set(findings.filter { $0["scenarios"] != nil }.map { finding in
            "\(finding["rule"] ?? "") \(finding["file"] ?? ""):\(finding["line"] ?? ""):\(finding["column"] ?? "")"
        })
        XCTAssertGreaterThan(layoutFindings.count, 5, "Examples/Journal shows every layout rule")

        let pages = try FileManager.default.contentsOfDirectory(at: sandbox.url.appendingPathComponent("report"), includingPropertiesForKeys: nil)
        let index = try String(contentsOf: sandbox.url.appendingPathComponent("report/index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains(" · \(layoutFindings.count) layout findings drawn · "), index.prefix(2000).description)
        XCTAssertTrue(index.contains("<code>plumb lint Journal</code>"))
        var listed = Set<String>(), marks = 0
        for page in pages where page.lastPathComponent != "index.html" {
            let html = try String(contentsOf: page, encoding: .utf8)
            listed.formUnion(Self.listedFindings(in: html))
            marks += html.components(separatedBy: "<g class=\"mark ").count - 1
        }
        XCTAssertGreaterThan(pages.count, 2, "Journal's screens get a page each")
        XCTAssertEqual(listed, layoutFindings)
        XCTAssertGreaterThanOrEqual(marks, layoutFindings.count, "each finding is drawn where it is listed")
    }

    /// "rule file:line:column" of each finding listed under the drawings of `html`.
    private static func listedFindings(in html: String) -> [String] {
        let pattern = try! NSRegularExpression(
            pattern: #"<li class="finding [a-z]+" value="\d+" data-rule="([^"]+)">.*?<code class="where">([^<]+)</code></li>"#)
        return pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { match in
            guard let rule = Range(match.range(at: 1), in: html), let place = Range(match.range(at: 2), in: html) else { return nil }
            return "\(html[rule]) \(html[place])"
        }
    }

    func testSVGDrawsTheDeviceAndTheSnippetsText() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.swift", #"VStack { Text("Hello & welcome"); Image(systemName: "star.fill") }"#)
        let result = try sandbox.run("layout", "--snippet", "card.swift", "--device", "iphone-14-pro", "--format", "svg")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("<?xml"), result.stdout)
        XCTAssertTrue(result.stdout.contains(#"viewBox="0 0 393 852""#))
        XCTAssertTrue(result.stdout.contains(">Hello &amp; welcome</text>"))
        XCTAssertTrue(result.stdout.contains("<title>Image &quot;star.fill&quot; at "), "a symbol is named")
        XCTAssertTrue(result.stdout.contains("<title>Dynamic Island</title>"))
    }

    func testReportDrawsTheDefaultScenariosAtThreeTextSizes() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.swift", #"Text("Hello")"#)
        let result = try sandbox.run("layout", "--snippet", "card.swift", "--report", "out")
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try String(contentsOf: sandbox.url.appendingPathComponent("out/index.html"), encoding: .utf8)
        // 5 devices in 2 orientations and one Split View pane, at xSmall, Large and AX5.
        XCTAssertEqual(html.components(separatedBy: "<li class=\"cell\"").count - 1, 33)
        XCTAssertTrue(result.stderr.contains("wrote "), result.stderr)
    }

    func testReportOnOneDeviceAtOneTextSize() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.swift", #"Text("Hello")"#)
        let result = try sandbox.run(
            "layout", "--snippet", "card.swift", "--report", "out", "--device", "iphone-se-4-7", "--text-size", "AX5")
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try String(contentsOf: sandbox.url.appendingPathComponent("out/index.html"), encoding: .utf8)
        XCTAssertEqual(html.components(separatedBy: "<li class=\"cell\"").count - 1, 2)
    }

    func testAReportThatCannotBeWrittenExitsTwo() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.swift", #"Text("Hello")"#)
        try sandbox.write("taken", "a file, not a directory")
        let result = try sandbox.run("layout", "--snippet", "card.swift", "--report", "taken")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("cannot write the report to 'taken'"), result.stderr)
    }
}
