import Foundation
import XCTest

/// `plumb layout --format svg` and `--report DIR`.
final class MatrixCommandTests: XCTestCase {
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
