import ArgumentParser
import Foundation
@testable import plumb
import XCTest

/// `plumb theme`: writing, `--check` and the exit-code contract.
final class ThemeCommandTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-theme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    private func writePlan(_ text: String) throws -> String {
        let plan = path("plan.yml")
        try Data(text.utf8).write(to: URL(fileURLWithPath: plan))
        return plan
    }

    private func run(_ arguments: [String]) throws {
        try ThemeCommand.parse(arguments).run()
    }

    func testWritesThenChecks() throws {
        let plan = try writePlan("palette: { accent: \"#2F7D6D\", surface: \"#F2F2F7\" }")
        let output = path("AppTheme.swift")
        XCTAssertThrowsError(try run([plan, "-o", output, "--check"])) { XCTAssertEqual($0 as? ExitCode, ExitCode(1)) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        try run([plan, "-o", output])
        let written = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(written.contains("static let accent = Color(hex: \"#2F7D6D\")"))
        XCTAssertNoThrow(try run([plan, "-o", output, "--check"]))

        try Data((written + "// edited\n").utf8).write(to: URL(fileURLWithPath: output))
        XCTAssertThrowsError(try run([plan, "-o", output, "--check"])) { XCTAssertEqual($0 as? ExitCode, ExitCode(1)) }
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), written + "// edited\n")
    }

    func testReplacesAtomicallyKeepingPermissions() throws {
        let plan = try writePlan("palette: { accent: \"#2F7D6D\", surface: \"#F2F2F7\" }")
        let output = path("Theme.swift")
        try Data("// Written by `plumb theme` from old.yml. Edit the plan, not this file.\n".utf8).write(to: URL(fileURLWithPath: output))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: output)
        try run([plan, "-o", output])
        XCTAssertTrue(try String(contentsOfFile: output, encoding: .utf8).hasPrefix("// Written by `plumb theme`"))
        let permissions = try FileManager.default.attributesOfItem(atPath: output)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o600)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["Theme.swift", "plan.yml"])
    }

    /// A file Plumb did not write is never replaced: exit 2 naming it, the file as it was.
    func testAHandWrittenFileIsNotOverwritten() throws {
        let plan = try writePlan("palette: { accent: \"#2F7D6D\", surface: \"#F2F2F7\" }")
        let output = path("Colors.swift")
        let handWritten = "import SwiftUI\nlet brand = Color.red\n"
        try Data(handWritten.utf8).write(to: URL(fileURLWithPath: output))
        XCTAssertThrowsError(try run([plan, "-o", output])) { error in
            let message = (error as? RunFailure)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("\(output) exists and `plumb theme` did not write it"), message)
        }
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), handWritten)
        XCTAssertThrowsError(try run([plan, "-o", output, "--check"])) { XCTAssertEqual($0 as? ExitCode, ExitCode(1)) }
    }

    func testBadPlanIsARunFailureNamingTheKeyPath() throws {
        let plan = try writePlan("palette:\n  accent: \"#12G\"\n")
        XCTAssertThrowsError(try run([plan, "-o", path("AppTheme.swift")])) { error in
            XCTAssertEqual((error as? RunFailure)?.message, "\(plan):2: palette.accent: \"#12G\" is not a hex colour")
        }
        XCTAssertThrowsError(try run([path("missing.yml")])) { XCTAssertTrue($0 is RunFailure) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("AppTheme.swift")))
    }

    /// Into a project that declares the theme type and `Color(hex:)` already: no redeclaration.
    func testAnExistingThemeTypeStopsTheRunAndExistingInitializersAreNotRedeclared() throws {
        let plan = try writePlan("palette: { accent: \"#2F7D6D\", surface: \"#F2F2F7\" }")
        try Data("import SwiftUI\nenum AppTheme { static let version = 1 }\nextension Color {\n    init(hex: String) { self.init(red: 0, green: 0, blue: 0) }\n}\n".utf8)
            .write(to: URL(fileURLWithPath: path("Existing.swift")))
        let output = path("AppTheme.swift")
        XCTAssertThrowsError(try run([plan, "-o", output])) { error in
            let message = (error as? RunFailure)?.message ?? ""
            XCTAssertTrue(message.contains("would redeclare AppTheme, which") && message.contains("Existing.swift:2"), message)
            XCTAssertTrue(message.contains("--name BrandAppTheme") && message.contains("--extension-only"), message)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: output), "nothing is written")

        try run([plan, "-o", output, "--extension-only"])
        let extended = try String(contentsOfFile: output, encoding: .utf8)
        XCTAssertTrue(extended.contains("extension AppTheme {") && !extended.contains("enum AppTheme"), extended)
        XCTAssertFalse(extended.contains("init(hex:"), "the project's Color(hex:) is used")
        XCTAssertNoThrow(try run([plan, "-o", output, "--extension-only", "--check"]), "the file itself does not count as the project's")

        let renamed = path("BrandTheme.swift")
        try run([plan, "-o", renamed, "--name", "BrandTheme"])
        XCTAssertTrue(try String(contentsOfFile: renamed, encoding: .utf8).contains("enum BrandTheme {"))
        XCTAssertThrowsError(try run([plan, "-o", path("X.swift"), "--name", "Brand Theme"]))
    }
}
