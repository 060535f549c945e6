import Foundation
import PlumbCore
@testable import PlumbLint
import XCTest

/// The cache re-lints a changed file and exactly the files whose project facts depend on it, and
/// its findings always equal a cold run's.
final class LintCacheTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A project: a theme, a file of constants, a view that uses a constant, a row the view
    /// builds (a call-site dependency), and a view that depends on nothing else.
    private var project: [String: String] = [
        "AppTheme.swift": """
            import SwiftUI
            enum AppTheme {
                enum Spacing { static let small: CGFloat = 8; static let medium: CGFloat = 16 }
                enum Colors { static let accent = Color(hex: "#336699") }
            }
            extension Color { init(hex: String) { self = .clear } }
            """,
        "Constants.swift": """
            import SwiftUI
            enum Layout { static let gap: CGFloat = 12 }
            """,
        "Home.swift": """
            import SwiftUI
            struct Home: View {
                var body: some View { VStack(spacing: Layout.gap) { Text("a"); Row() } }
            }
            """,
        "Row.swift": """
            import SwiftUI
            struct Row: View {
                var body: some View { Text("row").padding(10) }
            }
            """,
        "Other.swift": """
            import SwiftUI
            struct Other: View {
                var body: some View { Text("other").padding(6) }
            }
            """,
    ]

    private func inputs() -> [LintInput] {
        project.keys.sorted().map { LintInput(path: directory.appendingPathComponent($0).path, displayPath: $0) }
    }

    private func write() throws {
        for (name, text) in project {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
    }

    private func linter(cached: Bool, runKey: String = "key") -> Linter {
        let cache = cached ? LintCache(directory: directory.appendingPathComponent("cache"), project: "p", runKey: runKey) : nil
        return Linter(configuration: Configuration(baseDirectory: directory.path), options: LintOptions(jobs: 2, cache: cache))
    }

    /// Lints with the cache, checks the findings against a cold run, returns the files linted.
    @discardableResult
    private func lintCached(file: StaticString = #filePath, line: UInt = #line) throws -> Set<String> {
        try write()
        let warm = linter(cached: true).lint(inputs())
        let cold = linter(cached: false).lint(inputs())
        XCTAssertEqual(warm.findings, cold.findings, "cached findings differ from a cold run", file: file, line: line)
        XCTAssertFalse(cold.findings.isEmpty, file: file, line: line)
        return Set(warm.lintedPaths.map { URL(fileURLWithPath: $0).lastPathComponent })
    }

    func testAnUnchangedProjectIsNotLintedAgain() throws {
        XCTAssertEqual(try lintCached(), Set(project.keys))
        XCTAssertEqual(try lintCached(), [])
    }

    func testAChangedFileIsLintedAgainAlone() throws {
        try lintCached()
        project["Other.swift"] = project["Other.swift"]!.replacingOccurrences(of: "padding(6)", with: "padding(7)")
        XCTAssertEqual(try lintCached(), ["Other.swift"])
        // A comment added to the view file: only it.
        project["Home.swift"]! += "\n// a comment\n"
        XCTAssertEqual(try lintCached(), ["Home.swift"])
    }

    func testAFileWhoseConstantAnotherUsesRelintsThatOne() throws {
        try lintCached()
        project["Constants.swift"] = project["Constants.swift"]!.replacingOccurrences(of: "gap: CGFloat = 12", with: "gap: CGFloat = 10")
        XCTAssertEqual(try lintCached(), ["Constants.swift", "Home.swift"])
    }

    func testTheThemeRelintsEveryFileThatReadsIt() throws {
        try lintCached()
        project["AppTheme.swift"] = project["AppTheme.swift"]!.replacingOccurrences(of: "medium: CGFloat = 16", with: "medium: CGFloat = 12")
        // Every walk reads the theme's spacing tokens (spacing-token compares values with them).
        XCTAssertEqual(try lintCached(), Set(project.keys))
    }

    func testANewDeclarationRelintsTheFilesThatLookedItUp() throws {
        try lintCached()
        // `Layout.gap` was looked up as a member of `Layout`; a second file extending Layout
        // changes that answer.
        project["More.swift"] = "import SwiftUI\nextension Layout { static let extra: CGFloat = 4 }\n"
        let linted = try lintCached()
        XCTAssertTrue(linted.isSuperset(of: ["More.swift", "Home.swift"]), "\(linted)")
        XCTAssertFalse(linted.contains("Other.swift"), "\(linted)")
    }

    func testARenamedTypeRelintsItsCallers() throws {
        try lintCached()
        project["Row.swift"] = project["Row.swift"]!.replacingOccurrences(of: "padding(10)", with: "padding(12)")
        let linted = try lintCached()
        XCTAssertTrue(linted.contains("Row.swift"))
        XCTAssertFalse(linted.contains("Other.swift"), "\(linted)")
    }

    func testAnotherRunKeyStartsOver() throws {
        try write()
        linter(cached: true).lint(inputs())
        XCTAssertEqual(linter(cached: true, runKey: "other configuration").lint(inputs()).lintedPaths.count, project.count)
    }

    func testACorruptEntryIsIgnoredAndRewritten() throws {
        try lintCached()
        let cacheDirectory = directory.appendingPathComponent("cache")
        let file = try XCTUnwrap(FileManager.default.contentsOfDirectory(at: cacheDirectory, includingPropertiesForKeys: nil).first)
        var lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
        // Damage the run record (so the run is not answered whole) and the entry of Other.swift:
        // a finding's line changed without its hash, as a disk error or a hand edit would.
        lines[1] = String(lines[1].dropLast(5))
        let other = try XCTUnwrap(lines.firstIndex { $0.contains("Other.swift\"") && $0.contains("contentHash") })
        lines[other] = lines[other].replacingOccurrences(of: "\"line\":3", with: "\"line\":30")
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        XCTAssertEqual(try lintCached(), ["Other.swift"])
        XCTAssertEqual(try lintCached(), [], "the damaged records were rewritten")
        try Data("not a cache at all".utf8).write(to: file)
        XCTAssertEqual(try lintCached(), Set(project.keys))
    }
}
