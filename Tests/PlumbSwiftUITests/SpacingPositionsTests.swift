import PlumbLayout
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax
import Testing

/// Where SwiftUI takes a spacing length, read from the calls that pass one.
@Suite struct SpacingPositionsTests {
    /// Each spacing value the calls of `view` pass, as `position: value`.
    private func spacing(_ view: String) -> [String] {
        SourceFile(path: "A.swift", source: "let v = \(view)").tree.descendantCalls
            .flatMap { SpacingPositions.arguments(of: $0) }
            .map { "\($0.name): \($0.expression.trimmedDescription)" }
    }

    @Test func paddingTakesALengthAloneOrAfterItsEdges() {
        #expect(spacing("Text(\"A\").padding(8)") == ["padding: 8"])
        #expect(spacing("Text(\"A\").padding(.horizontal, 12)") == ["padding: 12"])
        #expect(spacing("Text(\"A\").padding(.top).padding()") == [])
        #expect(spacing("name.padding(toLength: 8, withPad: \" \", startingAt: 0)") == [])
    }

    @Test func theEdgesOfAPaddingAreItsPosition() {
        let call = SourceFile(path: "A.swift", source: "let v = Text(\"A\").padding(.vertical, 4)").tree.descendantCalls[0]
        #expect(SpacingPositions.arguments(of: call).map(\.position) == [.padding(.vertical)])
    }

    @Test func aStackSpacesTwoOrMoreChildrenInALine() {
        #expect(spacing("VStack(spacing: 8) { Text(\"A\"); Text(\"B\") }") == ["VStack spacing: 8"])
        #expect(spacing("HStackLayout(spacing: 4) { Text(\"A\"); Text(\"B\") }") == ["HStackLayout spacing: 4"])
        #expect(spacing("VStack(spacing: 8) { Text(\"A\") }") == [])
        #expect(spacing("VStack(spacing: 8) { ForEach(rows) { Text($0) } }") == ["VStack spacing: 8"])
    }

    @Test func gridsAndSpacersTakeTheirOwnLabels() {
        #expect(spacing("Grid(horizontalSpacing: 4, verticalSpacing: 8) {}") == ["Grid spacing: 4", "Grid spacing: 8"])
        #expect(spacing("LazyVGrid(columns: columns, spacing: 12) {}") == ["LazyVGrid spacing: 12"])
        #expect(spacing("Spacer(minLength: 16)") == ["Spacer minLength: 16"])
    }

    @Test func modifiersTakeTheLengthTheCatalogSays() {
        #expect(spacing("List {}.contentMargins(.horizontal, 16, for: .scrollContent)") == ["content margin: 16"])
        #expect(spacing("List {}.safeAreaInset(edge: .bottom, spacing: 8) { Bar() }") == ["safeAreaInset spacing: 8"])
        #expect(spacing("Text(\"A\").offset(x: 8)") == [])
    }

    @Test func edgeInsetsAreReadAsTheirOwnCall() {
        let insets = ["edge inset: 1", "edge inset: 2", "edge inset: 3", "edge inset: 4"]
        #expect(spacing("Text(\"A\").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))") == insets)
        #expect(spacing("List {}.listRowInsets(.init(top: 1, leading: 2, bottom: 3, trailing: 4))") == insets)
    }
}
