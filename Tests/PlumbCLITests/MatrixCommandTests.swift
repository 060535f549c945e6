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

    /// A screen of a project whose theme colours are spelled out (`Color(hex:)`, `Color(red:…)`).
    private static let themedApp = """
        import SwiftUI
        enum AppTheme {
            enum Colors {
                static let brand = Color(hex: "#2F7D6D")
                static let badge = Color(red: 1, green: 0.5, blue: 0)
                static let asset = Color("Brand")
            }
        }
        @main struct DemoApp: App { var body: some Scene { WindowGroup { HomeView() } } }
        struct HomeView: View {
            var body: some View {
                VStack(spacing: 16) {
                    Text("Hello")
                    Circle().fill(AppTheme.Colors.badge).frame(width: 44, height: 44)
                    Rectangle().fill(AppTheme.Colors.asset).frame(height: 8)
                }
                .padding(16)
                .background(AppTheme.Colors.brand)
            }
        }
        """

    /// The theme's colours fill their views in `plumb layout --format svg` and in the report of
    /// `plumb lint --report`; an asset colour stays unfilled.
    func testTheProjectsThemeColoursFillTheirViews() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/HomeView.swift", Self.themedApp)
        let svg = try sandbox.run("layout", "App", "--view", "HomeView", "--device", "iphone-15", "--format", "svg")
        XCTAssertEqual(svg.status, 0, svg.stderr)
        for output in [svg.stdout, try lintReport(of: sandbox)] {
            XCTAssertTrue(output.contains("style=\"fill:#2F7D6D;fill-opacity:1\""), "Color(hex:) behind the stack")
            XCTAssertTrue(output.contains("style=\"fill:#FF8000;fill-opacity:1\""), "Color(red:green:blue:) in a Circle")
            XCTAssertTrue(output.contains("<title>Rectangle &quot;AppTheme.Colors.asset&quot; at "), "the asset colour is named")
            XCTAssertEqual(output.occurrences(of: "fill-opacity:1"), output.occurrences(of: "<svg ") * 2, "and not filled")
        }
    }

    private func lintReport(of sandbox: Sandbox) throws -> String {
        let run = try sandbox.run("lint", "App", "--report", "out")
        XCTAssertTrue(run.stderr.contains("wrote "), run.stderr)
        return try sandbox.read("out/index.html")
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
        XCTAssertEqual(html.components(separatedBy: "<li class=\"cell").count - 1, 33)
        XCTAssertTrue(result.stderr.contains("wrote "), result.stderr)
    }

    func testReportOnOneDeviceAtOneTextSize() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.swift", #"Text("Hello")"#)
        let result = try sandbox.run(
            "layout", "--snippet", "card.swift", "--report", "out", "--device", "iphone-se-4-7", "--text-size", "AX5")
        XCTAssertEqual(result.status, 0, result.stderr)
        let html = try String(contentsOf: sandbox.url.appendingPathComponent("out/index.html"), encoding: .utf8)
        XCTAssertEqual(html.components(separatedBy: "<li class=\"cell").count - 1, 2)
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

private extension String {
    func occurrences(of part: String) -> Int {
        components(separatedBy: part).count - 1
    }
}
