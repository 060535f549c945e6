import Foundation
import XCTest

/// Runs the built `plumb` executable, as a user or CI would.
struct PlumbProcess {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The executable SwiftPM built beside the test bundle.
    static var executable: URL {
        #if os(macOS)
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
        return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("plumb")
        #else
        return Bundle.main.bundleURL.appendingPathComponent("plumb")
        #endif
    }

    /// `environment` is set over the test's own (a test's own cache directory, say).
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // The tests' cache stays out of the user's: one shared directory for the whole run.
        var inherited = ProcessInfo.processInfo.environment
        inherited["XDG_CACHE_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-test-cache").path
        process.environment = inherited.merging(environment) { _, given in given }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting, so a large output cannot block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// A temporary project directory, removed when the test ends.
final class Sandbox {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL {
        try write(path, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ path: String, bytes: [UInt8]) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: file)
        return file
    }

    /// A complete theme, as a real project has one, so that the project rules are satisfied and
    /// a test sees only the findings it is about.
    @discardableResult
    func writeTheme(in folder: String = ".") throws -> URL {
        try write(folder + "/AppTheme.swift", Self.theme)
    }

    /// The clean example app's theme.
    private static let theme: String = {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/JournalClean/AppTheme.swift")
        return (try? String(contentsOf: examples, encoding: .utf8)) ?? ""
    }()

    func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }

    func run(_ arguments: String...) throws -> PlumbProcess.Output {
        try run(arguments)
    }

    func run(_ arguments: [String]) throws -> PlumbProcess.Output {
        try PlumbProcess.run(arguments, in: url)
    }
}

/// Runs `python3` with its output and errors in one string, as the tests that check Plumb's
/// output with Python tools read it. Status 127: no python3 on this machine.
enum PythonProcess {
    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try ToolProcess.run(["python3"] + arguments)
    }
}

/// Runs a tool found on the PATH (git, bash, python3) with its output and errors in one string.
enum ToolProcess {
    /// `environment` replaces the test's own when given.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
