import Foundation
@testable import PlumbProject
import Testing

/// Where a run gathers a checked path's project facts.
struct ProjectRootTests {
    @Test func aFileAloneGetsItsProjectsRoot() throws {
        let project = try FixtureProject([
            ".git/HEAD": "ref: refs/heads/main",
            "Sources/App/Views/Card.swift": "struct Card {}",
            "Generated/project.yml": "name: Generated",
            "Generated/App/Main.swift": "struct Main {}",
        ])
        defer { project.remove() }
        #expect(ProjectRoot.find(for: project.path("Sources/App/Views/Card.swift"), configurationFile: nil) == project.path(""))
        #expect(ProjectRoot.find(for: project.path("Generated/App/Main.swift"), configurationFile: nil) == project.path("Generated"))
    }
}
