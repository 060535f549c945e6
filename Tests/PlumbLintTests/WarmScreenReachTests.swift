import Foundation
import PlumbCore
import Testing

@testable import PlumbLint

/// A warm project's one-file lints lay out only the screens that reach the file, and skip a
/// screen without reading it while what its reading asked of the project is unchanged
/// (`ScreenReaches`): each answer must still be a cold run's.
@Suite struct WarmScreenReachTests {
    /// A screen with a header of another file, and a caption no screen shows yet, whose long
    /// text runs to the screen's edge when it is laid out alone.
    private static let files: [String: String] = [
        "Sources/NoteScreen.swift": """
            import SwiftUI

            struct NoteScreen: View {
                var body: some View {
                    ScrollView {
                        VStack(alignment: .leading) {
                            Header()
                        }
                        .padding(.horizontal, 16)
                    }
                }
            }
            """,
        "Sources/Header.swift": """
            import SwiftUI

            struct Header: View {
                var body: some View { Text("Notes").font(.title) }
            }
            """,
        "Sources/Caption.swift": """
            import SwiftUI

            struct Caption: View {
                var body: some View {
                    ScrollView {
                        Text("Write a few lines about your day: what happened, how you felt, and what you want to remember about it.")
                    }
                }
            }
            """,
    ]

    private func lint(_ path: String, in project: TemporaryProject, warm: WarmProject) throws -> (warm: [String], cold: [String]) {
        try WarmAndColdRuns.lint(file: path, in: project, warm: warm)
    }

    private func write(_ text: String, to path: String, in project: TemporaryProject) throws {
        try Data(text.utf8).write(to: project.root.appendingPathComponent(path))
    }

    @Test func aScreenThatStartsShowingTheFileIsLaidOutAgain() throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-reach")
        defer { project.remove() }
        let warm = WarmProject()
        let alone = try lint("Sources/Caption.swift", in: project, warm: warm)
        #expect(alone.warm == alone.cold)
        #expect(!alone.cold.isEmpty)
        // The screen now shows the caption inside its margins: the caption is part of the screen.
        try write(Self.files["Sources/NoteScreen.swift"]!.replacingOccurrences(of: "Header()", with: "Header()\n                Caption()"),
                  to: "Sources/NoteScreen.swift", in: project)
        let shown = try lint("Sources/Caption.swift", in: project, warm: warm)
        #expect(shown.warm == shown.cold)
        #expect(shown.cold != alone.cold)
    }

    @Test func aViewTypeAScreenReadsChangingInAnotherFileIsReadAgain() throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-reach")
        defer { project.remove() }
        let warm = WarmProject()
        let before = try lint("Sources/Caption.swift", in: project, warm: warm)
        #expect(before.warm == before.cold)
        // The header, which the screen reads, now shows the caption.
        try write(Self.files["Sources/Header.swift"]!.replacingOccurrences(of: "Text(\"Notes\").font(.title)", with: "Caption()"),
                  to: "Sources/Header.swift", in: project)
        let after = try lint("Sources/Caption.swift", in: project, warm: warm)
        #expect(after.warm == after.cold)
        #expect(after.cold != before.cold)
        // And a file deleted: the caption is shown by nothing again.
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Sources/Header.swift"))
        try write(Self.files["Sources/NoteScreen.swift"]!.replacingOccurrences(of: "Header()", with: "Text(\"Notes\")"),
                  to: "Sources/NoteScreen.swift", in: project)
        let deleted = try lint("Sources/Caption.swift", in: project, warm: warm)
        #expect(deleted.warm == deleted.cold)
    }
}
