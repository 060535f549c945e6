import PlumbCore
@testable import PlumbLayout
import Testing

/// A layout that arranges its subviews (`ArrangingLayout`) does so once for each proposal of a
/// layout pass: placing it where it was sized reuses the arrangement its size came from.
@Suite struct ArrangementTests {
    @Test func aStackPlacedWhereItWasSizedIsArrangedOnce() {
        let counter = ArrangementCounter()
        let stack = ViewNode(
            kind: .view("VStack"), layout: CountingStack(stack: StackLayout(axis: .vertical), counter: counter),
            children: [.text("One"), .text("Two")])
        let placed = LayoutEngine.layout(stack, in: canvas(300, 300))
        #expect(counter.proposals == [ProposedSize(width: 300, height: 300)])
        #expect(placed.children.map(\.frame) == LayoutEngine.layout(.vStack([.text("One"), .text("Two")]), in: canvas(300, 300)).children.map(\.frame))
    }

    /// Proposed no height, an HStack is arranged again for the height it took: its children are
    /// placed for that height, as SwiftUI does.
    @Test func aStackIsArrangedAgainForTheLengthItTookAcross() {
        let counter = ArrangementCounter()
        let stack = ViewNode(
            kind: .view("HStack"), layout: CountingStack(stack: StackLayout(axis: .horizontal), counter: counter),
            children: [.text("One"), .text("Two")])
        _ = LayoutEngine.layout(.scrollView([.vertical], [stack]), in: canvas(300, 300))
        #expect(counter.proposals.count == 2)
        #expect(counter.proposals.first?.height == nil)
        #expect(counter.proposals.last?.height != nil)
    }

    /// A stack beside another in an HStack is asked its size for several proposals (its least,
    /// its most, its share) before it is placed for one of them: each proposal keeps its own
    /// arrangement, and the placement uses the one made for it.
    @Test func aStackAskedSeveralProposalsIsPlacedFromTheArrangementOfItsOwn() {
        let counter = ArrangementCounter()
        let rows: [ViewNode] = [.text("A longer first line of words"), .text("Two")]
        let counted = ViewNode(kind: .view("VStack"), layout: CountingStack(stack: StackLayout(axis: .vertical), counter: counter), children: rows)
        let placed = LayoutEngine.layout(.hStack([counted, .text("Beside it, a caption that wraps")]), in: canvas(200, 300))
        let plain = LayoutEngine.layout(.hStack([.vStack(rows), .text("Beside it, a caption that wraps")]), in: canvas(200, 300))
        #expect(counter.proposals.count > 2)
        #expect(Set(counter.proposals).count == counter.proposals.count)
        #expect(placed.allViews.map(\.frame) == plain.allViews.map(\.frame))
    }
}

/// The proposals a `CountingStack` was arranged for, in order.
private final class ArrangementCounter: @unchecked Sendable {
    var proposals: [ProposedSize] = []
}

/// A stack that records each arrangement it makes.
private struct CountingStack: ArrangingLayout {
    let stack: StackLayout
    let counter: ArrangementCounter

    static func == (lhs: CountingStack, rhs: CountingStack) -> Bool { lhs.stack == rhs.stack && lhs.counter === rhs.counter }

    func arrange(_ subviews: [LayoutSubview], for proposal: ProposedSize) -> StackLayout.Arrangement {
        counter.proposals.append(proposal)
        return stack.arrange(subviews, for: proposal)
    }

    func size(of arrangement: StackLayout.Arrangement) -> Size { stack.size(of: arrangement) }

    func placingProposal(for proposal: ProposedSize, in bounds: Rect) -> ProposedSize {
        stack.placingProposal(for: proposal, in: bounds)
    }

    func placements(of arrangement: StackLayout.Arrangement, for placing: ProposedSize, in bounds: Rect) -> [SubviewPlacement] {
        stack.placements(of: arrangement, for: placing, in: bounds)
    }

    func subviewsAlwaysPlaced(of count: Int) -> Int { count }
}
