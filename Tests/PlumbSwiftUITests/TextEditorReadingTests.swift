import PlumbLayout
import PlumbSwiftUI
import Testing

/// A `TextEditor` takes the whole size it is offered, as an iOS render of one below text fields
/// in a screen-tall `VStack` shows; where a layout leaves it a length to size itself (a list
/// row's height, a scroll view's axis, `fixedSize`), its size is its text's, known only at run
/// time, and it is opaque there with its reason.
@Suite struct TextEditorReadingTests {
    private let canvas = LayoutHost(screenSize: Size(width: 300, height: 600), scale: 3)

    private func editors(_ source: String) throws -> [PlacedView] {
        let reading = try SnippetReader.read(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        #expect(!reading.root.isOpaque)
        return LayoutEngine.layout(reading.root, in: canvas).withoutOrigins.allViews.filter { $0.kind == .view("TextEditor") }
    }

    /// Each source with the size its one editor takes (a body line is 20.333 tall; a Form row's
    /// content is 16 in from a card 16 in from the screen's sides).
    private static let offeredBoth: [(source: String, width: Double, height: Double)] = [
        ("VStack(spacing: 0) { TextField(\"Title\", text: $title); TextEditor(text: $notes) }", 300, 579.667),
        ("VStack { Text(\"Message\").font(.headline); TextEditor(text: $draft).frame(height: 120) }.padding()", 268, 120),
        ("HStack(spacing: 0) { Color.gray.frame(width: 100); TextEditor(text: $body).font(.body) }", 200, 600),
        ("TextEditor(text: $feedback).frame(minHeight: 80).padding(.horizontal, 20)", 260, 600),
        ("ScrollView { TextEditor(text: $log).frame(height: 240) }", 300, 240),
        ("Form { TextEditor(text: $comment).frame(height: 150) }", 236, 150),
    ]

    @Test(arguments: offeredBoth)
    func anEditorOfferedBothLengthsTakesThem(case: (source: String, width: Double, height: Double)) throws {
        let placed = try editors(`case`.source)
        #expect(placed.count == 1)
        #expect(placed.allSatisfy { !$0.isOpaque && !$0.traits.contains(.unknownSize) }, "\(`case`.source)")
        let size = try #require(placed.first).frame.size
        #expect(abs(size.width - `case`.width) < 0.01, "\(`case`.source): \(size)")
        #expect(abs(size.height - `case`.height) < 0.01, "\(`case`.source): \(size)")
    }

    @Test(arguments: [
        "Form { Section(\"Notes\") { TextEditor(text: $notes) } }",
        "List { TextEditor(text: $reply).frame(minHeight: 100) }",
        "ScrollView { VStack { Text(\"Bio\"); TextEditor(text: $bio) } }",
        "TextEditor(text: $summary).fixedSize(horizontal: false, vertical: true)",
    ])
    func aLengthLeftToItsTextLeavesItOpaqueThere(source: String) throws {
        let placed = try editors(source)
        #expect(!placed.isEmpty)
        #expect(placed.allSatisfy { $0.isOpaque && $0.traits.contains(.unknownSize) && $0.opaqueReason == TextEditorLayout().reason }, "\(source)")
    }
}
