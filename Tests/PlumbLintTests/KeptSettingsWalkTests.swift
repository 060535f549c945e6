import Foundation
import PlumbProject
import Testing

@testable import PlumbLint

/// A warm project's settings files below its roots: walked again only when a directory below
/// the roots changed, and then found as a fresh walk finds them.
@Suite struct KeptSettingsWalkTests {
    private static let files: [String: String] = [
        "Package.swift": "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n",
        "Sources/App/Info.plist": "<plist version=\"1.0\"><dict/></plist>\n",
        "Sources/App/HomeView.swift": "import SwiftUI\nstruct HomeView: View { var body: some View { Text(\"Home\") } }\n",
        "Sources/App/Model/Item.swift": "struct Item {}\n",
    ]

    private func found(_ walk: KeptSettingsWalk, _ project: TemporaryProject) -> (kept: [String], fresh: [String]) {
        let root = project.root.path
        let names = { (paths: Set<String>) in paths.map { String($0.dropFirst(root.count + 1)) }.sorted() }
        return (names(walk.files(below: SettingsFiles(roots: [root]), currentDirectory: root)),
                names(CacheKey.filesBelow(SettingsFiles(roots: [root]))))
    }

    /// The project written and aged, and a walk that found its settings files once.
    private func walkedProject() throws -> (project: TemporaryProject, walk: KeptSettingsWalk) {
        let project = try TemporaryProject(Self.files, prefix: "plumb-settings-walk")
        try project.ageDirectories()
        let walk = KeptSettingsWalk()
        #expect(found(walk, project).kept == ["Package.swift", "Sources/App/Info.plist"])
        return (project, walk)
    }

    @Test func aFileAddedOrRemovedBelowTheRootsIsFound() throws {
        let (project, walk) = try walkedProject()
        defer { project.remove() }
        let model = project.root.appendingPathComponent("Sources/App/Model")
        try Data("<plist version=\"1.0\"><dict/></plist>\n".utf8).write(to: model.appendingPathComponent("Settings.plist"))
        let added = found(walk, project)
        #expect(added.kept == ["Package.swift", "Sources/App/Info.plist", "Sources/App/Model/Settings.plist"])
        #expect(added.kept == added.fresh)
        try project.ageDirectories()
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("Sources/App"))
        let removed = found(walk, project)
        #expect(removed.kept == ["Package.swift"])
        #expect(removed.kept == removed.fresh)
    }

    @Test func aRootThatAppearsIsWalked() throws {
        let project = try TemporaryProject([:], prefix: "plumb-settings-walk")
        defer { project.remove() }
        let root = project.root.appendingPathComponent("App").path
        let walk = KeptSettingsWalk()
        #expect(walk.files(below: SettingsFiles(roots: [root]), currentDirectory: project.root.path).isEmpty)
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Data("// swift-tools-version:5.9\n".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        #expect(walk.files(below: SettingsFiles(roots: [root]), currentDirectory: project.root.path) == [root + "/Package.swift"])
    }

    /// The walk is kept while every directory's stamp holds: a rename whose directory keeps its
    /// stamp (its modification time set back, which no edit does) is not seen, which shows the
    /// files were not walked again.
    @Test func anUnchangedTreeIsNotWalkedAgain() throws {
        let (project, walk) = try walkedProject()
        defer { project.remove() }
        let app = project.root.appendingPathComponent("Sources/App")
        try FileManager.default.moveItem(at: app.appendingPathComponent("Info.plist"), to: app.appendingPathComponent("Info.txt"))
        try FileManager.default.setAttributes([.modificationDate: TemporaryProject.past], ofItemAtPath: app.path)
        let renamed = found(walk, project)
        #expect(renamed.kept == ["Package.swift", "Sources/App/Info.plist"])
        #expect(renamed.fresh == ["Package.swift"])
    }
}
