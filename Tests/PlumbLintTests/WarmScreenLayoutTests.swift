import Foundation
import PlumbCore
import Testing

@testable import PlumbLint

/// A warm project's one-file lint lays a screen out again only when its trees changed
/// (`KeptScreenLayouts`): an edit that leaves them equal keeps the last layouts, and every answer
/// must still be a cold run's.
@Suite struct WarmScreenLayoutTests {
    /// Two screens whose long text is wider than a readable line: one in a scroll view, inside a
    /// card of another file, one in a row built by a helper property.
    private static let files: [String: String] = [
        "Sources/TripScreen.swift": """
            import SwiftUI

            struct TripScreen: View {
                var body: some View {
                    ScrollView {
                        TripCard {
                            Text("Pack a warm coat, two pairs of boots, the map of the northern trails and food for three days.")
                        }
                    }
                }
            }
            """,
        "Sources/TripCard.swift": """
            import SwiftUI

            struct TripCard<Content: View>: View {
                @ViewBuilder var content: Content

                var body: some View {
                    content.padding(.vertical, 8)
                }
            }
            """,
        "Sources/GearScreen.swift": """
            import SwiftUI

            struct GearScreen: View {
                var body: some View {
                    ScrollView { checklist }
                }

                private var checklist: some View {
                    HStack {
                        Image(systemName: "backpack")
                        Text("Check the tent poles, the stove's fuel, the water filter and the spare batteries before leaving home.")
                    }
                }
            }
            """,
    ]

    /// Replaces `old` with `new` in the file at `path`.
    private func edit(_ path: String, in project: TemporaryProject, replacing old: String, with new: String) throws {
        let url = project.root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    /// A comment added keeps the trees and the findings; a narrower line changes
    /// the trees, which are laid out again, and the finding goes.
    @Test(arguments: [
        ("Sources/TripScreen.swift", "trails and food for three days.\")", "trails and food for three days.\").frame(maxWidth: 560)"),
        ("Sources/GearScreen.swift", "ScrollView { checklist }", "ScrollView { checklist.frame(maxWidth: 600) }"),
    ])
    func anEditOfTheScreensFileIsLaidOutAgainOnlyWhereItsTreesChanged(path: String, old: String, new: String) throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-layouts")
        defer { project.remove() }
        let warm = WarmProject()
        let first = try WarmAndColdRuns.lint(file: path, in: project, warm: warm)
        #expect(first.warm == first.cold)
        #expect(!first.cold.isEmpty)
        try edit(path, in: project, replacing: "}\n}", with: "}\n}\n\n// Laid out on every phone.\n")
        let commented = try WarmAndColdRuns.lint(file: path, in: project, warm: warm)
        #expect(commented.warm == commented.cold)
        #expect(commented.cold == first.cold)
        try edit(path, in: project, replacing: old, with: new)
        let changed = try WarmAndColdRuns.lint(file: path, in: project, warm: warm)
        #expect(changed.warm == changed.cold)
        #expect(changed.cold != first.cold)
    }

    /// The card the screen shows its text in, in another file, narrows its content: the screen's
    /// trees change and it is laid out again.
    @Test func aViewOfAnotherFileThatChangesLaysTheScreenOutAgain() throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-layouts")
        defer { project.remove() }
        let warm = WarmProject()
        let first = try WarmAndColdRuns.lint(file: "Sources/TripScreen.swift", in: project, warm: warm)
        #expect(first.warm == first.cold)
        try edit("Sources/TripCard.swift", in: project, replacing: "content.padding(.vertical, 8)", with: "content.frame(maxWidth: 560)")
        let changed = try WarmAndColdRuns.lint(file: "Sources/TripScreen.swift", in: project, warm: warm)
        #expect(changed.warm == changed.cold)
        #expect(changed.cold != first.cold)
    }
}
