import Foundation
import XCTest

/// Runs the built `plumb layout` on snippet files.
final class LayoutCommandTests: XCTestCase {
    func testJSONHasTheDocumentedShapeAndKeyOrder() throws {
        let sandbox = try Sandbox()
        try sandbox.write(
            "card.swift",
            "HStack { Color.red.frame(width: 50, height: 50); Color.blue.frame(width: 50, height: 50) }"
                + ".frame(width: 150, height: 150).background { Color.black }")
        let result = try sandbox.run("layout", "--snippet", "card.swift", "--canvas", "200x200", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix(
            #"{"canvas": {"width": 200, "height": 200}, "root": {"kind": "background", "label": null, "frame": {"x": 25, "y": 25, "w": 150, "h": 150}, "children": [{"kind": "frame""#),
            result.stdout)
        XCTAssertTrue(
            result.stdout.contains(#"{"kind": "Color", "label": "red", "frame": {"x": 46, "y": 75, "w": 50, "h": 50}, "children": [], "origin": {"file": "card.swift", "line": 1, "column": 10, "span": [9, 18], "through": []}}"#),
            result.stdout)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let root = try XCTUnwrap(object["root"] as? [String: Any])
        XCTAssertEqual((root["children"] as? [Any])?.count, 2)
    }

    func testDeviceOrientationAndTextSize() throws {
        let sandbox = try Sandbox()
        try sandbox.write("text.swift", #"Text("Hello").padding()"#)
        let portrait = try sandbox.run("layout", "--snippet", "text.swift", "--device", "iphone-15", "--format", "json")
        XCTAssertEqual(portrait.status, 0, portrait.stderr)
        XCTAssertTrue(portrait.stdout.hasPrefix(#"{"canvas": {"width": 393, "height": 852}"#), portrait.stdout)
        let landscape = try sandbox.run(
            "layout", "--snippet", "text.swift", "--device", "iphone-15", "--orientation", "landscape", "--text-size", "AX5")
        XCTAssertEqual(landscape.status, 0, landscape.stderr)
        XCTAssertTrue(landscape.stdout.contains("Text \"Hello\""), landscape.stdout)
        XCTAssertNotEqual(landscape.stdout, try sandbox.run("layout", "--snippet", "text.swift", "--device", "iphone-15").stdout)
    }

    func testUnknownViewsAreNotedOnStandardError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("card.swift", "VStack { Card() }")
        let result = try sandbox.run("layout", "--snippet", "card.swift", "--canvas", "100x100")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("unknown view 'Card'"), result.stderr)
        XCTAssertTrue(
            result.stdout.contains("Card  (50, 50) 0×0  [not modelled] unknown view 'Card'  @ card.swift:1:10"), result.stdout)
    }

    func testDegenerateSnippetsLayOutToValidJSON() throws {
        let sandbox = try Sandbox()
        let snippets = [
            "VStack {", "Text(\"a\").lineLimit(-3)", "Color.red.frame(width: 1e308, height: 1e308)",
            "LazyVGrid(columns: [GridItem(.adaptive(minimum: -8))]) { Color.red }", "HStack { Spacer(minLength: .infinity); Color.red }",
            "Color.red.containerRelativeFrame(.horizontal, count: 0, span: -1)", "Text(\"x\").frame(minWidth: .infinity)",
            "Color.red.aspectRatio(-1, contentMode: .fill)", "1 + 2", "Grid { }",
        ]
        for (index, snippet) in snippets.enumerated() {
            try sandbox.write("s\(index).swift", snippet)
            let result = try sandbox.run("layout", "--snippet", "s\(index).swift", "--device", "iphone-15", "--format", "json")
            XCTAssertEqual(result.status, 0, snippet + result.stderr)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)), snippet)
        }
    }

    func testAScreenOfAProjectIsLaidOutOnEveryDefaultScenario() throws {
        let sandbox = try Sandbox()
        try sandbox.write("App/Theme.swift", "enum AppTheme { enum Spacing { static let medium: CGFloat = 16 } }")
        try sandbox.write(
            "App/Home.swift",
            "struct Home: View { var body: some View { Badge(text: \"New\").padding(AppTheme.Spacing.medium) } }")
        try sandbox.write("App/Badge.swift", "struct Badge: View { let text: String; var body: some View { Text(text) } }")
        let result = try sandbox.run("layout", "App", "--view", "Home", "--device", "iphone-15")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("padding  ("), result.stdout)
        XCTAssertTrue(result.stdout.contains("  Text \"New\"  ("), result.stdout)
        XCTAssertTrue(result.stdout.contains("@ App/Badge.swift:1:62"), result.stdout)
        let all = try sandbox.run("layout", "App", "--view", "Home", "--all-devices", "--format", "json")
        XCTAssertEqual(all.status, 0, all.stderr)
        let scenarios = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [Any])
        XCTAssertEqual(scenarios.count, 11, "five default devices in two orientations, and one Split View pane")
        let missing = try sandbox.run("layout", "App", "--view", "Nope")
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("no View type named 'Nope'") && missing.stderr.contains("Home"), missing.stderr)
    }

    func testBadInputExitsTwoNamingTheCause() throws {
        let sandbox = try Sandbox()
        try sandbox.write("red.swift", "Color.red")
        try sandbox.write("let.swift", "let x = 1")
        let cases: [([String], String)] = [
            (["layout", "--snippet", "missing.swift", "--canvas", "10x10"], "cannot read snippet file"),
            (["layout", "--snippet", "red.swift", "--device", "iphone-99"], "unknown device 'iphone-99'"),
            (["layout", "--snippet", "red.swift", "--canvas", "100by100"], "bad canvas '100by100'"),
            (["layout", "--snippet", "red.swift", "--canvas", "0x100"], "bad canvas '0x100'"),
            (["layout", "--snippet", "red.swift"], "give --canvas"),
            (["layout", "--snippet", "red.swift", "--canvas", "10x10", "--device", "iphone-15"], "not both"),
            (["layout", "--snippet", "red.swift", "--canvas", "10x10", "--text-size", "huge"], "unknown text size 'huge'"),
            (["layout", "--snippet", "let.swift", "--canvas", "10x10"], "holds no view expression"),
        ]
        for (arguments, message) in cases {
            let result = try PlumbProcess.run(arguments, in: sandbox.url)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }
}
