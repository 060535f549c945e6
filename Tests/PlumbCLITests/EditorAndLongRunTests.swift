import Foundation
import XCTest

/// `--stdin-path` for editors and generators; the cache, `--timing` and the progress line as a
/// command-line user meets them.
final class EditorAndLongRunTests: XCTestCase {
    private let view = """
        import SwiftUI

        struct Home: View {
            var body: some View {
                VStack(spacing: Layout.gap) {
                    Text("a").padding(10) // plumb:disable:this spacing-grid
                    Text("b").padding(10)
                }
            }
        }

        """

    private func project() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.writeTheme()
        try sandbox.write("Layout.swift", "import SwiftUI\nenum Layout { static let gap: CGFloat = 6 }\n")
        return sandbox
    }

    private func run(_ sandbox: Sandbox, stdin: String, _ arguments: [String]) throws -> PlumbProcess.Output {
        let process = Process()
        process.executableURL = PlumbProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = sandbox.url
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = sandbox.url.appendingPathComponent(".cache").path
        process.environment = environment
        let input = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return PlumbProcess.Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    func testStandardInputIsCheckedAsTheFileWithTheProjectsFactsAndSuppressions() throws {
        let sandbox = try project()
        let result = try run(sandbox, stdin: view, ["lint", "--stdin-path", "Views/Home.swift"])
        XCTAssertEqual(result.status, 1, result.stderr)
        // The constant from Layout.swift resolves (reported at its declaration, outside this
        // file, so not here); the suppressed line is silent; the other padding is reported.
        XCTAssertEqual(result.stdout.split(separator: "\n").filter { $0.contains("[spacing-grid]") }.map { String($0.prefix(while: { $0 != " " })) },
                       ["Views/Home.swift:7:31:"], result.stdout)
        XCTAssertFalse(result.stdout.contains("Layout.swift"), result.stdout)
        XCTAssertTrue(result.stderr.contains("in 1 file"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("Views/Home.swift").path))
    }

    func testFixWithStandardInputPrintsTheFixedSource() throws {
        let sandbox = try project()
        let result = try run(sandbox, stdin: view, ["lint", "--fix", "--stdin-path", "Home.swift"])
        XCTAssertEqual(result.stdout, view.replacingOccurrences(of: "Text(\"b\").padding(10)", with: "Text(\"b\").padding(AppTheme.Spacing.small)"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("Home.swift").path), "nothing is written")
    }

    func testTheCacheGivesTheSameReportAndNoCacheBypassesIt() throws {
        let sandbox = try project()
        try sandbox.write("Home.swift", view)
        let cold = try run(sandbox, stdin: "", ["lint", "--format", "json", "."])
        let warm = try run(sandbox, stdin: "", ["lint", "--format", "json", "."])
        XCTAssertEqual(cold.status, 1)
        XCTAssertEqual(warm.stdout, cold.stdout)
        XCTAssertEqual(warm.status, cold.status)
        let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: sandbox.url.appendingPathComponent(".cache/plumb").path)
        XCTAssertEqual(cacheFiles.count, 1, "\(cacheFiles)")
        // The constant's file changes: the report follows.
        try sandbox.write("Layout.swift", "import SwiftUI\nenum Layout { static let gap: CGFloat = 8 }\n")
        let changed = try run(sandbox, stdin: "", ["lint", "--format", "json", "."])
        let uncached = try run(sandbox, stdin: "", ["lint", "--no-cache", "--format", "json", "."])
        XCTAssertEqual(changed.stdout, uncached.stdout)
        XCTAssertNotEqual(changed.stdout, cold.stdout)
    }

    func testTimingListsRulesAndNoProgressLineGoesToAPipe() throws {
        let sandbox = try project()
        try sandbox.write("Home.swift", view)
        let result = try run(sandbox, stdin: "", ["lint", "--timing", "--jobs", "1", "."])
        XCTAssertTrue(result.stderr.contains("rule times (seconds on the walking threads"), result.stderr)
        XCTAssertTrue(result.stderr.contains("  spacing-grid "), result.stderr)
        XCTAssertFalse(result.stderr.contains("\r"), "standard error is a pipe: no progress line")
    }
}
