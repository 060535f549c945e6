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

/// A line limit below one (`.lineLimit(0)`, which UIKit's `numberOfLines` reads as no limit) has no
/// documented meaning in SwiftUI: the text it limits is opaque, not laid out as one line.
@Suite struct ZeroLineLimitReadingTests {
    @Test(arguments: [
        "Text(title).lineLimit(0)",
        "VStack { Text(title); Text(\"Subtitle\") }.lineLimit(0)",
    ])
    func aLimitBelowOneLineIsOpaque(_ limited: String) throws {
        let source = """
            struct Screen: View {
                let title = "A title long enough to wrap over several lines of a narrow row"
                var body: some View { \(limited).frame(width: 120) }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.contains { $0.message.contains("lineLimit(0)") }, "\(tree.issues.map(\.message))")
    }

    @Test func aLimitOfOneLineIsLaidOut() throws {
        let source = """
            struct Screen: View {
                var body: some View { Text("A title long enough to wrap").lineLimit(1).frame(width: 120) }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues.map(\.message))")
    }
}
