import Foundation
import PlumbCore
import PlumbReport
import XCTest

final class BaselineTests: XCTestCase {
    private let original = "struct Home: View {\n    var body: some View {\n        Text(\"a\").padding(10)\n        Text(\"b\").padding(10)\n    }\n}\n"

    private func finding(line: Int, rule: String = "spacing-grid") -> Finding {
        Finding(ruleID: rule, severity: .error, position: SourcePosition(file: "Home.swift", line: line, column: 20), message: "padding 10 is off the grid")
    }

    private func baseline() -> Baseline {
        Baseline(findings: [finding(line: 3), finding(line: 4)], sources: SourceLines(texts: ["Home.swift": original]))
    }

    func testLinesInsertedAboveDoNotResurfaceAFinding() {
        let edited = "import SwiftUI\n\n// A comment\n" + original
        let new = baseline().newFindings([finding(line: 6), finding(line: 7)], sources: SourceLines(texts: ["Home.swift": edited]))
        XCTAssertEqual(new, [])
    }

    func testAnEditedNeighbourStillMatchesByTheLineItself() {
        let edited = original.replacingOccurrences(of: "var body: some View {", with: "var body: some View { // edited")
        XCTAssertEqual(baseline().newFindings([finding(line: 3), finding(line: 4)], sources: SourceLines(texts: ["Home.swift": edited])), [])
    }

    func testAChangedLineIsReported() {
        let edited = original.replacingOccurrences(of: "Text(\"a\").padding(10)", with: "Text(\"a\").padding(6)")
        XCTAssertEqual(baseline().newFindings([finding(line: 3), finding(line: 4)], sources: SourceLines(texts: ["Home.swift": edited])),
                       [finding(line: 3)])
    }

    func testEachEntryMatchesOnceAndRulesAreKeptApart() {
        let doubled = original.replacingOccurrences(of: "Text(\"b\").padding(10)\n", with: "Text(\"b\").padding(10)\n        Text(\"b\").padding(10)\n")
        let new = baseline().newFindings([finding(line: 3), finding(line: 4), finding(line: 5), finding(line: 3, rule: "tap-target")],
                                         sources: SourceLines(texts: ["Home.swift": doubled]))
        XCTAssertEqual(new.count, 2)
        XCTAssertTrue(new.contains(finding(line: 3, rule: "tap-target")))
    }

    func testAFixedFindingDropsOutOfARewrittenBaseline() {
        let fixed = original.replacingOccurrences(of: "Text(\"a\").padding(10)", with: "Text(\"a\").padding(12)")
        let rewritten = Baseline(findings: [finding(line: 4)], sources: SourceLines(texts: ["Home.swift": fixed]))
        XCTAssertEqual(rewritten.entries.count, 1)
        // The old finding, were it to come back, is new again.
        XCTAssertEqual(rewritten.newFindings([finding(line: 3), finding(line: 4)], sources: SourceLines(texts: ["Home.swift": original])),
                       [finding(line: 3)])
    }

    func testTheFileRoundTripsAndBadFilesNameTheProblem() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("baseline.json").path
        try Data(baseline().fileText.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try Baseline.load(path: path), baseline())

        try Data("{\"version\": 1, \"findings\": [{\"rule\": \"x\"}]}".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try Baseline.load(path: path)) { error in
            XCTAssertEqual((error as? BaselineError)?.message, "\(path): not a Plumb baseline: missing key 'file' at findings[0]")
        }
        try Data("{\"version\": 1, \"find".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try Baseline.load(path: path)) { error in
            XCTAssertEqual((error as? BaselineError)?.message, "\(path): not a Plumb baseline: not valid JSON")
        }
        XCTAssertThrowsError(try Baseline.load(path: path + ".missing")) { error in
            XCTAssertTrue((error as? BaselineError)?.message.contains("no such baseline file") ?? false)
        }
    }
}
