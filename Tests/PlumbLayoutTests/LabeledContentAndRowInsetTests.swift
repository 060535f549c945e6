import PlumbCore
@testable import PlumbLayout
import Testing

/// What SwiftUI's renders of a list row (`Benchmarks/fidelity/`, SpeziViews' list row on an
/// iPhone and an iPad, at the default and accessibility size 3) show about LabeledContent and a
/// row's insets, restated with other views.
@Suite struct LabeledContentAndRowInsetTests {
    private static func list(_ row: ViewNode, width: Double, textSize: DynamicTypeSize = .large) -> PlacedView {
        let host = LayoutHost(screenSize: Size(width: width, height: 600), scale: 3)
        return LayoutEngine.layout(ViewNode.list([row]).dynamicTypeSize(textSize), in: host)
    }

    private static let pair = ViewNode.labeledContent(.text("Depth"), .text("12 m"))

    private static func texts(_ placed: PlacedView) throws -> (label: Rect, value: Rect) {
        let label = try #require(placed.first(kind: .view("Text"), label: "Depth")).frame
        let value = try #require(placed.first(kind: .view("Text"), label: "12 m")).frame
        return (label, value)
    }

    @Test func atTheStandardSizesTheValueIsAtTheRowsTrailingEdge() throws {
        let placed = Self.list(Self.pair, width: 390)
        let row = try #require(placed.first(kind: .view("ListRow"))).frame
        let (label, value) = try Self.texts(placed)
        #expect(label.minY == value.minY)
        #expect(abs(row.maxX - 16 - value.maxX) < 0.001)
    }

    /// At accessibility sizes the value is below the label, both leading: baselines 51.2 pt apart
    /// at size 3 (a 48-pt line and 3.2 pt).
    @Test(arguments: [DynamicTypeSize.accessibility1, .accessibility3, .accessibility5])
    func atTheAccessibilitySizesTheValueGoesBelowTheLabel(size: DynamicTypeSize) throws {
        let (label, value) = try Self.texts(Self.list(Self.pair, width: 390, textSize: size))
        #expect(label.minX == value.minX)
        #expect(abs(value.minY - label.maxY - LabeledContentLayout.stackedSpacing) < 0.34)
    }

    /// A row's sides are the list's margin: 16 pt on a 390-pt list, 20 pt on an iPad's.
    @Test(arguments: [(390.0, 16.0), (1194.0, 20.0)])
    func aRowsContentIsInsetByTheListsMargin(width: Double, inset: Double) throws {
        let placed = Self.list(ViewNode.hStack([.text("Depth"), .spacer(), .text("12 m")]), width: width)
        let row = try #require(placed.first(kind: .view("ListRow"))).frame
        let (label, value) = try Self.texts(placed)
        #expect(label.minX - row.minX == inset && abs(row.maxX - value.maxX - inset) < 0.001)
    }

    /// Insets a row declares stand, whatever the list's width.
    @Test func declaredInsetsStand() throws {
        let row = ViewNode.text("Depth").listRowInsets(EdgeInsets(top: 4, leading: 30, bottom: 4, trailing: 30))
        let placed = Self.list(row, width: 1194)
        let card = try #require(placed.first(kind: .view("ListRow"))).frame
        let label = try #require(placed.first(kind: .view("Text"), label: "Depth")).frame
        #expect(label.minX - card.minX == 30)
    }
}
