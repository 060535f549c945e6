import Foundation
import MCP
import Testing

@testable import PlumbMCP

/// A warm server answers as a cold one: the tools called through the same entry point, once
/// with the server's warm projects and once afresh, after each change to the project on disk.
@Suite struct WarmProjectTests {
    /// A small app: a theme constant off the grid used from another file, a screen that shows a
    /// row view of its own file, a row written in another idiom, a view whose tree depends on the
    /// size class and the row count, a small button (reported where the manifest says the app runs
    /// on touch screens), and a package manifest.
    private static let files: [String: String] = [
        "Package.swift": manifest(platform: ".iOS(.v17)"),
        "Sources/App/Theme.swift": """
            import SwiftUI

            enum Spacing {
                static let row: CGFloat = 6
            }
            """,
        "Sources/App/HomeView.swift": """
            import SwiftUI

            struct HomeView: View {
                var body: some View {
                    NavigationStack {
                        List {
                            ItemRow(title: "Inbox", count: 3)
                            ItemRow(title: "Archive", count: 12)
                        }
                        .navigationTitle("Mail")
                    }
                }
            }
            """,
        "Sources/App/ItemRow.swift": """
            import SwiftUI

            struct ItemRow: View {
                let title: String
                let count: Int

                var body: some View {
                    HStack(spacing: Spacing.row) {
                        Text(title)
                        Spacer()
                        Button { } label: { Image(systemName: "chevron.right") }
                            .frame(width: 20, height: 20)
                    }
                    .padding(.horizontal, 10)
                }
            }
            """,
        "Sources/App/SplitView.swift": """
            import SwiftUI

            struct SplitView: View {
                @Environment(\\.horizontalSizeClass) private var sizeClass
                let names: [String]

                var body: some View {
                    if sizeClass == .compact {
                        List(names, id: \\.self) { Text($0) }
                    } else {
                        HStack { Text("Sidebar"); Text("Detail") }
                    }
                }
            }
            """,
        "Sources/App/ComposeButton.swift": """
            import SwiftUI

            struct ComposeButton: View {
                var body: some View {
                    Button(action: {}) {
                        Image(systemName: "square.and.pencil")
                    }
                    .frame(width: 24, height: 24)
                }
            }
            """,
    ]

    private static func manifest(platform: String) -> String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "App",
            platforms: [\(platform)],
            targets: [.executableTarget(name: "App", path: "Sources/App")]
        )
        """
    }

    /// Each tool's answer, as the server sends it, warm and cold.
    private func answers(_ directory: String, warm: WarmProjects) throws -> [(warm: String, cold: String)] {
        let home = try String(contentsOfFile: directory + "/Sources/App/HomeView.swift", encoding: .utf8)
        let calls: [(any PlumbTool, [String: Value])] = [
            (LintTool(), ["directory": .string(directory)]),
            (LintTool(), ["directory": .string(directory), "path": "Sources/App/ItemRow.swift",
                          "source": .string(try String(contentsOfFile: directory + "/Sources/App/ItemRow.swift", encoding: .utf8))]),
            (LintTool(), ["directory": .string(directory), "path": "Sources/App/HomeView.swift", "source": .string(home + "\n// edited\n")]),
            (FixTool(), ["directory": .string(directory), "path": "Sources/App/HomeView.swift", "source": .string(home)]),
            (LayoutTool(), ["directory": .string(directory), "view": "HomeView", "scenarios": ["iphone-15/portrait", "ipad-pro-11/landscape"]]),
            (LayoutTool(), ["directory": .string(directory), "view": "ItemRow", "scenarios": ["iphone-13"], "detail": "full"]),
            // A screen whose tree depends on the host and the row count, read through the trees
            // the warm project keeps: each host and row count gets its own.
            (LayoutTool(), ["directory": .string(directory), "view": "SplitView", "scenarios": ["iphone-15/portrait", "ipad-pro-11/landscape"]]),
            (LayoutTool(), ["directory": .string(directory), "view": "SplitView", "scenarios": ["iphone-15/portrait"], "rows": "one"]),
        ]
        return try calls.map { tool, arguments in
            let warmAnswer = try tool.call(ToolInput(arguments, schema: tool.input, limits: Limits(), projects: warm))
            let coldAnswer = try tool.call(ToolInput(arguments, schema: tool.input, limits: Limits()))
            return (try StructuredText.json(warmAnswer), try StructuredText.json(coldAnswer))
        }
    }

    private func write(_ text: String, to path: String, in root: URL) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    @Test func aWarmAnswerIsTheColdOneAfterEditsAdditionsDeletionsAndASettingsChange() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-warm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in Self.files { try write(text, to: path, in: root) }
        let directory = root.path
        let warm = WarmProjects()
        var seen: Set<String> = []
        let changes: [(String, () throws -> Void)] = [
            ("as written", {}),
            ("a file edited", {
                try write(Self.files["Sources/App/ItemRow.swift"]!.replacingOccurrences(of: ".padding(.horizontal, 10)", with: ".padding(.horizontal, 14)"),
                          to: "Sources/App/ItemRow.swift", in: root)
            }),
            ("a constant other files read edited", {
                try write(Self.files["Sources/App/Theme.swift"]!.replacingOccurrences(of: "= 6", with: "= 8"), to: "Sources/App/Theme.swift", in: root)
            }),
            ("a file added and used", {
                try write("""
                    import SwiftUI

                    struct Badge: View {
                        var body: some View { Text("New").padding(5) }
                    }
                    """, to: "Sources/App/Badge.swift", in: root)
                try write(Self.files["Sources/App/HomeView.swift"]!.replacingOccurrences(of: ".navigationTitle(\"Mail\")", with: ".navigationTitle(\"Mail\")\n            Badge()"),
                          to: "Sources/App/HomeView.swift", in: root)
            }),
            ("a file deleted", {
                try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/App/Theme.swift"))
            }),
            ("the settings changed", {
                try write(Self.manifest(platform: ".macOS(.v14)"), to: "Package.swift", in: root)
            }),
        ]
        for (change, apply) in changes {
            try apply()
            for (index, answer) in try answers(directory, warm: warm).enumerated() {
                #expect(answer.warm == answer.cold, "call \(index), \(change)")
                seen.insert(answer.cold)
            }
        }
        // The changes changed the answers: the project was not answered from a stale state.
        #expect(seen.count > 6 * 2)
    }

    @Test func theLeastRecentlyUsedProjectGoesFirst() {
        let projects = WarmProjects()
        let first = projects.project("/a")
        for name in ["/b", "/c", "/d"] { _ = projects.project(name) }
        #expect(projects.project("/a") === first)
        _ = projects.project("/e")
        #expect(projects.directories == ["/c", "/d", "/a", "/e"])
        #expect(WarmProjects.limit == 4)
    }

    @Test func aCallDoesNotWaitForAnotherProjectsCall() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-warm-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in Self.files { try write(text, to: "one/" + path, in: root) }
        for (path, text) in Self.files { try write(text, to: "two/" + path, in: root) }
        let projects = WarmProjects()
        let busy = projects.project(root.appendingPathComponent("one").standardizedFileURL.path)
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        Thread { busy.serially { started.signal(); release.wait() } }.start()
        started.wait()
        defer { release.signal() }
        let arguments: [String: Value] = ["directory": .string(root.appendingPathComponent("two").path)]
        let answer = try LintTool().call(ToolInput(arguments, schema: LintTool().input, limits: Limits(), projects: projects))
        #expect(answer.objectValue?["findings"] != nil)
    }
}
