import PlumbCore
@testable import PlumbLayout
import Testing

/// Equal sibling nodes in equal environments (the rows of a `ForEach`) are one `LayoutSubview`,
/// measured once and placed once per row.
@Suite struct RepeatedRowTests {
    /// A row of a card list: a symbol, two lines of text and a spacer, padded.
    func row(_ title: String = "Title", line: Int? = nil) -> ViewNode {
        let row = ViewNode.hStack(spacing: 12, [
            .image(systemName: "star"),
            .vStack(alignment: .leading, [.text(title), .text("A subtitle long enough to wrap on a narrow phone")]),
            .spacer(),
        ]).padding(16)
        return row.at(line.map { SourceOrigin(position: SourcePosition(file: "Rows.swift", line: $0, column: 5), span: 0..<1) })
    }

    @Test func equalRowsAreOneSubview() {
        let list = ViewNode.list(Array(repeating: row(), count: 12) + [row("Other")])
        let environment = LayoutEnvironment(grid: PixelGrid(scale: 3), containerSize: Size(width: 390, height: 700))
        let rows = LayoutSubview(node: list, environment: environment).subviews
        #expect(rows.count == 13)
        #expect(rows.dropFirst().prefix(11).allSatisfy { $0 === rows[0] })
        #expect(rows[12] !== rows[0], "a row that differs is its own subview")
    }

    @Test func rowsFromOtherPlacesAreTheirOwn() {
        let list = ViewNode.list((1...3).map { row(line: $0) })
        let environment = LayoutEnvironment(grid: PixelGrid(scale: 3), containerSize: Size(width: 390, height: 700))
        let rows = LayoutSubview(node: list, environment: environment).subviews
        #expect(rows[0] !== rows[1] && rows[1] !== rows[2])
    }

    /// Shared rows are placed exactly where rows that cannot be shared (each from its own line)
    /// are, on the sample devices, orientation and text size.
    @Test func sharedRowsArePlacedAsUnsharedOnes() {
        for device in TestDevice.sample {
            for landscape in [false, true] {
                for text in [DynamicTypeSize.xSmall, .large, .accessibility5] {
                    let host = device.host(landscape: landscape, text: text)
                    let shared = LayoutEngine.layout(.scrollView([.vertical], [ViewNode.vStack((1...12).map { _ in row() })]), in: host)
                    let apart = LayoutEngine.layout(.scrollView([.vertical], [ViewNode.vStack((1...12).map { row(line: $0) })]), in: host)
                    #expect(shared.allViews.map(\.frame) == apart.allViews.map(\.frame))
                    #expect(shared.allViews.map(\.kind) == apart.allViews.map(\.kind))
                    #expect(shared.allViews.count > 12 * 6)
                }
            }
        }
    }

    /// Two equal children of a `ViewThatFits`, neither of which fits: the last is shown, as
    /// SwiftUI does, though both are one subview.
    @Test func viewThatFitsTellsEqualChildrenByPosition() {
        let wide = ViewNode.color("red").frame(width: 500, height: 20)
        let placed = LayoutEngine.layout(.viewThatFits([wide, wide]), in: canvas(300, 300))
        #expect(placed.children.count == 1)
        #expect(placed.children.first?.frame.size == Size(width: 500, height: 20))
    }
}
