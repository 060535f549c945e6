import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// UIKit's `UIFontMetrics` scales a length as a `@ScaledMetric` does: by its text style's ratio
/// (`.body` for `default`), at the text size of each host, written in place or held in a constant.
@Suite struct FontMetricsScalingTests {
    private static let source = """
        import SwiftUI
        import UIKit
        extension Image {
            func scaledIcon(height: CGFloat) -> some View {
                resizable().frame(width: height, height: UIFontMetrics.default.scaledValue(for: height))
            }
        }
        struct Badge: View {
            private let caption = UIFontMetrics(forTextStyle: .caption1)
            var body: some View {
                HStack(spacing: 0) {
                    Image(systemName: "star").scaledIcon(height: 17)
                    Circle().frame(width: UIFontMetrics(forTextStyle: UIFont.TextStyle.caption1).scaledValue(for: 24), height: 10)
                    Circle().frame(width: 10, height: caption.scaledValue(for: 12))
                }
            }
        }
        """

    private func sizes(at textSize: DynamicTypeSize) throws -> (issues: [String], sizes: [Size]) {
        let host = LayoutHost(screenSize: Size(width: 300, height: 600), dynamicTypeSize: textSize)
        let tree = try ScreenReader(sources: [(path: "Badge.swift", source: Self.source)])
            .tree(of: "Badge", options: ReadingOptions(host: host))
        let sizes = LayoutEngine.layout(tree.root, in: host).allViews.filter { $0.kind == .modifier("frame") }
            .map { Size(width: ($0.frame.size.width * 100).rounded() / 100, height: ($0.frame.size.height * 100).rounded() / 100) }
        return (tree.issues.map(\.message), sizes)
    }

    @Test func atTheDefaultTextSizeALengthIsItself() throws {
        let (issues, sizes) = try sizes(at: .large)
        #expect(issues.isEmpty, "\(issues)")
        #expect(sizes == [Size(width: 17, height: 17), Size(width: 24, height: 10), Size(width: 10, height: 12)])
    }

    @Test func atOtherTextSizesALengthScalesAsItsTextStyle() throws {
        // `.body` is 17 pt at Large and 53 pt at AX5; `.caption` 12 pt and 43 pt.
        let (_, sizes) = try sizes(at: .accessibility5)
        #expect(sizes == [Size(width: 17, height: 53), Size(width: 86, height: 10), Size(width: 10, height: 43)])
    }
}
