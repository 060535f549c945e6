import PlumbLayout
import PlumbSwiftUI
import Testing

/// `.listStyle(.plain)`: rows spanning the list from its top, their content inset 16 at the sides
/// and 15 above and below, as an iOS 26 render of a plain List shows; a plain list's Sections, and
/// a Form, stay opaque.
@Suite struct PlainListReadingTests {
    /// The render's host: a 393 × 852 screen at the medium text size (swift-snapshot-testing's
    /// iPhone traits), its safe area 59 above and 34 below.
    private let renderHost = LayoutHost(
        screenSize: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0),
        dynamicTypeSize: .medium)

    private func rows(_ source: String, in host: LayoutHost) throws -> [Rect] {
        let reading = try SnippetReader.read(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        return Self.rowFrames(in: LayoutEngine.layout(reading.root, in: host))
    }

    private static func rowFrames(in placed: PlacedView) -> [Rect] {
        (placed.kind == .view("ListRow") ? [placed.frame] : []) + placed.children.flatMap(rowFrames)
    }

    /// The render's rows: a two-line message padded 16 and 8, each row 83.67 tall (its 53.67 of
    /// content and 15 above and below), the first at the safe area's top, the message's text 32
    /// from the screen's edge (the row's 16 and the padding's 16).
    @Test func theRowsOfThePlainListRenderAreLaidOutAsDrawn() throws {
        let source = """
            List {
                ForEach(0..<2) { _ in
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Lunch at noon?").font(.body)
                        HStack { Spacer(); Text("12:30").font(.footnote) }
                    }
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
                }
            }
            .listStyle(.plain)
            """
        let reading = try SnippetReader.read(source)
        let placed = LayoutEngine.layout(reading.root, in: renderHost)
        let frames = Self.rowFrames(in: placed)
        #expect(frames.count == 2)
        #expect(frames.first?.minY == 59 && frames.first?.minX == 0 && frames.first?.size.width == 393)
        #expect(frames.allSatisfy { abs($0.size.height - 83.667) < 0.01 })
        let message = try #require(placed.first(kind: .view("Text"), label: "Lunch at noon?"))
        #expect(message.frame.minX == 32)
    }

    @Test(arguments: [
        #"List { Text("Milk"); Text("Eggs") }.listStyle(.plain)"#,
        #"List(["Milk", "Eggs"], id: \.self) { item in Text(item) }.listStyle(PlainListStyle())"#,
        #"NavigationStack { List { ForEach(["Milk", "Eggs"], id: \.self) { Text($0) } } }.listStyle(.plain)"#,
    ])
    func aPlainListsRowsSpanItFromItsTop(source: String) throws {
        let canvas = LayoutHost(screenSize: Size(width: 390, height: 600))
        let frames = try rows(source, in: canvas)
        #expect(frames.count == 2)
        #expect(frames.allSatisfy { $0.minX == 0 && $0.size.width == 390 && $0.size.height == ListRowLayout.minimumHeight })
        // Row after row, with no gap.
        #expect(frames[1].minY == frames[0].maxY)
    }

    @Test func aPlainListStartsAtItsTopWhereTheInsetGroupedOneLeavesAGap() throws {
        let canvas = LayoutHost(screenSize: Size(width: 390, height: 600))
        let plain = try rows(#"List { Text("Milk") }.listStyle(.plain)"#, in: canvas)
        let insetGrouped = try rows(#"List { Text("Milk") }"#, in: canvas)
        #expect(plain.first?.minY == 0 && plain.first?.minX == 0)
        #expect(insetGrouped.first?.minY == ListLayout.sectionGap && insetGrouped.first?.minX == 16)
    }

    @Test(arguments: [
        #"List { Section("Dairy") { Text("Milk") } }.listStyle(.plain)"#,
        #"List { Section { Text("Milk") } }.listStyle(.plain)"#,
        #"Form { Text("Milk") }.listStyle(.plain)"#,
        #"List { Text("Milk") }.listSectionSpacing(8).listStyle(.plain)"#,
    ])
    func aPlainListWithSectionsOrAFormStaysOpaque(source: String) throws {
        let reading = try SnippetReader.read(source)
        #expect(reading.root.isOpaque && reading.root.kind == .modifier("listStyle"))
        #expect(reading.issues.map(\.message).contains("listStyle 'plain' is not modelled (a plain list's Sections are not modelled)"))
    }
}
