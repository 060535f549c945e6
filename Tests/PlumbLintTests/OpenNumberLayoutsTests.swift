import PlumbCore
import PlumbLayout
@testable import PlumbLint
import Testing

/// A screen whose open numbers reach no view's geometry reads an equal tree at their lowest and
/// highest: it is laid out once for both.
@Suite struct OpenNumberLayoutsTests {
    private let scenario = LayoutScenario(scenario: DeviceCatalog.defaultScenarios[0], textSize: .large)

    @Test func anEqualTreeAtTheHighestIsNotLaidOutAgain() {
        let counter = LayoutCounter()
        let root = ViewNode.vStack([ViewNode(kind: .view("Counted"), layout: CountedLeaf(counter: counter))])
        var layouts = OpenNumberLayouts()
        let lowest = layouts.layout(root, in: scenario.with(OpenNumbers.low))
        let highest = layouts.layout(root, in: scenario.with(OpenNumbers.high))
        #expect(counter.layouts == 1)
        #expect(highest == lowest)
    }

    @Test func anotherTreeAtTheHighestIsLaidOut() {
        let counter = LayoutCounter()
        let leaf = ViewNode(kind: .view("Counted"), layout: CountedLeaf(counter: counter))
        var layouts = OpenNumberLayouts()
        _ = layouts.layout(.vStack([leaf]), in: scenario.with(OpenNumbers.low))
        let highest = layouts.layout(.vStack([leaf.padding(8)]), in: scenario.with(OpenNumbers.high))
        #expect(counter.layouts == 2)
        #expect(highest.children.first?.kind == .modifier("padding"))
    }

    /// Kept layouts are of open numbers at their lowest, for the same scenario only.
    @Test func otherScenariosAreLaidOut() {
        let counter = LayoutCounter()
        let root = ViewNode(kind: .view("Counted"), layout: CountedLeaf(counter: counter))
        var layouts = OpenNumberLayouts()
        _ = layouts.layout(root, in: scenario)
        _ = layouts.layout(root, in: scenario)
        _ = layouts.layout(root, in: scenario.with(OpenNumbers.low))
        _ = layouts.layout(root, in: LayoutScenario(scenario: scenario.scenario, textSize: .accessibility5).with(OpenNumbers.high))
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
