import Foundation
import PlumbCore
import PlumbLint
import XCTest

final class FileDiscoveryTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-discovery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("let a = 1\n".utf8).write(to: url)
    }

    private func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent(path).path, withDestinationPath: root.appendingPathComponent(destination).path)
    }

    private func discover(_ paths: [String], excluded: [String] = []) -> FileDiscovery.Result {
        var configuration = Configuration(baseDirectory: root.path)
        configuration.excluded = excluded
        return FileDiscovery(configuration: configuration, currentDirectory: root.path).discover(paths)
    }

    func testListsEverySwiftFileOnceInPathOrder() throws {
        try write("App/b.swift")
        try write("App/a.swift")
        try write("App/Views/Row.swift")
        try write("App/notes.md")
        try write("App/.build/Dependency.swift")
        try write("App/Documentation.docc/Tutorials/Step-01.swift")
        try write("App/Generated/Excluded.swift")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("App/Folder.swift"), withIntermediateDirectories: true)
        try link("App/Linked", to: "App/Views")  // the same folder again, met first
        try link("App/alias.swift", to: "App/a.swift")  // the same file again
        try link("App/dangling.swift", to: "App/missing.swift")
        try link("App/Views/loop", to: "App")

        let result = discover(["App"], excluded: ["App/Generated/**"])
        XCTAssertEqual(result.inputs.map(\.displayPath), ["App/Linked/Row.swift", "App/a.swift", "App/b.swift"])
        XCTAssertEqual(result.inputs.map(\.path), result.inputs.map { root.appendingPathComponent($0.displayPath).path })
        XCTAssertEqual(result.failures, [])
    }

    func testAFileGivenByNameIsCheckedAndAMissingPathFails() throws {
        try write("Script.txt")
        let result = discover(["Script.txt", "Missing"])
        XCTAssertEqual(result.inputs.map(\.displayPath), ["Script.txt"])
        XCTAssertEqual(result.failures, ["Missing: no such file or directory"])
    }
}
