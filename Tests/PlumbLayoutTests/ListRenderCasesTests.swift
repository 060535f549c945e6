import PlumbLayout
import Testing

/// The cases of layout-cases.json measured on iOS 26 renders of inset-grouped lists.
@Suite struct ListRenderCasesTests {
    @Test func aRowIsItsContentAndFifteenPointsAboveAndBelow() throws {
        let c = try LayoutCase.named("list-row-height-tall-content-render")
        let icon = ViewNode.color("blue").frame(width: 28, height: 28)
        let form = ViewNode.list(kind: .view("Form"), [.section([.hStack(spacing: 16, [icon, .text("Duration")])])])
        let placed = LayoutEngine.layout(form, in: canvas(390, 1200))
        let row = try #require(placed.first(kind: .view("ListRow")))
        let content = try #require(placed.first(kind: .view("HStack")))
        #expect(content.frame.size.height == (try c.number("content.h")))
        #expect(row.frame.size.height == (try c.number("row.h")))
        // The rendered icon's ink is as far below the card's top as above its bottom.
        #expect(content.frame.minY - row.frame.minY == row.frame.maxY - content.frame.maxY)
    }

    @Test func aFooterIsFootnoteTextBelowTheCard() throws {
        let c = try LayoutCase.named("section-footer-render")
        let note = "When this is on, the values you copy reach your other devices; they are always copied on this one, so turn it off to keep them here."
        let form = ViewNode.list(kind: .view("Form"), [
            ViewNode.section([.text("Row")]).appendingFooter(.text(note)),
            .section([.text("Next")]),
        ])
        let placed = LayoutEngine.layout(form, in: canvas(390, 1200))
        let rows = placed.all(kind: .view("ListRow"))
        let footer = try #require(placed.first(kind: .view("SectionFooter")))
        let text = try #require(footer.first(kind: .view("Text")))
        #expect(text.frame.minX - rows[0].frame.minX == (try c.number("footer.dx")))
        #expect(abs(text.frame.minY - rows[0].frame.maxY - (try c.number("footer.dy"))) <= Tolerance.exact)
        let lines = try #require(text.laidOutText?.lines.count)
        #expect(lines > 1)
        #expect(abs(text.frame.size.height - Double(lines) * (try c.number("footer.lineHeight"))) <= Tolerance.exact)
        #expect(abs(rows[1].frame.minY - text.frame.maxY - (try c.number("nextCard.dy"))) <= Tolerance.exact)
    }

    @Test func aHeaderIsHeadlineTextAboveItsCard() throws {
        let c = try LayoutCase.named("section-header-render")
        let form = ViewNode.list(kind: .view("Form"), [
            .section([.text("Site Name"), .text("user@example.com")]),
            ViewNode.section([ViewNode.color("clear").frame(height: 120)]).prependingHeader(.text("Description")),
        ])
        let placed = LayoutEngine.layout(form, in: canvas(390, 1000))
        let rows = placed.all(kind: .view("ListRow"))
        let header = try #require(placed.first(kind: .view("SectionHeader"))?.first(kind: .view("Text")))
        #expect(header.frame.minX - rows[2].frame.minX == (try c.number("header.dx")))
        #expect(abs(header.frame.minY - rows[1].frame.maxY - (try c.number("header.afterCard"))) <= Tolerance.exact)
        #expect(abs(rows[2].frame.minY - header.frame.maxY - (try c.number("header.toCard"))) <= Tolerance.exact)
        #expect(header.laidOutText?.weight == .semibold)
    }

    @Test func aHeaderStartsCloserToTheListTopAndToAFooterThanACard() throws {
        let c = try LayoutCase.named("section-header-render")
        let form = ViewNode.list(kind: .view("Form"), [
            ViewNode.section([.text("Row")]).prependingHeader(.text("First")).appendingFooter(.text("Note")),
            ViewNode.section([.text("Row")]).prependingHeader(.text("Second")),
        ])
        let placed = LayoutEngine.layout(form, in: canvas(390, 1000))
        let headers = placed.all(kind: .view("SectionHeader"))
        let footer = try #require(placed.first(kind: .view("SectionFooter"))?.first(kind: .view("Text")))
        #expect(abs(headers[0].frame.minY - placed.frame.minY - (try c.number("header.atTop"))) <= Tolerance.exact)
        #expect(abs(headers[1].frame.minY - footer.frame.maxY - (try c.number("header.afterFooter"))) <= Tolerance.exact)
    }

    @Test func aFooterKeepsTheFontItsContentSets() throws {
        let footer = ViewNode.sectionFooter(ViewNode.text("Note").font(.style(.largeTitle)))
        let styled = LayoutEngine.layout(.sectionFooter(.text("Note")), in: canvas(390, 200))
        let own = LayoutEngine.layout(footer, in: canvas(390, 200))
        #expect(own.frame.size.height > styled.frame.size.height)
    }
}

extension ViewNode {
    /// The section with `footer` after its rows, as the reader builds `Section { } footer: { }`.
    fileprivate func appendingFooter(_ footer: ViewNode) -> ViewNode {
        var section = self
        section.children.append(.sectionFooter(footer))
        return section
    }

    /// The section with `header` before its rows, as the reader builds `Section { } header: { }` in a list.
    fileprivate func prependingHeader(_ header: ViewNode) -> ViewNode {
        var section = self
        section.children.insert(.sectionHeader(header), at: 0)
        return section
    }
}
