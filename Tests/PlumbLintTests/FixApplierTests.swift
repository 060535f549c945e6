import Foundation
import PlumbCore
@testable import PlumbLint
import XCTest

final class FixApplierTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ name: String, _ text: String, permissions: Int = 0o644) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: path)
        return path
    }

    private func lint(_ path: String) -> LintResult {
        Linter(configuration: Configuration(baseDirectory: directory.path), jobs: 1).lint([LintInput(path: path)])
    }

    func testKeepsLineEndingsPermissionsAndEverythingOutsideTheSpan() throws {
        let path = try write("A.swift", "let a = Text(\"x\")\r\n    .padding(10)   // keep\r\n\tlet b = 1\r\n", permissions: 0o640)
        let report = FixApplier().apply(lint(path))
        XCTAssertEqual(report.fixCount, 1)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "let a = Text(\"x\")\r\n    .padding(12)   // keep\r\n\tlet b = 1\r\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640)
        XCTAssertEqual(FixApplier().apply(lint(path)).fixCount, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["A.swift"])
    }

    func testAFailedWriteLeavesTheOriginalIntact() throws {
        let original = "let a = Text(\"x\").padding(10)\n"
        let path = try write("A.swift", original)
        let report = FixApplier(writer: FailingRenameWriter()).apply(lint(path))
        XCTAssertEqual(report.fixCount, 0)
        XCTAssertEqual(report.failures.count, 1)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), original)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["A.swift"], "no temporary file is left")
    }

    func testTheAtomicWriterCleansUpWhenTheRenameFails() throws {
        // Renaming a file over a non-empty directory fails (EISDIR/ENOTEMPTY), even for root.
        let target = directory.appendingPathComponent("Target.swift")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        _ = try write("Target.swift/inside", "keep")
        XCTAssertThrowsError(try AtomicFileWriter().write(Array("new".utf8), to: target.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["Target.swift"])
        XCTAssertEqual(try String(contentsOfFile: target.appendingPathComponent("inside").path, encoding: .utf8), "keep")
    }

    func testFilesWithParseErrorsAreNotTouched() throws {
        let original = "let a = Text(\"x\").padding(10)\nstruct {\n"
        let path = try write("A.swift", original)
        let result = lint(path)
        XCTAssertTrue(result.findings.contains { $0.ruleID == "spacing-grid" && $0.isFixable })
        XCTAssertEqual(FixApplier().apply(result).fixCount, 0)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), original)
    }

    func testAConstantInAnotherFileIsFixedThere() throws {
        let layout = try write("Layout.swift", "enum Layout { static let gutter: CGFloat = 10 }\n")
        let screen = try write("Screen.swift", "let a = Text(\"x\").padding(Layout.gutter)\n")
        let result = Linter(configuration: Configuration(baseDirectory: directory.path), jobs: 1)
            .lint([LintInput(path: layout), LintInput(path: screen)])
        XCTAssertEqual(FixApplier().apply(result).fixCount, 1)
        XCTAssertEqual(try String(contentsOfFile: layout, encoding: .utf8), "enum Layout { static let gutter: CGFloat = 12 }\n")
        XCTAssertEqual(try String(contentsOfFile: screen, encoding: .utf8), "let a = Text(\"x\").padding(Layout.gutter)\n")
    }
}

/// Writes the temporary file as the real writer does, then fails where the rename would be.
private struct FailingRenameWriter: FileWriter {
    struct Failure: Error {}

    func write(_ bytes: [UInt8], to path: String) throws {
        let temporary = path + ".plumb-tmp"
        try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        try FileManager.default.removeItem(atPath: temporary)
        throw Failure()
    }
}
