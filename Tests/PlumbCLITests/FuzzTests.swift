import Foundation
import XCTest

/// A short seeded run of `Benchmarks/fuzz.py` against the built `plumb`: mutated example files,
/// every pathological input at a smaller size (1,000-deep nesting, 20 KB one-line files;
/// the long run uses 10,000 and 10 MB), bytes that are not text, and random configurations: no
/// crash, no hang, exit 0/1 (2 for a bad configuration), `parse-error` notes where due. The
/// long run and its figures are in BENCHMARKS.md.
final class FuzzTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testASeededShortFuzzRunFindsNoCrashOrHang() throws {
        let arguments = [
            Self.repository.appendingPathComponent("Benchmarks/fuzz.py").path, "--plumb", PlumbProcess.executable.path,
            "--seed", "18", "--inputs", "16", "--configs", "8", "--depth", "1000", "--big-megabytes", "0.02", "--bound", "120",
        ]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        if process.terminationStatus == 127 { throw XCTSkip("python3 is not installed: the fuzz run did not run") }
        XCTAssertEqual(process.terminationStatus, 0, output)
        XCTAssertTrue(output.contains("\n0 failures"), output)
    }
}
