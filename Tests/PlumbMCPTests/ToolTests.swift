import MCP
import XCTest

@testable import PlumbMCP

/// The tools called directly, as the server calls them: results, and errors naming the argument.
final class ToolTests: XCTestCase {
    private var limits: Limits {
        var limits = Limits()
        limits.textBytes = 4096
        return limits
    }

    private func call(_ tool: any PlumbTool, _ arguments: [String: Value]) throws -> Value {
        try tool.call(ToolInput(arguments, schema: tool.input, limits: limits))
    }

    private func error(_ tool: any PlumbTool, _ arguments: [String: Value]) -> String {
        do {
            _ = try call(tool, arguments)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testLintReportsSourceTextWithItsFixes() throws {
        let output = try call(LintTool(), ["source": "import SwiftUI\nlet stack = VStack(spacing: 6) { Text(\"a\"); Text(\"b\") }\n", "path": "Home.swift"])
        let findings = output.objectValue?["findings"]?.arrayValue ?? []
        let grid = try XCTUnwrap(findings.first { $0.objectValue?["rule"] == "spacing-grid" }?.objectValue)
        XCTAssertEqual(grid["file"], "Home.swift")
        XCTAssertEqual(grid["line"], 2)
        let edit = try XCTUnwrap(grid["fix"]?.arrayValue?.first?.objectValue)
        XCTAssertEqual(edit["original"], "6")
        XCTAssertEqual(edit["replacement"]?.stringValue.flatMap(Double.init).map { $0.truncatingRemainder(dividingBy: 4) }, 0)
    }

    func testFixReturnsTheFixedSourceAndWritesNothing() throws {
        let source = "import SwiftUI\nlet stack = VStack(spacing: 6) { Text(\"a\"); Text(\"b\") }\n"
        let output = try call(FixTool(), ["source": .string(source), "path": "/nonexistent/Home.swift"])
        XCTAssertEqual(output.objectValue?["fixed"], 1)
        XCTAssertNotEqual(output.objectValue?["source"]?.stringValue, source)
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/nonexistent/Home.swift"))
        let left = output.objectValue?["findings"]?.arrayValue ?? []
        XCTAssertFalse(left.contains { $0.objectValue?["rule"] == "spacing-grid" })
    }

    func testBadArgumentsAreErrorsNamingThem() {
        XCTAssertEqual(error(LintTool(), ["source": 3]), "source: must be a string")
        XCTAssertTrue(error(LintTool(), ["src": "x"]).hasPrefix("src: unknown argument"))
        XCTAssertTrue(error(LintTool(), [:]).hasPrefix("source:"))
        XCTAssertTrue(error(LintTool(), ["source": .string(String(repeating: "x", count: 5000))]).hasPrefix("source: 5000 bytes is over the limit"))
        XCTAssertTrue(error(LintTool(), ["directory": "/no/such/dir"]).hasPrefix("directory: "))
        XCTAssertTrue(error(LintTool(), ["source": "x", "config": "rules: [1, 2"]).hasPrefix("config: "))
        XCTAssertEqual(error(FixTool(), [:]), "source: required")
        XCTAssertTrue(error(ExplainRuleTool(), ["id": "spacing"]).hasPrefix("id: unknown rule 'spacing'; did you mean 'spacing-grid'"))
        XCTAssertTrue(error(DevicesTool(), ["platform": "android"]).hasPrefix("platform: "))
        XCTAssertTrue(error(LayoutTool(), ["source": "Text(\"a\")", "textSizes": ["huge"]]).hasPrefix("textSizes[0]: "))
        XCTAssertTrue(error(LayoutTool(), ["source": "Text(\"a\")", "scenarios": ["iphone-15/sideways"]]).hasPrefix("scenarios[0]: "))
        XCTAssertTrue(error(LayoutTool(), ["source": "import SwiftUI"]).hasPrefix("source: "))
        XCTAssertTrue(error(LayoutTool(), ["view": "HomeView"]).hasPrefix("directory: required with `view`"))
        XCTAssertTrue(error(LayoutTool(), ["source": "Text(\"a\")", "rows": "lots"]).hasPrefix("rows: "))
        XCTAssertTrue(error(ThemeTool(), ["plan": "palette: 3"]).hasPrefix("plan: "))
        XCTAssertTrue(error(ThemeTool(), ["plan": "name: AppTheme", "write": true]).hasPrefix("write: "))
    }

    func testLayoutOnAScenarioAndACanvas() throws {
        let output = try call(LayoutTool(), ["source": "Text(\"Hello\").padding()", "scenarios": ["ipad-pro-11/landscape/split-1-3", "200x100"], "detail": "full"])
        let layouts = output.objectValue?["layouts"]?.arrayValue ?? []
        XCTAssertEqual(layouts.map { $0.objectValue?["scenario"] }, ["ipad-pro-11/landscape/split-1-3", "200x100"])
        XCTAssertEqual(layouts.last?.objectValue?["canvas"], ["width": 200, "height": 100])
    }

    func testAToolPastItsTimeIsAnsweredWithAnErrorAndCallsAtOnceAreBounded() async {
        var limits = Limits()
        limits.seconds = 0.2
        limits.callsAtOnce = 1
        do {
            _ = try await Deadline.run(within: limits, "lint") { () -> Int in
                Thread.sleep(forTimeInterval: 1)
                return 1
            }
            XCTFail("no timeout")
        } catch {
            XCTAssertEqual("\(error)", "lint did not finish within 0.2 s; try a smaller input")
        }
        do {
            _ = try await Deadline.run(within: limits, "devices") { 1 }
            XCTFail("the abandoned call still runs: no room for another")
        } catch {
            XCTAssertTrue("\(error)".hasPrefix("devices: 1 earlier calls are still running"), "\(error)")
        }
        try? await Task.sleep(for: .seconds(1.5))
        let answer = try? await Deadline.run(within: limits, "devices") { 2 }
        XCTAssertEqual(answer, 2, "room again once the abandoned call ended")
    }
}
