import PlumbCore
import PlumbLayout
import Testing

/// A placed view keeps its parts behind one reference so that copies are cheap; it must still
/// behave as a value: a change to a copy leaves the original as it was, and equality and
/// hashing compare what the views hold, not where they are kept.
@Suite struct PlacedViewValueTests {
    let host = LayoutHost(screenSize: Size(width: 200, height: 200), scale: 3)

    @Test func aChangedCopyLeavesTheOriginal() {
        let original = LayoutEngine.layout(.vStack([.text("Tea"), .color("green")]), in: host)
        var copy = original
        copy.frame = Rect(x: 1, y: 2, width: 3, height: 4)
        copy.label = "changed"
        copy.children[0].traits.insert(.truncated)
        copy.children.removeLast()
        #expect(original.frame == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(original.label == nil)
        #expect(!original.children[0].traits.contains(.truncated))
        #expect(original.children.count == 2)
        #expect(copy.frame == Rect(x: 1, y: 2, width: 3, height: 4))
        #expect(copy.label == "changed")
        #expect(copy.children[0].traits.contains(.truncated))
        #expect(copy.children.count == 1)
    }

    @Test func equalityAndHashingCompareWhatTheViewsHold() {
        let node = ViewNode.hStack([.text("Milk"), .spacer(), .image(systemName: "cup.and.saucer")]).padding(8)
        let first = LayoutEngine.layout(node, in: host)
        let second = LayoutEngine.layout(node, in: host)
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        var moved = second
        moved.children[0].frame.origin.x += 1
        #expect(moved != first)
        var restored = moved
        restored.children[0].frame.origin.x -= 1
        #expect(restored == first)
        #expect(restored.hashValue == first.hashValue)
    }

    @Test func mirroringForRightToLeftChangesOnlyTheMirroredTree() {
        let node = ViewNode.hStack([.color("red").frame(width: 20, height: 20), .spacer()])
        let leftToRight = LayoutEngine.layout(node, in: host)
        let rightToLeft = LayoutEngine.layout(node.layoutDirection(.rightToLeft), in: host)
        #expect(leftToRight.first(kind: .view("Color"))?.frame.minX == 0)
        #expect(rightToLeft.first(kind: .view("Color"))?.frame.maxX == 200)
    }
}
