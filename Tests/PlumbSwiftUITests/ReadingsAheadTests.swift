import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import PlumbSyntax
import Testing

/// A screen's readings made ahead of their turn on several threads (`ScreenTrees` with `jobs`)
/// are the readings one thread makes in turn: the same count, the same tree for every host, and
/// the same questions asked of the facts.
@Suite struct ReadingsAheadTests {
    /// With the note present the reading asks the optional content and the size classes (the
    /// note's branch reads them); without it, only the optional content, and it reads another
    /// view: that reading holds for every size class, so a reading made ahead for the second
    /// size class without the note is never asked for.
    private static let reader = ScreenReader(sources: [
        (path: "Profile.swift", source: """
            import SwiftUI
            struct Profile: View {
                let note: String?
                @Environment(\\.horizontalSizeClass) private var sizeClass
                var body: some View {
                    VStack {
                        Text("Name")
                        if let note {
                            if sizeClass == .compact {
                                Text(note).frame(width: 120)
                            } else {
                                Text(note).frame(width: 320)
                            }
                        } else {
                            EmptyNote()
                        }
                    }
                }
            }
            """),
        (path: "EmptyNote.swift", source: """
            import SwiftUI
            struct EmptyNote: View {
                var body: some View { Label("No note yet", systemImage: "note").padding(8) }
            }
            """),
    ])

    private static let hosts: [LayoutHost] = [OptionalContent.present, .absent].flatMap { content in
        [SizeClasses(horizontal: .compact, vertical: .regular), SizeClasses(horizontal: .regular, vertical: .regular)].map { sizeClasses in
            LayoutHost(screenSize: Size(width: 390, height: 844), sizeClasses: sizeClasses, optionalContent: content)
        }
    }

    private func read(jobs: Int) throws -> (trees: ScreenTrees, reads: Set<FactReads.Read>) {
        let (trees, reads) = try FactReads.recording { try ScreenTrees(of: "Profile", for: Self.hosts, reader: Self.reader, jobs: jobs) }
        return (trees, reads.all)
    }

    @Test func readingsMadeAheadAreTheReadingsMadeInTurn() throws {
        let inTurn = try read(jobs: 1)
        let ahead = try read(jobs: 2)
        #expect(inTurn.trees.readingCount == 3, "both size classes with the note, one reading without it")
        #expect(ahead.trees.readingCount == inTurn.trees.readingCount)
        for host in Self.hosts {
            #expect(ahead.trees.reading(for: host) == inTurn.trees.reading(for: host))
            #expect(ahead.trees.root(for: host) == inTurn.trees.root(for: host))
        }
    }

    @Test func aReadingMadeAheadRecordsWhatItAskedOfTheFacts() throws {
        let inTurn = try read(jobs: 1)
        #expect(inTurn.reads.contains { "\($0)".contains("EmptyNote") }, "only the reading without the note asks about EmptyNote")
        #expect(try read(jobs: 2).reads == inTurn.reads)
    }
}
