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

    /// A comment after the last token of the screen's file, or of the card it shows, changes no
    /// token a reading reads: the screen is taken from the last run without being read. A
    /// comment above the code moves every token, and a change to the card's code changes what it
    /// shows: the screen is read again, and each answer is a cold run's.
    @Test func aCommentAfterTheCodeSparesTheReadingAndACodeChangeDoesNot() throws {
        let project = try TemporaryProject(Self.files, prefix: "plumb-warm-layouts")
        defer { project.remove() }
        let warm = WarmProject()
        let screen = "Sources/TripScreen.swift"
        let first = try WarmAndColdRuns.lint(file: screen, in: project, warm: warm)
        #expect(first.warm == first.cold)
        #expect(!first.cold.isEmpty)
        #expect(warm.screenLayouts.sparedReadings == 0)
        try edit(screen, in: project, replacing: "}\n}", with: "}\n}\n\n// Laid out on every phone.\n")
        let commented = try WarmAndColdRuns.lint(file: screen, in: project, warm: warm)
        #expect(commented.warm == commented.cold)
        #expect(commented.cold == first.cold)
        #expect(warm.screenLayouts.sparedReadings == 1)
        try edit("Sources/TripCard.swift", in: project, replacing: "}\n}", with: "}\n}\n/* The card of every trip. */\n")
        let cardCommented = try WarmAndColdRuns.lint(file: screen, in: project, warm: warm)
        #expect(cardCommented.warm == cardCommented.cold)
        #expect(cardCommented.cold == first.cold)
        #expect(warm.screenLayouts.sparedReadings == 1)
        try edit(screen, in: project, replacing: "import SwiftUI", with: "// The trip.\nimport SwiftUI")
        let moved = try WarmAndColdRuns.lint(file: screen, in: project, warm: warm)
        #expect(moved.warm == moved.cold)
        #expect(moved.cold != first.cold)
        #expect(warm.screenLayouts.sparedReadings == 0)
        try edit("Sources/TripCard.swift", in: project, replacing: "content.padding(.vertical, 8)", with: "content.frame(maxWidth: 560)")
        let narrowed = try WarmAndColdRuns.lint(file: screen, in: project, warm: warm)
        #expect(narrowed.warm == narrowed.cold)
        #expect(narrowed.cold != moved.cold)
        #expect(warm.screenLayouts.sparedReadings == 0)
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
