import Foundation
import XCTest

/// Runs the built `plumb` executable and collects its exit status and output.
extension XCTestCase {
    func plumb(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
        try plumb(arguments)
    }

    func plumb(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = Self.productsDirectory.appendingPathComponent("plumb")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        let stderr = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// Where SwiftPM put the test bundle, and so the `plumb` executable beside it.
    static var productsDirectory: URL {
        #if os(macOS)
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
        return bundle.bundleURL.deletingLastPathComponent()
        #else
        return Bundle.main.bundleURL
        #endif
    }
}
