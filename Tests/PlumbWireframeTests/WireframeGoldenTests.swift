import Foundation
import PlumbCore
import PlumbLayout
import PlumbWireframe
import XCTest

/// Golden wireframes of three screens. Regenerate them, after a change to the drawing that is
/// meant, with `PLUMB_UPDATE_GOLDENS=1 swift test --filter WireframeGoldenTests`, and review
/// the diff (the files open in any browser).
final class WireframeGoldenTests: XCTestCase {
    func testCardOnTheSmallestIPhone() throws {
        let scenario = Screens.scenario("iphone-se-4-7")
        try assertGolden("card-iphone-se", Screens.card, on: scenario)
    }

    func testSettingsWithAFindingOnADynamicIslandIPhone() throws {
        let scenario = Screens.scenario("iphone-14-pro")
        let root = LayoutEngine.layout(Screens.settings, in: LayoutScenario(scenario: scenario, textSize: .large).host)
        let row = try XCTUnwrap(root.first(kind: .view("Text"), label: "Notifications"))
        let mark = WireframeMark(number: 1, ruleID: "tap-target-size", severity: .error, frames: [row.frame])
        try assertGolden("settings-iphone-14-pro", Screens.settings, on: scenario, marks: [mark])
    }

    func testComposeInASplitViewPaneAtAX5() throws {
        let scenario = Screens.scenario("ipad-pro-11", .landscape, split: .oneThird)
        try assertGolden("compose-ipad-split-ax5", Screens.compose, on: scenario, textSize: .accessibility5)
    }

    private func assertGolden(
        _ name: String, _ screen: ViewNode, on scenario: Scenario, textSize: DynamicTypeSize = .large,
        marks: [WireframeMark] = [], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let host = LayoutScenario(scenario: scenario, textSize: textSize).host
        let wireframe = Wireframe(
            canvas: DeviceCanvas(scenario: scenario), root: LayoutEngine.layout(screen, in: host), marks: marks,
            title: "\(name) on \(scenario.title)")
        let svg = wireframe.svgFile
        let url = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
            .appendingPathComponent("Goldens").appendingPathComponent("\(name).svg")
        if ProcessInfo.processInfo.environment["PLUMB_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url, options: .atomic)
            return
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        guard svg != golden else { return }
        // Where they part, not two whole drawings.
        let common = zip(svg, golden).prefix { $0 == $1 }.count
        XCTFail(
            "\(name).svg differs from its golden at character \(common): got …\(svg.dropFirst(max(common - 40, 0)).prefix(120))…; "
                + "if the change is meant, regenerate with PLUMB_UPDATE_GOLDENS=1 swift test --filter WireframeGoldenTests",
            file: file, line: line)
    }
}
