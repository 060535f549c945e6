import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A reader's kept trees: a screen read again for a host that answers its reading alike is the
/// tree read before, and any other reading is read afresh, equal to the reader's own.
@Suite struct ScreenReadingsTests {
    static let reader = ScreenReader(sources: [(path: "Inbox.swift", source: """
        struct InboxView: View {
            @Environment(\\.horizontalSizeClass) private var sizeClass
            let messages: [String]
            @State private var isLoading = false
            var body: some View {
                if sizeClass == .compact {
                    List(messages, id: \\.self) { Text($0) }
                } else if isLoading {
                    ProgressView()
                } else {
                    HStack { Text("Sidebar"); Text("Detail") }
                }
            }
        }
        """), (path: "Card.swift", source: """
        struct CardView: View {
            var body: some View {
                VStack(spacing: 8) { Text("Title"); Text("Body") }.padding(12)
            }
        }
        """)])

    func host(_ id: String) throws -> LayoutHost {
        let deviceID = String(id.split(separator: "/")[0])
        return LayoutHost(scenario: try #require(DeviceCatalog.device(id: deviceID)?.scenarios.first { $0.id == id }))
    }

    /// Every reading through the kept trees, in an order that revisits hosts, equals the reader's.
    @Test func eachReadingIsTheReadersOwn() throws {
        let readings = ScreenReadings(reader: Self.reader)
        let hosts = try [nil, host("iphone-15/portrait"), host("ipad-pro-11/landscape"), host("iphone-15/landscape"),
                         host("ipad-pro-11/landscape/split-1-3"), nil, host("ipad-pro-11/portrait")]
        for screen in ["InboxView", "CardView"] {
            for host in hosts {
                for options in [ReadingOptions(host: host), ReadingOptions(host: host, rows: .one),
                                ReadingOptions(host: host, recordsAssumptions: false)] {
                    let kept = try readings.tree(of: screen, options: options)
                    let fresh = try Self.reader.tree(of: screen, options: options)
                    #expect(kept.root == fresh.root, "\(screen) on \(host?.screenSize.width ?? 0), \(options.rows)")
                    #expect(kept.issues == fresh.issues)
                    #expect(kept.assumptions == fresh.assumptions)
                    #expect(kept.rows == fresh.rows)
                }
            }
        }
    }

    @Test func aHostThatAnswersAlikeIsGivenTheTreeReadBefore() throws {
        let readings = ScreenReadings(reader: Self.reader)
        let first = try readings.tree(of: "CardView", options: ReadingOptions(host: host("iphone-15/portrait")))
        // The card asks nothing of its host: the tree read for one is every host's, even none.
        let again = try readings.tree(of: "CardView", options: ReadingOptions(host: host("ipad-pro-11/landscape")))
        #expect(again.root == first.root)
        #expect(try readings.tree(of: "CardView").root == first.root)
        #expect(readings.readingCount == 1)
        // The inbox asks for the size classes: another iPhone in portrait has the same ones, an
        // iPad not; and a reading with another row count is another reading.
        _ = try readings.tree(of: "InboxView", options: ReadingOptions(host: host("iphone-15/portrait")))
        _ = try readings.tree(of: "InboxView", options: ReadingOptions(host: host("iphone-13-mini/portrait")))
        #expect(readings.readingCount == 2)
        _ = try readings.tree(of: "InboxView", options: ReadingOptions(host: host("ipad-pro-11/landscape")))
        _ = try readings.tree(of: "InboxView", options: ReadingOptions(host: host("iphone-15/portrait"), rows: .one))
        #expect(readings.readingCount == 4)
    }

    @Test func aViewTheReaderDoesNotKnowFailsEachTime() throws {
        let readings = ScreenReadings(reader: Self.reader)
        for _ in 0..<2 {
            #expect(throws: ScreenError.self) { _ = try readings.tree(of: "MissingView") }
        }
    }
}
