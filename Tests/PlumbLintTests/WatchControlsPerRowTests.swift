import PlumbCore
@testable import PlumbLint
import XCTest

/// `watch-controls-per-row` knows watch code by the folder of a watch target.
final class WatchControlsPerRowTests: XCTestCase {
    private let row = "let row = HStack { Button(\"Start\") {}; Button(\"Pause\") {}; Button(\"Stop\") {} }"

    private func findings(at path: String) -> [Finding] {
        var configuration = Configuration(baseDirectory: "/")
        configuration.rules["watch-controls-per-row"] = RuleSetting()
        return Linter(configuration: configuration, jobs: 1).lint([LintInput(path: path, source: row)])
            .findings.filter { $0.ruleID == "watch-controls-per-row" }
    }

    func testAFileInAWatchTargetsFolderIsWatchCode() {
        XCTAssertEqual(findings(at: "Timer Watch App/ControlsView.swift").count, 1)
        XCTAssertEqual(findings(at: "TimerWatchKit Extension/ControlsView.swift").count, 1)
    }

    func testOtherFoldersAreNot() {
        XCTAssertEqual(findings(at: "Stopwatch/ControlsView.swift"), [])
        XCTAssertEqual(findings(at: "Timer/ControlsView.swift"), [])
    }
}
