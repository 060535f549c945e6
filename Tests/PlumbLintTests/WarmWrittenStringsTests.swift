import Foundation
import PlumbCore
import Testing

@testable import PlumbLint

/// A screen shows a view model's property that the project only sets to written strings, so it
/// is laid out with the longest of them; each file keeps what it writes to the property
/// (`FileWrites`, `SourceFile.remembered`). The writes live in files the screen's own file does
/// not change, so a warm one-file lint of the screen must still see every edit of them: a longer
/// string, a write that is no string, that write's file deleted, the strings file a key is
/// looked up in.
@Suite struct WarmWrittenStringsTests {
    private static let screen = "Sources/BannerScreen.swift"
    private static let long = "Could not reach the server, so the notes you wrote on the train stay on this phone until the next sync"

    private static let files: [String: String] = [
        screen: """
            import SwiftUI

            struct BannerScreen: View {
                @StateObject private var model = BannerModel()
                var body: some View {
                    ScrollView {
                        Text(model.banner ?? "")
                    }
                }
            }
            """,
        "Sources/BannerModel.swift": """
            import Foundation

            final class BannerModel: ObservableObject {
                @Published var banner: String?
                func fail() { banner = "Saved" }
                func lookUp() { banner = String(localized: "sync.failed") }
            }
            """,
        "Resources/en.lproj/Localizable.strings": """
            "sync.failed" = "Could not sync";
            """,
    ]

    /// Writes `text` to the file at `path`, or deletes it when nil.
    private func write(_ text: String?, to path: String, in project: TemporaryProject) throws {
        let url = project.root.appendingPathComponent(path)
        if let text { try Data(text.utf8).write(to: url) } else { try FileManager.default.removeItem(at: url) }
    }

    private func editModel(_ project: TemporaryProject, replacing old: String, with new: String) throws {
        let path = "Sources/BannerModel.swift"
        let text = try String(contentsOf: project.root.appendingPathComponent(path), encoding: .utf8)
        #expect(text.contains(old))
        try write(text.replacingOccurrences(of: old, with: new), to: path, in: project)
    }

    /// The warm lint of the screen after each edit elsewhere: the cold one's findings each time,
    /// which the edits change.
    @Test func anEditOfAFileThatWritesTheShownPropertyChangesTheNextCallsFindings() throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-written")
        defer { project.remove() }
        let warm = WarmProject()
        let short = try WarmAndColdRuns.lint(file: Self.screen, in: project, warm: warm)
        #expect(short.warm == short.cold)
        #expect(short.cold.isEmpty)

        try editModel(project, replacing: "\"Saved\"", with: "\"\(Self.long)\"")
        let longer = try WarmAndColdRuns.lint(file: Self.screen, in: project, warm: warm)
        #expect(longer.warm == longer.cold)
        #expect(longer.cold.contains { $0.contains("readable-width") })

        // Another file appends to it: run-time text, no longer the long string.
        try write("import Foundation\n\nfunc shout(_ model: BannerModel) { model.banner += \"!\" }\n", to: "Sources/Shout.swift", in: project)
        let escaped = try WarmAndColdRuns.lint(file: Self.screen, in: project, warm: warm)
        #expect(escaped.warm == escaped.cold)
        #expect(escaped.cold != longer.cold)

        try write(nil, to: "Sources/Shout.swift", in: project)
        let deleted = try WarmAndColdRuns.lint(file: Self.screen, in: project, warm: warm)
        #expect(deleted.warm == deleted.cold)
        #expect(deleted.cold == longer.cold)
    }

    /// A written key's text comes from the strings file, a settings file: the file's kept writes
    /// hold the key, not its text.
    @Test func anEditOfTheStringsFileChangesTheNextCallsFindings() throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-written")
        defer { project.remove() }
        let warm = WarmProject()
        let first = try WarmAndColdRuns.lint(file: Self.screen, in: project, warm: warm)
        #expect(first.warm == first.cold)
        #expect(first.cold.isEmpty)

        try write("\"sync.failed\" = \"\(Self.long)\";\n", to: "Resources/en.lproj/Localizable.strings", in: project)
        let changed = try WarmAndColdRuns.lint(file: Self.screen, in: project, warm: warm)
        #expect(changed.warm == changed.cold)
        #expect(changed.cold.contains { $0.contains("readable-width") })
    }
}
