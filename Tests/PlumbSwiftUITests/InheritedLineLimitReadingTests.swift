import PlumbLayout
import PlumbSwiftUI
import Testing

/// `.lineLimit(limit)` where `limit` is the view's own `@Environment(\.lineLimit)`: the limit its
/// text inherits, so the modifier changes nothing (`InheritedLineLimit`).
@Suite struct InheritedLineLimitReadingTests {
    private static let sentence = "A sentence long enough to wrap over several lines of a narrow row"

    /// The heights of the screen's texts, in order.
    private func textHeights(_ source: String) throws -> (issues: [String], heights: [Double]) {
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        return (tree.issues.map(\.message), placed.allViews.filter { $0.kind == .view("Text") }.map(\.frame.size.height))
    }

    @Test func aRowHandingOnTheLimitItInheritsKeepsItsCallersLimit() throws {
        let source = """
            struct Row: View {
                @Environment(\\.lineLimit) private var lineLimit
                let title: String
                var body: some View {
                    HStack {
                        Text(title).lineLimit(lineLimit)
                        Text("Status").lineLimit(1)
                    }
                }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Row(title: "\(Self.sentence)").lineLimit(1)
                        Row(title: "\(Self.sentence)")
                    }
                    .frame(width: 200)
                }
            }
            """
        let (issues, heights) = try textHeights(source)
        #expect(issues.isEmpty, "\(issues)")
        #expect(heights[0] == heights[1], "one line, as the caller limits it")
        #expect(heights[2] > 2 * heights[0], "no limit where the caller sets none")
    }

    @Test func aLimitChosenBetweenTheInheritedOneAndANumberTakesTheSettledBranch() throws {
        let source = """
            struct RowLabel: View {
                enum Layout { case standard, avatar }
                @Environment(\\.lineLimit) var lineLimit
                var layout: Layout = .standard
                var titleLineLimit: Int? { layout == .avatar ? 1 : lineLimit }
                var body: some View { Text("\(Self.sentence)").lineLimit(titleLineLimit) }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        RowLabel(layout: .avatar)
                        RowLabel().lineLimit(2)
                    }
                    .frame(width: 200)
                }
            }
            """
        let (issues, heights) = try textHeights(source)
        #expect(issues.isEmpty, "\(issues)")
        #expect(heights[1] > heights[0] && heights[1] < 3 * heights[0], "one line, then the caller's two")
    }

    @Test func aLimitAroundTheTextOrAChoiceOnlyTheAppMakesStaysUnread() throws {
        let source = """
            struct Around: View {
                @Environment(\\.lineLimit) private var lineLimit
                var body: some View {
                    VStack { Text("Title").lineLimit(lineLimit) }.lineLimit(2)
                }
            }
            struct Chosen: View {
                @Environment(\\.lineLimit) private var lineLimit
                @State private var expanded = false
                var body: some View { Text("Title").lineLimit(expanded ? lineLimit : 1) }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Around()
                        Chosen()
                    }
                }
            }
            """
        let (issues, _) = try textHeights(source)
        #expect(issues == Array(repeating: "argument '_' of lineLimit is not a value the reader resolves", count: 2))
    }
}
