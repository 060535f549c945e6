import Foundation
import PlumbCore
import Testing

@testable import PlumbLint

/// What a warm project updates in place of merging and reading every file again: the merged
/// facts, with only the edited files' facts replaced (`ProjectFacts.replace`), and each file's
/// `View` bodies for finding the screens (`KeptScreenBodies`). Each answer must be a cold run's.
@Suite struct WarmFactsAndScreensTests {
    private func write(_ text: String, to path: String, in project: TemporaryProject) throws {
        try Data(text.utf8).write(to: project.root.appendingPathComponent(path))
    }

    /// A constant two files declare: the first one, in path order, is the one the rules read.
    @Test func aConstantsFirstDeclarationMovingToAnotherFileIsReadThere() throws {
        let files = [
            "Sources/Defaults.swift": "import SwiftUI\n\nextension Metrics {\n    static let gap: CGFloat = 8\n}\n",
            "Sources/Metrics.swift": "import SwiftUI\n\nenum Metrics {\n    static let gap: CGFloat = 10\n}\n",
            "Sources/NamesView.swift": """
                import SwiftUI

                struct NamesView: View {
                    var body: some View {
                        Text("Names").padding(Metrics.gap)
                    }
                }
                """,
        ]
        let project = try TemporaryProject(files, prefix: "plumb-warm-facts")
        defer { project.remove() }
        let warm = WarmProject()
        let first = WarmAndColdRuns.lint(project, warm: warm)
        #expect(WarmAndColdRuns.describe(first.warm) == first.cold)
        // The first declaration gone: the other file's, off the grid, is read.
        try write("import SwiftUI\n\nextension Metrics {}\n", to: "Sources/Defaults.swift", in: project)
        let moved = WarmAndColdRuns.lint(project, warm: warm)
        #expect(WarmAndColdRuns.describe(moved.warm) == moved.cold)
        #expect(moved.cold != first.cold)
        // And that one edited.
        try write(files["Sources/Metrics.swift"]!.replacingOccurrences(of: "10", with: "12"), to: "Sources/Metrics.swift", in: project)
        let edited = WarmAndColdRuns.lint(project, warm: warm)
        #expect(WarmAndColdRuns.describe(edited.warm) == edited.cold)
        #expect(edited.cold != moved.cold)
    }

    /// A type with a body becomes a view, and so a screen, through another file's conformance:
    /// its unchanged file's bodies are read again.
    @Test func aTypeMadeAViewInAnotherFileIsFoundAsAScreen() throws {
        let caption = """
            import SwiftUI

            struct Caption {
                var body: some View {
                    ScrollView {
                        Text("Write a few lines about your day: what happened, how you felt, and what you want to remember about it.")
                    }
                }
            }
            """
        let files = ["Sources/Caption.swift": caption, "Sources/Conformances.swift": "import SwiftUI\n"]
        let project = try TemporaryProject(files, prefix: "plumb-warm-screens")
        defer { project.remove() }
        let warm = WarmProject()
        let before = try WarmAndColdRuns.lint(file: "Sources/Caption.swift", in: project, warm: warm)
        #expect(before.warm == before.cold)
        try write("import SwiftUI\n\nextension Caption: View {}\n", to: "Sources/Conformances.swift", in: project)
        let conforming = try WarmAndColdRuns.lint(file: "Sources/Caption.swift", in: project, warm: warm)
        #expect(conforming.warm == conforming.cold)
        #expect(conforming.cold != before.cold)
        try write("import SwiftUI\n", to: "Sources/Conformances.swift", in: project)
        let after = try WarmAndColdRuns.lint(file: "Sources/Caption.swift", in: project, warm: warm)
        #expect(after.warm == after.cold)
        #expect(after.cold == before.cold)
    }
}
