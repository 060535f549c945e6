import Foundation
import PlumbCore
import Testing

@testable import PlumbLint

/// A file that gives content to a project container (`Card { … }`) asks the view graph about its
/// own call of the container only (`FactReads.Read.viewUsesInFile`), not about every call of it:
/// an edit of another file that calls the container does not walk it again.
@Suite struct WarmContainerCallReadTests {
    private static let files: [String: String] = [
        "Sources/Card.swift": """
            import SwiftUI

            struct Card<Content: View>: View {
                @ViewBuilder let content: Content
                var body: some View { VStack { content } }
            }
            """,
        "Sources/Home.swift": """
            import SwiftUI

            struct Home: View {
                var body: some View {
                    Card {
                        Button { } label: { Image(systemName: "xmark").font(.caption) }
                    }
                }
            }
            """,
        "Sources/Notes.swift": """
            import SwiftUI

            struct Notes: View {
                var body: some View { Card { Text("Notes") } }
            }
            """,
    ]

    @Test func anEditOfAnotherCallerOfTheContainerWalksOnlyThatFile() throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-container")
        defer { project.remove() }
        let warm = WarmProject()
        let first = WarmAndColdRuns.lint(project, warm: warm)
        #expect(WarmAndColdRuns.describe(first.warm) == first.cold)
        #expect(first.cold.contains { $0.contains("Home.swift") && $0.contains("tap target") })
        let notes = project.root.appendingPathComponent("Sources/Notes.swift")
        try Data(Self.files["Sources/Notes.swift"]!.replacingOccurrences(of: "Text(\"Notes\")", with: "Text(\"All notes\")").utf8).write(to: notes)
        let second = WarmAndColdRuns.lint(project, warm: warm)
        #expect(second.warm.lintedPaths == [notes.path])
        #expect(WarmAndColdRuns.describe(second.warm) == second.cold)
    }

    /// Another file declares a `Card` nested in `Home`, which places its content in a list: Home's
    /// call now names that one, and Home's button has the row's hit area.
    @Test func anotherFilesNewContainerChangesWhatTheFilesOwnCallNames() throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-container")
        defer { project.remove() }
        let warm = WarmProject()
        _ = WarmAndColdRuns.lint(project, warm: warm)
        try Data((Self.files["Sources/Notes.swift"]! + """

            extension Home {
                struct Card<Content: View>: View {
                    @ViewBuilder let content: Content
                    var body: some View { List { content } }
                }
            }
            """).utf8).write(to: project.root.appendingPathComponent("Sources/Notes.swift"))
        let second = WarmAndColdRuns.lint(project, warm: warm)
        #expect(WarmAndColdRuns.describe(second.warm) == second.cold)
        #expect(!second.cold.contains { $0.contains("Home.swift") && $0.contains("tap target") })
    }
}
