import PlumbCore
import PlumbLayout
@testable import PlumbLint
import Testing

/// A screen's scenarios that give the engine an equal tree and the same input share one layout,
/// judged on each scenario.
@Suite struct ScreenLayoutsTests {
    private let scenario = LayoutScenario(scenario: DeviceCatalog.defaultScenarios[0], textSize: .large)

    /// Open numbers that reach no view's geometry: another reading, an equal tree.
    @Test func anEqualTreeOfAnotherReadingIsNotLaidOutAgain() {
        let counter = LayoutCounter()
        let root = ViewNode.vStack([ViewNode(kind: .view("Counted"), layout: CountedLeaf(counter: counter))])
        var layouts = ScreenLayouts()
        let lowest = layouts.laidOut(root, reading: 0, on: scenario.with(OpenNumbers.low))
        let highest = layouts.laidOut(root, reading: 1, on: scenario.with(OpenNumbers.high))
        #expect(counter.layouts == 1)
        #expect(highest.root == lowest.root)
        #expect(highest.scenario.id.hasSuffix("+values-high"))
    }

    @Test func anotherTreeIsLaidOut() {
        let counter = LayoutCounter()
        let leaf = ViewNode(kind: .view("Counted"), layout: CountedLeaf(counter: counter))
        var layouts = ScreenLayouts()
        _ = layouts.laidOut(.vStack([leaf]), reading: 0, on: scenario.with(OpenNumbers.low))
        let highest = layouts.laidOut(.vStack([leaf.padding(8)]), reading: 1, on: scenario.with(OpenNumbers.high))
        #expect(counter.layouts == 2)
        #expect(highest.root.children.first?.kind == .modifier("padding"))
    }

    /// Two devices of the same screen, safe area, scale and size classes lay a tree out alike:
    /// one layout, whose findings name each device.
    @Test func devicesOfTheSameGeometryShareALayout() throws {
        let counter = LayoutCounter()
        let root = ViewNode(kind: .view("Counted"), layout: CountedLeaf(counter: counter))
        let fifteen = try #require(DeviceCatalog.device(id: "iphone-15")?.fullScreenScenarios.first)
        let fifteenPro = try #require(DeviceCatalog.device(id: "iphone-15-pro")?.fullScreenScenarios.first)
        var layouts = ScreenLayouts()
        _ = layouts.laidOut(root, reading: 0, on: LayoutScenario(scenario: fifteen, textSize: .large))
        let shared = layouts.laidOut(root, reading: 0, on: LayoutScenario(scenario: fifteenPro, textSize: .large))
        #expect(counter.layouts == 1)
        #expect(shared.scenario.deviceDescription == "large on iPhone 15 Pro in portrait")
    }

    /// Another text size, length or device is another input.
    @Test func otherInputsAreLaidOut() {
        let counter = LayoutCounter()
        let root = ViewNode(kind: .view("Counted"), layout: CountedLeaf(counter: counter))
        var layouts = ScreenLayouts()
        _ = layouts.laidOut(root, reading: 0, on: scenario)
        _ = layouts.laidOut(root, reading: 0, on: scenario)
        _ = layouts.laidOut(root, reading: 0, on: scenario.with(TextLength.long))
        _ = layouts.laidOut(root, reading: 0, on: LayoutScenario(scenario: scenario.scenario, textSize: .accessibility5))
        _ = layouts.laidOut(root, reading: 0, on: LayoutScenario(scenario: DeviceCatalog.defaultScenarios[1], textSize: .large))
        #expect(counter.layouts == 4)
    }
}

/// How many times a `CountedLeaf` was sized.
private final class LayoutCounter: @unchecked Sendable {
    var layouts = 0
}

/// A 20-point square that counts the times it is sized.
private struct CountedLeaf: LeafLayout {
    let counter: LayoutCounter

    static func == (lhs: CountedLeaf, rhs: CountedLeaf) -> Bool { lhs.counter === rhs.counter }

    func sizeThatFits(_ proposal: ProposedSize, environment: LayoutEnvironment) -> Size {
        counter.layouts += 1
        return Size(width: 20, height: 20)
    }
}
