import Foundation
import XCTest

/// `plumb mcp` end to end: the real executable, driven over stdio by the reference MCP client
/// (the Python SDK, which `.ci/run` installs) running `mcp_client.py` beside this file.
final class MCPServerTests: XCTestCase {
    private static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let repository = here.deletingLastPathComponent().deletingLastPathComponent()

    func testAGeneratorDrivesTheServerThroughTheReferenceClient() throws {
        guard Self.python(["-c", "import mcp"]).status == 0 else {
            throw XCTSkip("the MCP Python SDK is not installed (`pip install mcp`; .ci/run installs it): the end-to-end test of `plumb mcp` did not run")
        }
        let run = Self.python([Self.here.appendingPathComponent("mcp_client.py").path, PlumbProcess.executable.path, Self.repository.path])
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("every check passed"), run.output)
    }

    /// Runs python3 with a time limit, so that a server that stopped answering fails the test
    /// instead of hanging it.
    private static func python(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["timeout", "300", "python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (-1, "cannot run python3: \(error)")
        }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
