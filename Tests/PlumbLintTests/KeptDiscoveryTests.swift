import Foundation
import PlumbCore
import Testing

@testable import PlumbLint

/// A warm project's Swift files (`WarmProject.discover`): walked again only when a directory
/// below the roots, or what a symbolic link there leads to, changed, and then found as a fresh
/// walk finds them.
@Suite struct KeptDiscoveryTests {
    private static let files: [String: String] = [
        "App/HomeView.swift": "import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"Home\") } }\n",
        "App/Model/Item.swift": "struct Item {}\n",
        "Shared/Badge.swift": "import SwiftUI\nstruct Badge: View { var body: some View { Text(\"1\") } }\n",
    ]

    /// The Swift files below the project's `App` folder, as the warm project finds them and as a
    /// fresh walk does, relative to the project.
    private func found(_ warm: WarmProject, _ project: TemporaryProject, excluding excluded: [String] = [])
        -> (kept: [String], fresh: [String])
    {
        let root = project.root.path
        var configuration = Configuration(baseDirectory: root)
        configuration.excluded = excluded
        let kept = warm.discover(["App"], configuration: configuration, currentDirectory: root)
        let fresh = FileDiscovery(configuration: configuration, currentDirectory: root).discover(["App"])
        return (kept.inputs.map(\.displayPath), fresh.inputs.map(\.displayPath))
    }

    /// The project written, with `App/Badge.swift` a symbolic link to `Shared/Badge.swift`, its
    /// directories and the link's target aged, and a warm project that found its files once.
    private func foundProject() throws -> (project: TemporaryProject, warm: WarmProject) {
        let project = try TemporaryProject(Self.files, prefix: "plumb-kept-discovery")
        try FileManager.default.createSymbolicLink(
            atPath: project.root.appendingPathComponent("App/Badge.swift").path, withDestinationPath: "../Shared/Badge.swift")
        try FileManager.default.setAttributes(
            [.modificationDate: TemporaryProject.past], ofItemAtPath: project.root.appendingPathComponent("Shared/Badge.swift").path)
        try project.ageDirectories()
        let warm = WarmProject()
        #expect(found(warm, project).kept == ["App/Badge.swift", "App/HomeView.swift", "App/Model/Item.swift"])
        return (project, warm)
    }

    @Test func aFileAddedOrRemovedBelowTheRootsIsFound() throws {
        let (project, warm) = try foundProject()
        defer { project.remove() }
        try Data("struct Tag {}\n".utf8).write(to: project.root.appendingPathComponent("App/Model/Tag.swift"))
        let added = found(warm, project)
        #expect(added.kept == ["App/Badge.swift", "App/HomeView.swift", "App/Model/Item.swift", "App/Model/Tag.swift"])
        #expect(added.kept == added.fresh)
        try project.ageDirectories()
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("App/Model"))
        let removed = found(warm, project)
        #expect(removed.kept == ["App/Badge.swift", "App/HomeView.swift"])
        #expect(removed.kept == removed.fresh)
    }

    /// A linked file whose target, outside the roots, goes away leaves its directory's stamp as
    /// it was: the link's own stamp tells.
    @Test func aLinkedFileWhoseTargetGoesIsDropped() throws {
        let (project, warm) = try foundProject()
        defer { project.remove() }
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Shared/Badge.swift"))
        let gone = found(warm, project)
        #expect(gone.kept == ["App/HomeView.swift", "App/Model/Item.swift"])
        #expect(gone.kept == gone.fresh)
    }

    @Test func otherExcludedPathsAreWalkedAgain() throws {
        let (project, warm) = try foundProject()
        defer { project.remove() }
        let excluded = found(warm, project, excluding: ["App/Model"])
        #expect(excluded.kept == ["App/Badge.swift", "App/HomeView.swift"])
        #expect(excluded.kept == excluded.fresh)
    }

    /// The files are kept while every directory's stamp holds: a rename whose directory keeps its
    /// stamp (its modification time set back, which no edit does) is not seen, which shows the
    /// project was not walked again.
    @Test func anUnchangedTreeIsNotWalkedAgain() throws {
        let (project, warm) = try foundProject()
        defer { project.remove() }
        let model = project.root.appendingPathComponent("App/Model")
        try FileManager.default.moveItem(at: model.appendingPathComponent("Item.swift"), to: model.appendingPathComponent("Item.txt"))
        try FileManager.default.setAttributes([.modificationDate: TemporaryProject.past], ofItemAtPath: model.path)
        let renamed = found(warm, project)
        #expect(renamed.kept == ["App/Badge.swift", "App/HomeView.swift", "App/Model/Item.swift"])
        #expect(renamed.fresh == ["App/Badge.swift", "App/HomeView.swift"])
    }
}
