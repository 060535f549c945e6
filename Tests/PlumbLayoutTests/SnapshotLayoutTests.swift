import PlumbCore
import PlumbLayout
import Testing

/// A view laid out as swift-snapshot-testing's `.image(layout:)` hosts it.
@Suite struct SnapshotLayoutTests {
    static let card = ViewNode.color("red").frame(width: 100, height: 50)

    @Test func aDeviceCentresTheViewInItsSafeArea() throws {
        let layout = try #require(SnapshotLayout(name: "iPhone13"))
        let placed = LayoutEngine.layout(Self.card, snapshot: layout, in: layout.host(scale: 2, dynamicTypeSize: nil))
        // 390 × (844 − 47 − 34): the card centred below the 47-pt inset.
        expectFrame(placed, ExpectedFrame(x: 145, y: 47 + (763 - 50) / 2, w: 100, h: 50))
    }

    @Test func aFixedWindowCentresTheViewWithNoSafeArea() throws {
        let layout = try #require(SnapshotLayout(name: "300x200"))
        let placed = LayoutEngine.layout(Self.card, snapshot: layout, in: layout.host(scale: 2, dynamicTypeSize: nil))
        expectFrame(placed, ExpectedFrame(x: 100, y: 75, w: 100, h: 50))
    }

    @Test func sizeThatFitsTakesTheIdealSizeAsItsWindow() throws {
        let layout = try #require(SnapshotLayout(name: "size-that-fits"))
        let padded = Self.card.padding(16)
        let placed = LayoutEngine.layout(padded, snapshot: layout, in: layout.host(scale: 2, dynamicTypeSize: nil))
        expectFrame(placed, ExpectedFrame(x: 0, y: 0, w: 132, h: 82))
        // A flexible view takes its ideal size, not a screen.
        let text = LayoutEngine.layout(
            .text("A line long enough to wrap on a narrow screen, which a fitting window never does"),
            snapshot: layout, in: layout.host(scale: 2, dynamicTypeSize: nil))
        #expect(text.frame.size.height < 25, "one line: \(text.frame)")
        #expect(text.frame.size.width > 500)
    }

    @Test func anIPhoneConfigurationSetsMediumText() throws {
        let layout = try #require(SnapshotLayout(name: "iPhone13"))
        let medium = LayoutEngine.layout(.text("Hello"), snapshot: layout, in: layout.host(scale: 3, dynamicTypeSize: nil))
        let large = LayoutEngine.layout(.text("Hello"), snapshot: layout, in: layout.host(scale: 3, dynamicTypeSize: .large))
        #expect(medium.laidOutText?.pointSize == 16)
        #expect(large.laidOutText?.pointSize == 17)
        let pad = try #require(SnapshotLayout(name: "iPadPro11"))
        #expect(LayoutEngine.layout(.text("Hello"), snapshot: pad, in: pad.host(scale: 2, dynamicTypeSize: nil)).laidOutText?.pointSize == 17)
    }

    @Test func unknownNamesAreNotHosts() {
        #expect(SnapshotLayout(name: "iPhone99") == nil)
        #expect(SnapshotLayout(name: "size that fits") == nil)
    }

    /// A size-that-fits window resting on a run-time picture's own size keeps that picture opaque:
    /// the window is no proof of it.
    @Test func aWindowFittedToARunTimePictureLeavesItOpaque() throws {
        let layout = try #require(SnapshotLayout(name: "size-that-fits"))
        let picture = ViewNode.runTimePicture(reason: "loaded at run time", cause: .assetImage)
        let host = layout.host(scale: 2, dynamicTypeSize: nil)
        let asked = LayoutEngine.layout(.vStack([picture, .text("Caption")]), snapshot: layout, in: host)
        #expect(asked.first(kind: .view("Image"))?.isOpaque == true)
        let sized = LayoutEngine.layout(.vStack([picture.frame(width: 40, height: 40), .text("Caption")]), snapshot: layout, in: host)
        #expect(sized.first(kind: .view("Image"))?.isOpaque == false)
        #expect(sized.kind == .view("VStack"))
    }
}
