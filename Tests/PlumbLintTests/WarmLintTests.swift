import Foundation
import PlumbCore
import Testing

@testable import PlumbLint

/// A run given a warm project loads and walks again only what changed since the last one.
@Suite struct WarmLintTests {
    private static let files: [String: String] = [
        "Sources/Store.swift": """
            import Foundation

            final class Store {
                var names: [String] = []
                func add(_ name: String) { names.append(name) }
            }
            """,
        "Sources/NamesView.swift": """
            import SwiftUI

            struct NamesView: View {
                let names: [String]
                var body: some View {
                    VStack(spacing: 6) {
                        ForEach(names, id: \\.self) { Text($0) }
                    }
                }
            }
            """,
    ]

    private func lint(_ project: TemporaryProject, warm: WarmProject) -> LintResult {
        let root = project.root.path
        let configuration = Configuration(baseDirectory: root)
        let inputs = FileDiscovery(configuration: configuration, currentDirectory: root).discover([root]).inputs
        let cache = warm.cache(configuration: configuration, roots: [root], paths: inputs.map(\.path))
        return Linter(configuration: configuration, options: LintOptions(jobs: 1, cache: cache, warm: warm)).lint(inputs, roots: [root])
    }

    @Test func aRunWalksAgainOnlyTheFileThatChanged() throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-lint")
        defer { project.remove() }
        let warm = WarmProject()
        let first = lint(project, warm: warm)
        #expect(first.lintedPaths.count == 2)
        let view = project.root.appendingPathComponent("Sources/NamesView.swift")
        try Data(Self.files["Sources/NamesView.swift"]!.replacingOccurrences(of: "spacing: 6", with: "spacing: 10").utf8).write(to: view)
        let second = lint(project, warm: warm)
        #expect(second.lintedPaths == [view.path])
        #expect(second.findings.map(\.message) == ["VStack spacing 10 is off the 4-pt grid; use 12"])
    }

    @Test func anUnchangedFileIsTheOneLoadedBefore() throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-lint")
        defer { project.remove() }
        let warm = WarmProject()
        let path = project.root.appendingPathComponent("Sources/Store.swift").path
        let first = warm.load(LintInput(path: path), themeName: "AppTheme").source
        #expect(warm.load(LintInput(path: path), themeName: "AppTheme").source === first)
        #expect(warm.load(LintInput(path: path, source: "final class Store {}\n"), themeName: "AppTheme").source !== first)
    }

    /// A run reads every file for its hash before it loads them: the next run must find the file
    /// it loaded, not one read for its hash alone, or every file is parsed again on the second call.
    @Test func aFileReadForItsHashKeepsWhatTheRunLoaded() throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-lint")
        defer { project.remove() }
        let warm = WarmProject()
        let input = LintInput(path: project.root.appendingPathComponent("Sources/Store.swift").path)
        _ = warm.contents(of: input)
        let first = warm.load(input, themeName: "AppTheme").source
        _ = warm.contents(of: input)
        #expect(warm.load(input, themeName: "AppTheme").source === first)
    }

    /// A run loads each file from the bytes it read for its hash: the file keeps the stamp it was
    /// read with, so the next run reads from disk only the files whose stamp changed, not every
    /// file on every call.
    @Test func aFileARunLoadedIsNotReadAgainWhileItsStampHolds() throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-lint")
        defer { project.remove() }
        let path = project.root.appendingPathComponent("Sources/Store.swift").path
        // Old enough for its stamp to prove the next write (`FileStamp.mayHideAWrite`).
        let modified = Date(timeIntervalSinceNow: -60)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        let warm = WarmProject()
        _ = lint(project, warm: warm)
        // Other bytes of the same length, with the same modification time: only a read sees them.
        let original = Self.files["Sources/Store.swift"]!
        try Data(original.replacingOccurrences(of: "names", with: "words").utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        let root = project.root.path
        let input = try #require(FileDiscovery(configuration: Configuration(baseDirectory: root), currentDirectory: root)
            .discover([root]).inputs.first { $0.path == path })
        #expect(warm.contents(of: input)?.bytes == Array(original.utf8))
    }
}
