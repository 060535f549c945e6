import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// `.listSectionSpacing(_:)`: the gap between sections that meet card to card, as the app
/// declares it; where a header or footer stands between sections, or `.compact`, it stays opaque.
@Suite struct ListSectionSpacingReadingTests {
    func laidOut(_ source: String) throws -> (reading: SnippetReading, placed: PlacedView) {
        try RealScreenReadingTests().laidOut(source)
    }

    /// The tops of the list's sections, relative to the list.
    func sectionTops(_ placed: PlacedView) throws -> [Double] {
        let list = try #require(placed.allViews.first { $0.kind == .view("List") || $0.kind == .view("Form") })
        return placed.allViews.filter { $0.kind == .view("Section") }.map { $0.frame.minY - list.frame.minY }
    }

    @Test(arguments: [
        #"List { Section { Text("A") }; Section { Text("B") }; Section { Text("C") } }.listSectionSpacing(12)"#,
        #"Form { Section { Text("A") }; Section { Text("B") }; Section { Text("C") } }.scrollContentBackground(.hidden).listSectionSpacing(spacing)"#,
    ])
    func aDeclaredSpacingIsTheGapBetweenCardsAndTheTopKeepsItsOwn(source: String) throws {
        let (reading, placed) = try laidOut("let spacing: CGFloat = 12\n" + source)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        let row = ListRowLayout.minimumHeight
        #expect(try sectionTops(placed) == [ListLayout.sectionGap, ListLayout.sectionGap + row + 12, ListLayout.sectionGap + 2 * (row + 12)])
    }

    @Test func theDefaultSpacingIsTheStylesOwn() throws {
        let (reading, placed) = try laidOut(#"List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing(.default)"#)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        #expect(try sectionTops(placed) == [ListLayout.sectionGap, 2 * ListLayout.sectionGap + ListRowLayout.minimumHeight])
    }

    @Test(arguments: [
        #"List { Section { Text("A") }; Section { Text("B") } }.listSectionSpacing(.compact)"#,
        #"List { Section { Text("A") }; Section("Later") { Text("B") } }.listSectionSpacing(8)"#,
        #"Form { Section { Text("A") } footer: { Text("Why") }; Section { Text("B") } }.listSectionSpacing(8)"#,
        #"VStack { Text("A") }.listSectionSpacing(8)"#,
    ])
    func compactOrAHeaderOrFooterBetweenSectionsStaysOpaque(source: String) throws {
        let (reading, placed) = try laidOut(source)
        #expect(placed.allViews.contains { $0.kind == .modifier("listSectionSpacing") && $0.isOpaque })
        #expect(!reading.issues.isEmpty)
    }
}
