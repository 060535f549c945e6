import Foundation
import PlumbCore
import Testing

@testable import PlumbLint

/// `Linter.lint(source:as:project:)` checks the given text in place of the project's file at the
/// same path, however the project's list writes that path.
@Suite struct LintSourceTests {
    @Test(arguments: ["Sources/./Card.swift", "Sources/../Sources/Card.swift", "Sources/Card.swift"])
    func theGivenTextReplacesTheProjectsFileAtTheSamePath(written: String) throws {
        let project = try TemporaryProject([
            "Sources/Card.swift": "import SwiftUI\nstruct Card: View {\n    var body: some View { VStack(spacing: 6) { Text(\"A\") } }\n}\n",
        ], prefix: "plumb-lint-source")
        defer { project.remove() }
        let root = project.root.path
        let listed = LintInput(path: root + "/" + written, displayPath: "Sources/Card.swift")
        let edited = "import SwiftUI\nstruct Card: View {\n    var body: some View { VStack(spacing: 8) { Text(\"A\") } }\n}\n"
        let result = Linter(configuration: Configuration(baseDirectory: root), options: LintOptions(jobs: 1))
            .lint(source: edited, as: LintInput(path: root + "/Sources/Card.swift", displayPath: "Sources/Card.swift"),
                  project: [listed], roots: [root])
        #expect(result.findings.filter { $0.ruleID == "spacing-grid" }.isEmpty, "the file on disk, spacing 6, is not checked")
    }
}
