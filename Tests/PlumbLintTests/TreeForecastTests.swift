import PlumbCore
import PlumbLayout
@testable import PlumbLint
import XCTest

/// The forecast made from a tree before layout never says "nothing can be sized" of a tree where
/// a layout sizes a view: the layout it spares would have found nothing.
final class TreeForecastTests: XCTestCase {
    private static let scenarios = ScenarioPlan(selection: ScenarioSelection(textSizes: [.large, .accessibility5]))
        .scenarios(for: [.iOS, .iPadOS])

    private func sizedViews(_ root: ViewNode) -> [NodeKind] {
        Self.scenarios.flatMap { scenario in
            LaidOutScreen(root: LayoutEngine.layout(root, in: scenario.host, keepingText: false), scenario: scenario)
                .sized(kinds(in: root)).map(\.view.kind)
        }
    }

    func testAnOpaqueRootLeavesNothingToSize() {
        let root = ViewNode.opaque(.view("CardStyle"), children: [.vStack([.text("Title"), .button(label: .text("Edit"))])])
        XCTAssertFalse(TreeForecast(root: root).maySizeAView)
        XCTAssertEqual(sizedViews(root), [])
    }

    func testAViewBesideAnOpaqueOneInAFrameIsNotSized() {
        // An overlay's secondary view is proposed its primary's size, which holds an opaque view.
        let root = ViewNode.opaque(.view("Avatar")).overlay(.text("Badge")).padding()
        XCTAssertFalse(TreeForecast(root: root).maySizeAView)
        XCTAssertEqual(sizedViews(root), [])
    }

    func testAFixedFrameSizesWhatIsBesideItsOpaqueContent() {
        let root = ViewNode.hStack([ViewNode.opaque(.view("Avatar")).frame(width: 40, height: 40), .text("Name")])
        XCTAssertTrue(TreeForecast(root: root).maySizeAView)
        XCTAssertFalse(sizedViews(root).isEmpty)
    }

    func testAViewThatFitsMayShowTheChildThatIsNotOpaque() {
        // Which child is shown depends on the sizes, so the one that holds no opaque view counts.
        let root = ViewNode.viewThatFits([.opaque(.view("WideBar"), children: [ViewNode.color("blue").frame(width: 2000)]), .text("Menu")])
        XCTAssertTrue(TreeForecast(root: root).maySizeAView)
        XCTAssertFalse(sizedViews(root).isEmpty)
    }

    func testAStackSharingOutItsLengthIsNotProvedUnsizable() {
        // A VStack proposes its width to every child whatever the opaque sibling's size: the
        // forecast cannot tell from the tree whether a height is proposed, so it lays the tree out.
        let root = ViewNode.scrollView([.vertical], [.vStack([.opaque(.view("Header")), .button(label: .text("Edit"))])])
        XCTAssertTrue(TreeForecast(root: root).maySizeAView)
        XCTAssertFalse(sizedViews(root).isEmpty)
    }

    func testAStackProposedALengthSharesItOutBesideAnOpaqueView() {
        // Proposed the screen's height, the VStack shares it out by its children's sizes, one of
        // which is unknown: the button's height could be anything.
        let root = ViewNode.navigationStack(largeTitle: true, .vStack([.opaque(.view("Header")), .button(label: .text("Edit"))]))
        XCTAssertFalse(TreeForecast(root: root).maySizeAView)
        XCTAssertEqual(sizedViews(root), [])
    }

    func testAFormIsAKindTheForecastKeeps() {
        let root = ViewNode.opaque(.view("Card"), children: [.list(kind: .view("Form"), [.opaque(.view("Row"))])])
        let forecast = TreeForecast(root: root)
        XCTAssertFalse(forecast.maySizeAView)
        XCTAssertTrue(forecast.kinds.contains(.view("Form")))
    }

    /// Random trees of every layout the reader makes, each laid out on phones and iPads: wherever
    /// the forecast says no view can be sized, no layout sizes one.
    func testTheForecastNeverSparesALayoutThatSizesAView() {
        var generator = SeededGenerator(seed: 14)
        var spared = 0
        for _ in 0..<300 {
            let root = randomTree(depth: 4, using: &generator)
            guard !TreeForecast(root: root).maySizeAView else { continue }
            spared += 1
            XCTAssertEqual(sizedViews(root), [], "\(kinds(in: root).map(\.name).sorted())")
        }
        // The property is not vacuous: many trees are spared.
        XCTAssertGreaterThan(spared, 30)
    }
}

/// A random view tree built from the layouts the reader makes, opaque views among them.
private func randomTree(depth: Int, using generator: inout SeededGenerator) -> ViewNode {
    let leaves: [() -> ViewNode] = [
        { .text("A line of text long enough to wrap on a phone") }, { .opaque(.view("Custom")) },
        { .button(label: .text("Edit")) }, { .color("blue") }, { .spacer() },
    ]
    guard depth > 0, Int.random(in: 0..<4, using: &generator) > 0 else {
        return leaves[Int.random(in: 0..<leaves.count, using: &generator)]()
    }
    let count = Int.random(in: 1...3, using: &generator)
    var children: [ViewNode] = []
    for _ in 0..<count { children.append(randomTree(depth: depth - 1, using: &generator)) }
    let first = children[0]
    let second = children.count > 1 ? children[1] : .opaque(.view("Custom"))
    switch Int.random(in: 0..<16, using: &generator) {
    case 0: return .vStack(children)
    case 1: return .hStack(children)
    case 2: return .zStack(children)
    case 3: return .opaque(.view("Wrapper"), children: children)
    case 4: return first.frame(width: 40, height: 40)
    case 5: return first.frame(width: 120)
    case 6: return first.padding()
    case 7: return first.overlay(second)
    case 8: return first.background(second)
    case 9: return .viewThatFits(children)
    case 10: return .geometryReader(children)
    case 11: return .scrollView([.vertical], children)
    case 12: return .list(kind: .view("Form"), [.section(children)])
    case 13: return first.safeAreaInset(edge: .bottom, second)
    case 14: return .toggle(label: first)
    default: return .navigationStack(largeTitle: true, first)
    }
}

/// A deterministic generator (SplitMix64), so that a failure can be replayed.
private struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}

/// The kinds of every node of a tree.
private func kinds(in root: ViewNode) -> Set<NodeKind> {
    root.children.reduce(into: [root.kind]) { $0.formUnion(kinds(in: $1)) }
}
