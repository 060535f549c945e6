import Foundation
import Testing

/// A file Plumb could not read is an error, so that a gate on "no errors" fails on code that was
/// not checked; `plumb rules parse-error` says so.
@Suite struct ParseErrorGateTests {
    @Test func aFileThatDoesNotParseFailsTheRun() throws {
        let sandbox = try Sandbox()
        try sandbox.writeTheme()
        try sandbox.write("Broken.swift", "import SwiftUI\nstruct {\n")
        let output = try sandbox.run("lint", ".")
        #expect(output.status == 1, "\(output.stdout)\(output.stderr)")
        #expect(output.stdout.contains("Broken.swift:2:8: error: the file does not parse cleanly"), "\(output.stdout)")
    }

    @Test func rulesExplainsTheDiagnostic() throws {
        let output = try Sandbox().run("rules", "parse-error")
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("parse-error — a file Plumb could not read whole\n\nDefault: error."), "\(output.stdout)")
    }
}
