import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A `@ScaledMetric` is its declared value at the Large text size, and scales with the text size
/// by its text style's ratio.
@Suite struct ScaledMetricReadingTests {
    private static let source = """
        import SwiftUI
        struct Badge: View {
            @ScaledMetric var dot: CGFloat = 17
            @ScaledMetric(relativeTo: .caption) private var avatar: CGFloat = 24
            var body: some View {
                HStack(spacing: 0) {
                    Circle().frame(width: dot, height: dot)
                    Rectangle().frame(width: self.avatar * 2, height: avatar)
                }
            }
        }
        """

    private func sizes(at textSize: DynamicTypeSize) throws -> [Size] {
        let host = LayoutHost(screenSize: Size(width: 300, height: 600), dynamicTypeSize: textSize)
        let tree = try ScreenReader(sources: [(path: "Badge.swift", source: Self.source)])
            .tree(of: "Badge", options: ReadingOptions(host: host))
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        return LayoutEngine.layout(tree.root, in: host).allViews.filter { $0.kind == .view("Circle") || $0.kind == .view("Rectangle") }
            .map { Size(width: ($0.frame.size.width * 100).rounded() / 100, height: ($0.frame.size.height * 100).rounded() / 100) }
    }

    @Test func atTheDefaultTextSizeAMetricIsItsDeclaredValue() throws {
        #expect(try sizes(at: .large) == [Size(width: 17, height: 17), Size(width: 48, height: 24)])
    }

    @Test func atOtherTextSizesAMetricScalesAsItsTextStyle() throws {
        // `.body` is 17 pt at Large and 53 pt at AX5; `.caption` 12 pt and 43 pt.
        #expect(try sizes(at: .accessibility5) == [Size(width: 53, height: 53), Size(width: 172, height: 86)])
    }

    @Test func aScreenWhoseMetricsOnlyFramesReadIsReadOnceWithATreePerTextSize() throws {
        let hosts = [DynamicTypeSize.large, .accessibility5].map { LayoutHost(screenSize: Size(width: 300, height: 600), dynamicTypeSize: $0) }
        let trees = try ScreenTrees(of: "Badge", for: hosts, reader: ScreenReader(sources: [(path: "Badge.swift", source: Self.source)]))
        #expect(trees.readingCount == 1)
        #expect(trees.reading(for: hosts[0]) != trees.reading(for: hosts[1]))
    }
}
