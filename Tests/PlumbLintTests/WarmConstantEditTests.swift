import Foundation
import PlumbCore
import Testing

@testable import PlumbLint

/// A constant the screen reads through an enum case, edited in its own file between two warm
/// calls: the reading's kept initializers (`KnownInitializers`) must not outlive the facts.
@Suite struct WarmConstantEditTests {
    private static let files: [String: String] = [
        "Sources/NoteScreen.swift": """
            import SwiftUI

            struct NoteScreen: View {
                var body: some View {
                    ScrollView {
                        Text("Water the ferns on Monday, repot the lemon tree, and move the orchids away from the cold window.")
                            .frame(maxWidth: Column.reading.width)
                    }
                }
            }
            """,
        "Sources/Column.swift": """
            import SwiftUI

            enum Column {
                case reading, wide
                var width: CGFloat {
                    switch self {
                    case .reading: return Widths.line
                    case .wide: return 1200
                    }
                }
            }
            """,
        "Sources/Widths.swift": """
            import SwiftUI

            enum Widths {
                static let line: CGFloat = 2000
            }
            """,
    ]

    @Test func aConstantEditedInItsFileChangesTheNextCallsFindings() throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-constant")
        defer { project.remove() }
        let warm = WarmProject()
        let screen = "Sources/NoteScreen.swift"
        let first = try WarmAndColdRuns.lint(file: screen, in: project, warm: warm)
        #expect(first.warm == first.cold)
        #expect(!first.cold.isEmpty)
        let url = project.root.appendingPathComponent("Sources/Widths.swift")
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "= 2000", with: "= 560").utf8).write(to: url)
        let changed = try WarmAndColdRuns.lint(file: screen, in: project, warm: warm)
        #expect(changed.warm == changed.cold)
        #expect(changed.cold != first.cold)
    }
}
