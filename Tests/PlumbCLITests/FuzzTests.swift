import Foundation
import XCTest

/// A short seeded run of `Benchmarks/fuzz.py` against the built `plumb`: one mutated example
/// file per kind of mutation (byte flips, truncation, token deletion and insertion, NUL, BOM,
/// mixed line endings, bytes that are not UTF-8), a seeded sample of the pathological inputs at
/// a smaller size (1,000-deep nesting, 20 KB one-line files; the long run has them all, at 10,000
/// and 10 MB) and a few random and pathological configurations: no crash, no hang, exit 0/1
/// (2 for a bad configuration), `parse-error` notes where due. The long run and its figures are
/// in BENCHMARKS.md.
final class FuzzTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testASeededShortFuzzRunFindsNoCrashOrHang() throws {
        let arguments = [
            Self.repository.appendingPathComponent("Benchmarks/fuzz.py").path, "--plumb", PlumbProcess.executable.path,
            "--seed", "18", "--inputs", "8", "--configs", "4", "--sample", "4", "--depth", "1000", "--big-megabytes", "0.02", "--bound", "120",
        ]
        let (status, output) = try PythonProcess.run(arguments)
        if status == 127 { throw XCTSkip("python3 is not installed: the fuzz run did not run") }
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(output.contains("\n0 failures"), output)
    }
}
