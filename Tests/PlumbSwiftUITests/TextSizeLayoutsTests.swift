import PlumbCore
import PlumbLayout
@testable import PlumbSwiftUI
import Testing

/// A frame, padding or offset that reads a `@ScaledMetric` is read at every text size of a
/// screen's hosts into one node (`TextSizeLayouts`), so the screen is read once for all of them;
/// the tree `ScreenTrees` gives each host must be the one a reading at the host's text size alone
/// gives, arithmetic on the metric included. A metric read anywhere else keeps a reading per
/// text size.
@Suite struct TextSizeLayoutsTests {
    private static let hosts = [DynamicTypeSize.large, .xSmall, .accessibility5].flatMap { size in
        [OptionalContent.present, .absent].map { content in
            LayoutHost(screenSize: Size(width: 390, height: 844), dynamicTypeSize: size, optionalContent: content)
        }
    }

    /// Each screen's metrics, read only by frames, paddings and offsets, in the idioms apps write.
    private static let readOnce: [String] = [
        """
        struct Screen: View {
            @ScaledMetric private var icon: CGFloat = 24
            @ScaledMetric(relativeTo: .caption) var badge = 12.0
            let note: String?
            var body: some View {
                VStack {
                    Image(systemName: "star").frame(width: icon, height: self.icon)
                    Text("Badge").padding(.horizontal, badge + 4).frame(minWidth: icon * 2)
                    if let note { Text(note).offset(y: badge / 2) }
                }
            }
        }
        """,
        """
        struct Screen: View {
            var body: some View {
                List { Avatar(size: 32); Avatar(size: 48) }
            }
        }
        struct Avatar: View {
            @ScaledMetric private var side: CGFloat
            init(size: CGFloat) { _side = ScaledMetric(wrappedValue: size, relativeTo: .headline) }
            var body: some View {
                Circle().frame(width: side, height: side).padding(side > 0 ? 4 : 8)
            }
        }
        """,
        """
        struct Screen: View {
            @ScaledMetric var spacing: CGFloat = 8
            @State private var isCompact = false
            var body: some View {
                ScrollView {
                    ForEach(0..<3) { _ in
                        Text("Row").padding(isCompact ? spacing : 100).frame(maxWidth: .infinity)
                            .padding(spacing).frame(height: spacing * 5)
                    }
                }
            }
        }
        """,
    ]

    /// Screens whose metric is read where no `TextSizeLayouts` node can hold it: a stack's
    /// spacing, a font's size, and an open number whose lowest candidate is the metric at some
    /// text sizes only (the reading chooses differently at each).
    private static let readPerTextSize: [String] = [
        """
        struct Screen: View {
            @ScaledMetric var spacing: CGFloat = 8
            @State private var isCompact = false
            var body: some View {
                ScrollView { Text("Row").padding(isCompact ? spacing : 16) }
            }
        }
        """,
        """
        struct Screen: View {
            @ScaledMetric private var gap: CGFloat = 6
            var body: some View {
                HStack(spacing: gap) { Text("A"); Text("B") }.frame(width: gap * 20)
            }
        }
        """,
        """
        struct Screen: View {
            @ScaledMetric private var size: CGFloat = 30
            var body: some View {
                VStack {
                    Image(systemName: "star").font(.system(size: size))
                    Text("Small").frame(width: size)
                }
            }
        }
        """,
    ]

    private func trees(_ source: String) throws -> (trees: ScreenTrees, reader: ScreenReader) {
        let reader = ScreenReader(sources: [(path: "Screen.swift", source: "import SwiftUI\n" + source)])
        return (try ScreenTrees(of: "Screen", for: Self.hosts, reader: reader), reader)
    }

    /// The tree of a reading at `host`'s text size alone.
    private func readAlone(_ reader: ScreenReader, at host: LayoutHost) throws -> ViewNode {
        try reader.tree(of: "Screen", options: ReadingOptions(host: host, recordsAssumptions: false)).root
    }

    @Test(arguments: readOnce + readPerTextSize)
    func everyHostGetsTheTreeOfAReadingAtItsTextSize(source: String) throws {
        let (trees, reader) = try trees(source)
        for host in Self.hosts {
            let alone = try readAlone(reader, at: host)
            #expect(trees.root(for: host) == alone, "\(host.dynamicTypeSize) \(host.optionalContent)")
        }
        // Hosts laid out alike are those whose readings alone give equal trees.
        for first in Self.hosts {
            for second in Self.hosts where trees.reading(for: first) == trees.reading(for: second) {
                #expect(try readAlone(reader, at: first) == readAlone(reader, at: second))
            }
        }
    }

    @Test(arguments: readOnce)
    func aScreenWhoseMetricsOnlyLayoutModifiersReadIsReadOnce(source: String) throws {
        let (trees, _) = try trees(source)
        #expect(trees.readingCount <= 2, "once, or once per optional content")
        #expect(trees.reading(for: Self.hosts[0]) != trees.reading(for: Self.hosts[4]), "a tree per text size")
    }

    @Test(arguments: readPerTextSize)
    func aMetricReadElsewhereKeepsAReadingPerTextSize(source: String) throws {
        let (trees, _) = try trees(source)
        #expect(trees.readingCount == 3)
    }
}
