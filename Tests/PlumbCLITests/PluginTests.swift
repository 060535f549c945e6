import Foundation
import XCTest

/// Plumb's SwiftPM plugins on a fixture package (`Tests/PluginFixture`), as a user runs them.
/// The fixture builds Plumb and swift-syntax from nothing, minutes on two cores, so the test runs
/// only when `PLUMB_PLUGIN_TESTS=1` (`.ci/run` sets it).
final class PluginTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testTheBuildToolAndCommandPluginsOnAFixturePackage() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["PLUMB_PLUGIN_TESTS"] == "1",
                          "the plugin test builds Plumb again inside a fixture package; PLUMB_PLUGIN_TESTS=1 runs it (.ci/run does)")
        let fixture = try FixturePackage(copying: Self.root.appendingPathComponent("Tests/PluginFixture"), plumb: Self.root)
        addTeardownBlock { try? FileManager.default.removeItem(at: fixture.url) }

        // The build-tool plugin: a warning finding is a build warning, the build succeeds.
        let build = try fixture.swift("build")
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("Card.swift:6:27: warning: padding 10 is off the 4-pt grid"), build.output)

        // An error finding fails the build; the changed .plumb.yml alone makes the lint run again.
        try fixture.write(".plumb.yml", "rules:\n  spacing-grid: error\n")
        let failing = try fixture.swift("build")
        XCTAssertNotEqual(failing.status, 0, failing.output)
        XCTAssertTrue(failing.output.contains("Card.swift:6:27: error: padding 10 is off the 4-pt grid"), failing.output)
        try fixture.write(".plumb.yml", "rules:\n  spacing-grid: warning\n")

        // The command plugin, by its verb through `swift package plugin`, with a plumb lint option;
        // it needs no permission to lint.
        let lint = try fixture.swift("package", "plugin", "plumb-lint", "--format", "github")
        XCTAssertEqual(lint.status, 0, lint.output)
        XCTAssertTrue(lint.output.contains("::warning file=Sources/Screens/Card.swift,line=6,col=27,title=spacing-grid::padding 10 is off the 4-pt grid"), lint.output)

        // It fails when plumb lint does: an error finding.
        try fixture.write(".plumb.yml", "rules:\n  spacing-grid: error\n")
        let failed = try fixture.swift("package", "plumb-lint", "--target", "Screens")
        XCTAssertNotEqual(failed.status, 0, failed.output)
        XCTAssertTrue(failed.output.contains("plumb lint exited with status 1"), failed.output)

        // --fix, with the write permission. (SwiftPM's sandbox, which refuses it without the
        // permission, exists on macOS only.)
        let fixed = try fixture.swift("package", "--allow-writing-to-package-directory", "plumb-lint", "--fix")
        XCTAssertEqual(fixed.status, 0, fixed.output)
        XCTAssertTrue(try fixture.read("Sources/Screens/Card.swift").contains(".padding(12)"), fixed.output)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixture.url.path).filter { $0.hasPrefix(".plumb-write-check") }, [])

        // plumb-fix, the command that declares the permission to write (Xcode can grant it).
        try fixture.write("Sources/Screens/Card.swift", try fixture.read("Sources/Screens/Card.swift").replacingOccurrences(of: ".padding(12)", with: ".padding(6)"))
        let refused = try fixture.swift("package", "plumb-fix")
        XCTAssertNotEqual(refused.status, 0, "a declared permission is asked for: \(refused.output)")
        let fixedAgain = try fixture.swift("package", "--allow-writing-to-package-directory", "plumb-fix", "--target", "Screens")
        XCTAssertEqual(fixedAgain.status, 0, fixedAgain.output)
        XCTAssertTrue(try fixture.read("Sources/Screens/Card.swift").contains(".padding(8)"), fixedAgain.output)

        let clean = try fixture.swift("build")
        XCTAssertEqual(clean.status, 0, clean.output)
        XCTAssertFalse(clean.output.contains("off the 4-pt grid"), clean.output)
    }
}

/// A copy of the fixture package in a temporary directory, depending on the Plumb checkout under
/// test by its absolute path.
private struct FixturePackage {
    let url: URL

    init(copying fixture: URL, plumb: URL) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-plugin-fixture-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: url)
        let manifest = try read("Package.swift")
        XCTAssertTrue(manifest.contains("path: \"../..\""))
        try write("Package.swift", manifest.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(plumb.path)\""))
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func write(_ path: String, _ text: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(path))
    }

    /// Runs `swift ARGUMENTS…` in the package; standard output and error together.
    func swift(_ arguments: String...) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = url
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
