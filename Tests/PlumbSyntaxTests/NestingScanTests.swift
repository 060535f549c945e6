import PlumbSyntax
import XCTest

final class NestingScanTests: XCTestCase {
    private func scan(_ text: String) -> NestingScan { NestingScan(Array(text.utf8)) }

    func testTypeBracketsBeyondTheLimitAreRefused() {
        let deep = String(repeating: "[", count: 13) + "1" + String(repeating: "]", count: 13)
        XCTAssertTrue(scan("let x = \(deep)").isTooDeep)
        XCTAssertTrue(scan("let x = \(deep)").reason.contains("square or angle brackets nested 13 deep"))
        let fine = String(repeating: "[", count: 12) + "1" + String(repeating: "]", count: 12)
        XCTAssertFalse(scan("let x = \(fine)").isTooDeep)
    }

    func testBracketsInStringsAndCommentsDoNotCount() {
        let brackets = String(repeating: "[", count: 40)
        let text = """
            let a = "\(brackets)"
            // \(brackets)
            /* \(brackets) /* nested */ \(brackets) */
            let b = \"\"\"
            \(brackets)
            \"\"\"
            """
        XCTAssertEqual(scan(text).typeDepth, 0)
        XCTAssertFalse(scan(text).isTooDeep)
    }

    func testLongChainsAndDeepNestingAreMeasured() {
        let chain = "Text(\"x\")" + String(repeating: "\n    .padding(8)", count: 300)
        XCTAssertEqual(scan(chain).chain, 300)
        XCTAssertEqual(scan("a.b\nc.d\n").chain, 1)
        let nested = String(repeating: "VStack {\n", count: 100) + String(repeating: "}\n", count: 100)
        XCTAssertEqual(scan(nested).depth, 100)
        XCTAssertEqual(scan("let x: Array<Array<Int>> = []").typeDepth, 2)
        XCTAssertTrue(scan("let x: " + String(repeating: "Array<", count: 13) + "Int" + String(repeating: ">", count: 13)).isTooDeep)
        XCTAssertFalse(scan(nested + chain).isTooDeep)
        XCTAssertTrue(scan("let x = a" + String(repeating: ".b", count: NestingScan.limit + 1)).isTooDeep)
    }
}
