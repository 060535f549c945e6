import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A screen's trees for many hosts: one reading per answer to what the reading asked of its host.
@Suite struct ScreenTreesTests {
    static let reader = ScreenReader(sources: [(path: "Adaptive.swift", source: """
        struct AdaptiveView: View {
            @Environment(\\.horizontalSizeClass) private var sizeClass
            var body: some View {
                #if os(tvOS)
                Text("TV")
                #else
                if sizeClass == .compact {
                    VStack { Text("A"); Text("B") }
                } else {
                    HStack { Text("A"); Text("B") }
                }
                #endif
            }
        }
        """), (path: "Plain.swift", source: """
        struct PlainView: View {
            var body: some View {
                VStack { Text("A"); Text("B") }
            }
        }
        """), (path: "PerPlatform.swift", source: """
        struct PerPlatformView: View {
            var body: some View {
                #if os(tvOS)
                Text("TV")
                #else
                VStack { Text("A"); Text("B") }
                #endif
            }
        }
        """)])

    func scenario(_ id: String) throws -> Scenario {
        let deviceID = String(id.split(separator: "/")[0])
        return try #require(DeviceCatalog.device(id: deviceID)?.scenarios.first { $0.id == id })
    }

    @Test func eachHostGetsTheTreeOfItsSizeClassesAndPlatform() throws {
        let hosts = try ["iphone-se-4-7/portrait", "ipad-pro-11/landscape", "ipad-pro-11/landscape/split-1-3", "apple-tv-4k/landscape"]
            .map { LayoutHost(scenario: try scenario($0), textSize: .accessibility5) }
        let trees = try ScreenTrees(of: "AdaptiveView", for: hosts, reader: Self.reader)
        #expect(hosts.map { trees.root(for: $0)?.kind.name } == ["VStack", "HStack", "VStack", "Text"])
        // Another text size on a device read for is the same reading.
        let large = LayoutHost(scenario: try scenario("iphone-se-4-7/portrait"), textSize: .large)
        #expect(trees.root(for: large)?.kind == .view("VStack"))
        #expect(trees.root(for: LayoutHost(screenSize: Size(width: 300, height: 300))) == nil, "no reading holds for it")
        // The iPad in split view answers as the iPhone does: compact, and compiled alike.
        #expect(trees.readingCount == 3, "each host answers the platform or the size classes differently")
    }

    @Test func anIPhoneAndAnIPadShareTheReadingOfTheirCompiledCode() throws {
        let hosts = try ["iphone-se-4-7/portrait", "ipad-pro-11/landscape", "apple-tv-4k/landscape"]
            .map { LayoutHost(scenario: try scenario($0)) }
        let trees = try ScreenTrees(of: "PerPlatformView", for: hosts, reader: Self.reader)
        #expect(trees.readingCount == 2, "`#if os(iOS)` holds on both: one reading for iPhone and iPad, one for the TV")
        #expect(trees.reading(for: hosts[0]) == trees.reading(for: hosts[1]))
        #expect(hosts.map { trees.root(for: $0)?.kind.name } == ["VStack", "VStack", "Text"])
    }

    @Test func aScreenThatAsksNothingOfItsHostIsReadOnce() throws {
        let hosts = try ["iphone-se-4-7/portrait", "iphone-16-pro-max/landscape", "apple-tv-4k/landscape"]
            .map { LayoutHost(scenario: try scenario($0)) }
        let plain = try ScreenTrees(of: "PlainView", for: hosts, reader: Self.reader)
        #expect(plain.readingCount == 1)
        #expect(hosts.map { plain.root(for: $0)?.kind.name } == ["VStack", "VStack", "VStack"])
        // `#if os(…)` asks the platform only: an iPhone is read once in both orientations, whose
        // size classes differ.
        let perPlatform = try ScreenTrees(of: "PerPlatformView", for: hosts, reader: Self.reader)
        #expect(perPlatform.readingCount == 2)
        #expect(hosts.map { perPlatform.root(for: $0)?.kind.name } == ["VStack", "VStack", "Text"])
    }

    @Test func aReadingThatKeepsNoAssumptionsReadsTheSameTree() throws {
        let reader = ScreenReader(sources: [(path: "Feed.swift", source: """
            struct FeedView: View {
                let items: [String]
                @State private var isLoading = true
                var body: some View {
                    if !isLoading {
                        List(items, id: \\.self) { item in Text(item) }
                    } else {
                        ProgressView()
                    }
                }
            }
            """)])
        let host = LayoutHost(scenario: try scenario("iphone-se-4-7/portrait"))
        let kept = try reader.tree(of: "FeedView", options: ReadingOptions(host: host))
        let spared = try reader.tree(of: "FeedView", options: ReadingOptions(host: host, recordsAssumptions: false))
        #expect(kept.assumptions.count == 2, "the branch taken and the rows laid out: \(kept.assumptions)")
        #expect(spared.assumptions.isEmpty)
        #expect(spared.root == kept.root)
        #expect(spared.issues == kept.issues)
    }

    @Test func aTypeTheReaderDoesNotKnowFailsAsTheReaderDoes() throws {
        let host = LayoutHost(scenario: try scenario("iphone-se-4-7/portrait"))
        #expect(throws: ScreenError.self) { _ = try ScreenTrees(of: "MissingView", for: [host], reader: Self.reader) }
    }
}
