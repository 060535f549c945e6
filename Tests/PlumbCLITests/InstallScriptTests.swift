import Foundation
import Testing

/// `Scripts/install.sh` and `Scripts/artifact-bundle.sh`, given this test run's build (`--from`:
/// the scripts build in release otherwise, which the suite does not do).
@Suite struct InstallScriptTests {
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts")
    static let build = PlumbProcess.executable.deletingLastPathComponent().path

    static func bash(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        try ToolProcess.run(["bash"] + arguments, in: directory)
    }

    /// The installed plumb finds its SF Symbols catalog through the link on the PATH: a run
    /// where `sf-symbol-name` is on says nothing about a missing catalog, and finds a misspelt
    /// symbol by the catalog (a form check alone would not).
    @Test func installPutsPlumbAndItsCatalogOnThePath() throws {
        let sandbox = try Sandbox()
        let prefix = sandbox.url.appendingPathComponent("prefix")
        let install = try Self.bash([Self.scripts.appendingPathComponent("install.sh").path, "--from", Self.build, "--prefix", prefix.path], in: sandbox.url)
        #expect(install.status == 0, "\(install.output)")
        #expect(install.output.contains("as \(prefix.path)/bin/plumb"), "\(install.output)")
        let link = prefix.appendingPathComponent("bin/plumb").path
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "../lib/plumb/plumb")
        try sandbox.write("A.swift", "import SwiftUI\nlet a = Image(systemName: \"checkmark.circle.fil\")\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: link)
        process.arguments = ["lint", "--no-cache", "--only", "sf-symbol-name", "A.swift"]
        process.currentDirectoryURL = sandbox.url
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(!stderr.contains("was not found beside the plumb executable"), "\(stderr)")
        #expect(stdout.contains("[sf-symbol-name]"), "\(stdout)")

        let missing = try Self.bash([Self.scripts.appendingPathComponent("install.sh").path, "--from", sandbox.url.path, "--prefix", prefix.path], in: sandbox.url)
        #expect(missing.status == 2)
        #expect(missing.output.contains("holds no plumb executable"), "\(missing.output)")
    }

    @Test func theArtifactBundleHoldsPlumbItsCatalogAndAnInfoFile() throws {
        let sandbox = try Sandbox()
        let run = try Self.bash([Self.scripts.appendingPathComponent("artifact-bundle.sh").path, "--from", Self.build, "--output", sandbox.url.path], in: sandbox.url)
        #expect(run.status == 0, "\(run.output)")
        let checksum = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("checksum ") })
        #expect(checksum.dropFirst("checksum ".count).count == 64)
        #expect(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("plumb.artifactbundle.zip").path))
        let bundle = sandbox.url.appendingPathComponent("plumb.artifactbundle")
        let info = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json"))) as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifact = try #require((info["artifacts"] as? [String: Any])?["plumb"] as? [String: Any])
        #expect(artifact["type"] as? String == "executable")
        let variant = try #require((artifact["variants"] as? [[String: Any]])?.first)
        let triples = try #require(variant["supportedTriples"] as? [String])
        #expect(triples.count == 1 && triples[0].contains("linux"), "\(triples)")
        let executable = bundle.appendingPathComponent(try #require(variant["path"] as? String))
        #expect(FileManager.default.isExecutableFile(atPath: executable.path))
        let resources = executable.deletingLastPathComponent().appendingPathComponent("Plumb_PlumbLint.resources")
        #expect(FileManager.default.fileExists(atPath: resources.path))
        let version = try PlumbProcess.run(["--version"], in: sandbox.url).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(artifact["version"] as? String == version)
    }
}
