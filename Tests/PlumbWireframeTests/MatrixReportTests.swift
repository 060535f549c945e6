import Foundation
import PlumbCore
import PlumbLayout
import PlumbWireframe
import XCTest

/// The device-matrix report's structure: cells, findings on their boxes, pages per screen.
final class MatrixReportTests: XCTestCase {
    /// The card's title and the settings' toggle row carry findings (trees built in code have no
    /// source origins, so the test gives those views the findings' positions).
    static let titleFinding = Screens.finding("clipping", line: 3, "Text \"Favourites\" is truncated")
    static let toggleFinding = Screens.finding("tap-target-size", line: 9, severity: .warning, "Toggle row is 43 pt tall")

    static func position(of view: PlacedView) -> SourcePosition? {
        switch (view.kind, view.label) {
        case (.view("Text"), "Favourites"): titleFinding.position
        case (.view("Toggle"), _): toggleFinding.position
        default: nil
        }
    }

    static func matrix(screens: [(String, ViewNode)], scenarios: [Scenario], textSizes: [DynamicTypeSize]) throws -> DeviceMatrix {
        try DeviceMatrix(
            screens: screens.map { name, root in
                MatrixScreenSource(name: name, file: "\(name).swift") { LayoutEngine.layout(root, in: $0) }
            },
            scenarios: LayoutScenario.all(scenarios, textSizes: textSizes),
            findings: [titleFinding, toggleFinding, Screens.finding("spacing-grid", line: 99, "not on any box")],
            source: "tests", position: position(of:))
    }

    static func smallMatrix() throws -> DeviceMatrix {
        try matrix(
        screens: [("CardView", Screens.card), ("SettingsView", Screens.settings)],
        scenarios: [Screens.scenario("iphone-se-4-7"), Screens.scenario("ipad-pro-11", .landscape, split: .oneThird)],
        textSizes: [.large, .accessibility5])
    }

    func testEveryScreenIsDrawnInEveryScenarioWithItsFindingsOnTheirBoxes() throws {
        let files = MatrixReport(matrix: try Self.smallMatrix()).files
        XCTAssertEqual(files.map(\.name), ["index.html"])
        let html = files[0].contents
        XCTAssertEqual(html.occurrences(of: "<li class=\"cell"), 8)
        // The title's finding in each of the card's 4 cells, the toggle's in the settings' 4.
        XCTAssertEqual(html.occurrences(of: "<li class=\"finding "), 8)
        XCTAssertEqual(html.occurrences(of: "<g class=\"mark error\" data-rule=\"clipping\""), 4)
        XCTAssertEqual(html.occurrences(of: "<g class=\"mark warning\" data-rule=\"tap-target-size\""), 4)
        XCTAssertFalse(html.contains("not on any box"), "a finding on no box is not drawn")
        XCTAssertTrue(html.contains("Screens.swift:3:5"), "a finding lists its source line")
        XCTAssertEqual(html.occurrences(of: "1 not modelled (hatched): ProfileBadge</p>"), 4, "the settings' cells say what is left out")
        XCTAssertTrue(html.contains("<option value=\"tap-target-size\">"))
        XCTAssertTrue(html.contains("<option value=\"ipad-pro-11\">"))
        XCTAssertFalse(html.contains("http://") && html.contains("src=\"http"), "nothing is loaded from the network")
    }

    func testAFindingNamingScenariosIsDrawnOnlyOnThose() throws {
        var onlyAX5 = Self.titleFinding
        onlyAX5.scenarios = ["iphone-se-4-7/portrait@AX5"]
        let matrix = try DeviceMatrix(
            screens: [MatrixScreenSource(name: "CardView", file: nil) { LayoutEngine.layout(Screens.card, in: $0) }],
            scenarios: LayoutScenario.all([Screens.scenario("iphone-se-4-7")], textSizes: [.large, .accessibility5]),
            findings: [onlyAX5], source: "tests", position: Self.position(of:))
        XCTAssertEqual(matrix.screens[0].cells.map(\.findings.count), [0, 1])
    }

    func testALargeProjectGetsOnePagePerScreenLinkedFromTheIndex() throws {
        let screens = (1...6).map { ("Screen\($0)", Screens.card) }
        let matrix = try Self.matrix(screens: screens, scenarios: [Screens.scenario("iphone-14-pro")], textSizes: [.large])
        let files = MatrixReport(matrix: matrix).files
        XCTAssertEqual(files.count, 7)
        let index = files[0].contents
        XCTAssertEqual(index.occurrences(of: "<li class=\"cell"), 0, "the index holds the overview only")
        for file in files.dropFirst() {
            XCTAssertTrue(index.contains("href=\"\(file.name)#"), file.name)
            XCTAssertEqual(file.contents.occurrences(of: "<li class=\"cell"), 1)
        }
    }

    func testTheReportIsWrittenIntoItsDirectory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-matrix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let index = try MatrixReport(matrix: try Self.smallMatrix()).write(to: directory.path)
        XCTAssertTrue(try String(contentsOfFile: index, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }
}

extension String {
    func occurrences(of part: String) -> Int {
        components(separatedBy: part).count - 1
    }
}

/// What the layout rules could judge is shown on each drawing and in the overview.
final class MatrixJudgementTests: XCTestCase {
    func testALayoutSkippedAsOpaqueIsMarkedNotJudged() throws {
        let matrix = try DeviceMatrix(
            screens: [("CardView", Screens.card), ("SettingsView", Screens.settings), ("BadgeView", ViewNode.opaque(.view("Badge")))]
                .map { name, root in MatrixScreenSource(name: name, file: nil) { LayoutEngine.layout(root, in: $0) } },
            scenarios: LayoutScenario.all([Screens.scenario("iphone-se-4-7")], textSizes: [.large, .accessibility5]),
            findings: [], source: "tests",
            judge: { root, _ in
                switch root.allViews.count(where: { $0.role == .opaque }) {
                case 0: .full
                case root.allViews.count: .skipped
                default: .partial
                }
            })
        XCTAssertEqual(matrix.screens.map(\.judgement), [.full, .partial, .skipped])
        let html = MatrixReport(matrix: matrix).files[0].contents
        XCTAssertTrue(html.contains(" · 1 judged fully, 1 in part, 1 skipped as opaque · "), "the summary counts as plumb lint does")
        XCTAssertEqual(html.occurrences(of: "<li class=\"cell judged\""), 2)
        XCTAssertEqual(html.occurrences(of: "<li class=\"cell judged-in-part\""), 2)
        XCTAssertEqual(html.occurrences(of: "<li class=\"cell skipped\""), 2)
        XCTAssertEqual(html.occurrences(of: "<strong>Not judged</strong> (skipped as opaque)"), 2)
        XCTAssertEqual(html.occurrences(of: "No layout findings"), 4, "a drawing nothing was judged on claims no clean bill")
        XCTAssertEqual(html.occurrences(of: "<span class=\"judgement-tag skipped\">skipped as opaque</span>"), 1)
        XCTAssertEqual(html.occurrences(of: "<td data-device=\"iphone-se-4-7\" data-rules=\"\" class=\"skipped\">"), 1)
    }

    func testAScreenNoScenarioRunsIsSaidNotLaidOutAndCountsAsSkipped() throws {
        let matrix = try DeviceMatrix(
            screens: [
                MatrixScreenSource(name: "CardView", file: nil) { LayoutEngine.layout(Screens.card, in: $0) },
                MatrixScreenSource(name: "MacOnlyView", file: nil, scenarioIDs: []) { LayoutEngine.layout(Screens.card, in: $0) },
            ],
            scenarios: LayoutScenario.all([Screens.scenario("iphone-se-4-7")], textSizes: [.large]),
            findings: [], source: "tests", judge: { _, _ in .full })
        let html = MatrixReport(matrix: matrix).files[0].contents
        XCTAssertTrue(html.contains(" · 1 judged fully, 0 in part, 1 skipped as opaque · "), "as plumb lint counts it")
        XCTAssertTrue(html.contains("MacOnlyView</a> <span class=\"judgement-tag skipped\">not laid out</span>"))
        XCTAssertTrue(html.contains("<strong>Not laid out</strong>"))
    }
}
