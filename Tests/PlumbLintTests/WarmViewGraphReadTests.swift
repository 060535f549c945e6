import Foundation
import PlumbCore
import Testing

@testable import PlumbLint

/// A file whose rules asked the view graph about some view types depends on what the graph says
/// of those types (`FactReads.Read.view`), not on every file: an edit elsewhere walks it again
/// only when that answer changes, and every warm answer must still be a cold run's.
@Suite struct WarmViewGraphReadTests {
    /// A card that stores its content as a closure, reported unless previews alone show it
    /// (`PreviewCode.isPreviewOnlyView`): which depends on who calls `Card`, in other files.
    private static let files: [String: String] = [
        "Sources/Card.swift": """
            import SwiftUI

            struct Card<Content: View>: View {
                let content: () -> Content
                var body: some View { content().padding() }
            }

            #Preview { Card { Text("Preview") } }
            """,
        "Sources/Home.swift": """
            import SwiftUI

            struct Home: View {
                var body: some View { Card { Text("Home") } }
            }
            """,
        "Sources/Notes.swift": """
            import SwiftUI

            struct Notes: View {
                var body: some View { Text("Notes") }
            }
            """,
    ]

    private static let closureFinding = "closure SwiftUI cannot compare"

    private func write(_ text: String, to path: String, in project: TemporaryProject) throws {
        try Data(text.utf8).write(to: project.root.appendingPathComponent(path))
    }

    private func reportsTheCard(_ findings: [String]) -> Bool {
        findings.contains { $0.contains("Card.swift") && $0.contains(Self.closureFinding) }
    }

    /// The project and a warm project after a first run, which reports the card as a cold one does.
    private func warmedUp() throws -> (TemporaryProject, WarmProject) {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-graph")
        let warm = WarmProject()
        let first = WarmAndColdRuns.lint(project, warm: warm)
        #expect(WarmAndColdRuns.describe(first.warm) == first.cold)
        #expect(reportsTheCard(first.cold))
        return (project, warm)
    }

    @Test func anEditOfAViewNoOtherFileAskedAboutWalksOnlyThatFile() throws {
        let (project, warm) = try warmedUp()
        defer { project.remove() }
        try write(Self.files["Sources/Notes.swift"]!.replacingOccurrences(of: "Text(\"Notes\")", with: "Text(\"All notes\")"),
                  to: "Sources/Notes.swift", in: project)
        let second = WarmAndColdRuns.lint(project, warm: warm)
        #expect(second.warm.lintedPaths == [project.root.appendingPathComponent("Sources/Notes.swift").path])
        #expect(WarmAndColdRuns.describe(second.warm) == second.cold)
    }

    @Test func anEditThatChangesACallerOfTheViewWalksItsFileAgain() throws {
        let (project, warm) = try warmedUp()
        defer { project.remove() }
        // Home no longer shows the card: only the preview does, so the card is preview code.
        try write(Self.files["Sources/Home.swift"]!.replacingOccurrences(of: "Card { Text(\"Home\") }", with: "Text(\"Home\")"),
                  to: "Sources/Home.swift", in: project)
        let second = WarmAndColdRuns.lint(project, warm: warm)
        #expect(WarmAndColdRuns.describe(second.warm) == second.cold)
        #expect(!reportsTheCard(second.cold))
    }

    /// The file that calls `Card` is unchanged, but a `Card` nested in `Home`, declared in
    /// another file that names no `Card` before, is now what its call names; then it is deleted.
    @Test func aNewDeclarationOfATypeUnknownBeforeChangesWhatACallNames() throws {
        let (project, warm) = try warmedUp()
        defer { project.remove() }
        try write(Self.files["Sources/Notes.swift"]! + """

            extension Home {
                struct Card<Content: View>: View {
                    @ViewBuilder let content: Content
                    var body: some View { content.padding() }
                }
            }
            """, to: "Sources/Notes.swift", in: project)
        let declared = WarmAndColdRuns.lint(project, warm: warm)
        #expect(WarmAndColdRuns.describe(declared.warm) == declared.cold)
        #expect(!reportsTheCard(declared.cold))
        try write(Self.files["Sources/Notes.swift"]!, to: "Sources/Notes.swift", in: project)
        let deleted = WarmAndColdRuns.lint(project, warm: warm)
        #expect(WarmAndColdRuns.describe(deleted.warm) == deleted.cold)
        #expect(reportsTheCard(deleted.cold))
    }

    /// A file added or deleted changes the project model's key, so the warm project walks every
    /// file again (`WarmProject.cache`); the answer must still be the cold one.
    @Test func aDeletedCallerWalksTheViewsFileAgain() throws {
        let (project, warm) = try warmedUp()
        defer { project.remove() }
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Sources/Home.swift"))
        let second = WarmAndColdRuns.lint(project, warm: warm)
        #expect(WarmAndColdRuns.describe(second.warm) == second.cold)
        #expect(!reportsTheCard(second.cold))
    }
}
