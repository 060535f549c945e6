import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// `.monospaced()` and `.monospacedDigit()`, on a font or around views: the text keeps its size
/// and height, and its width, drawn in a fixed-width face Plumb has no advances for, is marked
/// unmeasured (the layout rules do not judge it sideways) instead of leaving the screen opaque.
@Suite struct MonospacedTextTests {
    private let host = LayoutHost(screenSize: Size(width: 300, height: 600))

    private func read(_ screen: String) throws -> (tree: ScreenTree, texts: [PlacedView]) {
        let source = screen + "\nstruct Reference: View { var body: some View { Text(\"12:45\").font(.title) } }"
        let tree = try ScreenReader(sources: [(path: "App.swift", source: source)]).tree(of: "Screen", options: ReadingOptions(host: host))
        let placed = LayoutEngine.layout(tree.root, in: host)
        return (tree, placed.allViews.filter { $0.kind == .view("Text") })
    }

    @Test(arguments: [
        "Text(\"12:45\").font(.title).monospacedDigit()",
        "Text(\"12:45\").monospacedDigit().font(.title)",
        "VStack { Text(\"12:45\").font(.title) }.monospaced()",
        "Text(\"12:45\").font(.title.monospacedDigit())",
        "Text(\"12:45\").font(Font.title.monospaced())",
        "Text(\"12:45\").font(.system(.title).monospaced())",
    ])
    func fixedWidthTextKeepsItsHeightAndIsNotMeasuredSideways(text: String) throws {
        let (tree, texts) = try read("struct Screen: View { var body: some View { VStack { \(text); Text(\"12:45\").font(.title) } } }")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.assumptions.count == 1, "\(tree.assumptions)")
        // The same height, to the pixel grid's rounding.
        #expect(texts.count == 2 && abs(texts[0].frame.size.height - texts[1].frame.size.height) < 0.001, "\(texts.map(\.frame))")
        #expect(texts.map { $0.traits.contains(.unmeasuredFace) } == [true, false])
    }

    @Test func aCustomFaceStaysItsOwnAndFalseTurnsItOff() throws {
        let (tree, texts) = try read(
            """
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text("12:45").font(.custom("Brand", size: 20).monospacedDigit())
                        Text("12:45").monospaced(false)
                    }
                }
            }
            """)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.assumptions.map(\.message) == [
            "measured text in 'Brand' with the system font's metrics: its size is the app's, its face is not read"
        ])
        #expect(texts.map { $0.traits.contains(.unmeasuredFace) } == [true, false])
    }

    @Test func aChoiceOnlyTheRunningAppMakesStaysOpaque() throws {
        let (tree, _) = try read(
            """
            struct Screen: View {
                @State private var isCode = false
                var body: some View { Text("let x = 1").monospaced(isCode) }
            }
            """)
        #expect(tree.issues.map(\.message) == ["argument '_' of monospaced is not a value the reader resolves"])
    }
}
