import PlumbCore
import PlumbLayout
@testable import PlumbSwiftUI
import Testing

/// A `ForEach` over a literal array — written in place, or held by a constant of the view or of
/// a project type — gives each row its own element, as SwiftUI does: what a row shows of its
/// element is what the code wrote, not a run-time sample.
@Suite struct LiteralElementRowsTests {
    static let model = """
        struct Tile: Identifiable {
            static let presets = [Tile(width: 8, height: 8), Tile(width: 512, height: 288)]
            var width: Int
            var height: Int
            var id: String { "\\(width)x\\(height)" }
        }
        """

    /// The labels of the Texts `rows` shows, and whether any of them is laid out with a sample.
    static func texts(_ rows: String) throws -> (labels: [String], sampled: Bool) {
        let source = model + """

            struct Picker: View {
                private let days = ["Mon", "Tuesday"]
                var body: some View {
                    HStack {
                        \(rows)
                    }
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Picker")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let texts = placed.allViews.filter { $0.kind == .view("Text") }
        return (texts.compactMap(\.label), RunTimeTextTests.runTimeText(in: tree.root) != nil)
    }

    @Test(arguments: [
        // A project type's static array of instances, each field shown.
        (#"ForEach(Tile.presets) { tile in Text("\(tile.width)x\(tile.height)") }"#, ["8x8", "512x288"]),
        (#"ForEach(Tile.presets) { Text("\($0.width) wide") }"#, ["8 wide", "512 wide"]),
        // Strings written in place, or held by the view's constant.
        (#"ForEach(["Low", "Medium", "High"], id: \.self) { level in Text(level) }"#, ["Low", "Medium", "High"]),
        (#"ForEach(days, id: \.self) { Text($0).bold() }"#, ["Mon", "Tuesday"]),
    ])
    func eachRowShowsItsOwnElement(rows: String, labels: [String]) throws {
        let texts = try Self.texts(rows)
        #expect(texts.labels == labels)
        #expect(!texts.sampled, "every element is written")
    }

    /// Data the app holds at run time keeps the representative rows and the run-time samples.
    @Test(arguments: [
        #"ForEach(tiles) { tile in Text("\(tile.width)x\(tile.height)") }"#,
        #"ForEach(tiles.filter { $0.width > 8 }) { tile in Text("\(tile.width)") }"#,
    ])
    func runTimeDataKeepsItsSamples(rows: String) throws {
        let source = Self.model + """

            struct Picker: View {
                let tiles: [Tile]
                var body: some View {
                    HStack {
                        \(rows)
                    }
                }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Picker")
        #expect(RunTimeTextTests.runTimeText(in: tree.root) != nil)
        #expect(tree.assumptions.contains { $0.message.contains("rows for 'tiles") }, "\(tree.assumptions)")
    }
}
