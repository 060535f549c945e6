import Foundation
import XCTest

/// `plumb lint --shard K/N` and `plumb merge`: the shards of a run, merged, report what one run
/// reports, byte for byte.
final class ShardingTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    func testMergedShardsEqualOneRunInJSONAndSARIF() throws {
        try assertShardsMergeIntoOneRun("Journal", in: Self.examples, formats: ["json", "sarif"], counts: [2, 3], everyShardFinds: true)
    }

    /// A row view shown by two screens in other files, one of them a sheet (laid out in compact
    /// width only): its one finding lists the scenarios of both screens, whichever shards they
    /// and the row fall in.
    func testAViewShownByScreensOfOtherShardsIsReportedAsByOneRun() throws {
        let project = try Self.crossFileProject()
        let whole = try PlumbProcess.run(["lint", "--no-cache", "--quiet", "--format", "json", "App"], in: project.url)
        XCTAssertTrue(whole.stdout.contains(#""rule": "screen-margins", "severity": "warning", "file": "App/Row.swift""#), whole.stdout)
        try assertShardsMergeIntoOneRun("App", in: project.url, formats: ["json"], counts: [2, 3, 4])
    }

    /// A `// plumb:disable` comment that silences a project rule's finding (decided once for the
    /// whole project) is used in one run; the shard that audits the comment's file must see that
    /// finding too, or it reports the comment as superfluous (`App/Row.swift` falls in shard 3
    /// of 3, and the project rules used to run in shard 1 only).
    func testASuppressionUsedByAProjectRuleIsNotSuperfluousInAnyShard() throws {
        let project = try Sandbox()
        try project.write(".plumb.yml", "rules:\n  superfluous-suppression: warning\n")
        try project.write("App/Row.swift", """
            import SwiftUI

            // plumb:disable:next theme-structure
            struct Row: View {
                var body: some View {
                    Text("Row").padding(7)
                }
            }
            """)
        try project.write("App/Metrics.swift", """
            import SwiftUI

            enum Metrics {
                // plumb:disable:next spacing-grid
                static let gap: CGFloat = 8
            }
            """)
        let whole = try PlumbProcess.run(["lint", "--no-cache", "--quiet", "--format", "json", "App"], in: project.url)
        XCTAssertFalse(whole.stdout.contains(#""file": "App/Row.swift", "line": 3"#), whole.stdout)
        XCTAssertTrue(whole.stdout.contains(#""rule": "superfluous-suppression", "severity": "warning", "file": "App/Metrics.swift""#), whole.stdout)
        try assertShardsMergeIntoOneRun("App", in: project.url, formats: ["json", "sarif"], counts: [2, 3, 4])
    }

    /// `plumb facts --output FILE` once, then every shard with `--facts FILE`: merged, the
    /// same findings as one run without facts, in JSON and SARIF, on a project whose findings
    /// depend on other files (the theme and a constant declared in one file and used in another,
    /// a row shown by another file's screen and by a third file's sheet, an `Info.plist` that
    /// locks the appearance).
    func testShardsLintedWithTheFactsFileMergeIntoOneRun() throws {
        let project = try Self.crossFileProject()
        let facts = try PlumbProcess.run(["facts", "--output", "facts.json", "App"], in: project.url)
        XCTAssertEqual(facts.status, 0, facts.stderr)
        let written = try project.read("facts.json")
        XCTAssertTrue(written.contains(#""path" : "App/Theme/AppTheme.swift""#), written)
        XCTAssertTrue(written.contains(#""appearance" : "fixed""#), written)
        XCTAssertTrue(written.contains(#""role" : "library""#), written)
        let whole = try PlumbProcess.run(["lint", "--no-cache", "--quiet", "--format", "json", "App"], in: project.url)
        for expected in [#""rule": "screen-margins", "severity": "warning", "file": "App/Row.swift""#, #""rule": "spacing-grid", "severity": "error", "file": "App/Metrics.swift""#] {
            XCTAssertTrue(whole.stdout.contains(expected), whole.stdout)
        }
        try assertShardsMergeIntoOneRun(
            "App", in: project.url, formats: ["json", "sarif"], counts: [2, 3, 4], shardArguments: ["--facts", "facts.json"])
        // The shards read the project model from the file: with every file a test's, no rule walks them.
        try project.write("facts.json", written.replacingOccurrences(of: #""role" : "library""#, with: #""role" : "test""#))
        let asTests = try PlumbProcess.run(["lint", "--no-cache", "--quiet", "--format", "json", "--facts", "facts.json", "App"], in: project.url)
        XCTAssertEqual(asTests.status, 0, asTests.stderr)
        for rule in ["spacing-grid", "spacing-token", "sheet-detents"] { XCTAssertFalse(asTests.stdout.contains(rule), asTests.stdout) }
    }

    /// A facts file that is not this project's, not this Plumb's or not a facts file fails the
    /// shard (exit 2, naming the file and the key) before it writes any report.
    func testAStaleForeignOrCorruptFactsFileExitsTwoNamingTheKey() throws {
        let project = try Self.crossFileProject()
        XCTAssertEqual(try PlumbProcess.run(["facts", "--output", "facts.json", "App"], in: project.url).status, 0)
        let good = try project.read("facts.json")
        func assertRefused(_ facts: String, _ expected: [String], change: () throws -> Void = {}, line: UInt = #line) throws {
            try project.write("bad.json", facts)
            try change()
            let run = try PlumbProcess.run(
                ["lint", "--no-cache", "--format", "json", "--shard", "1/2", "--facts", "bad.json", "--output", "report.json", "App"], in: project.url)
            XCTAssertEqual(run.status, 2, run.stderr, line: line)
            for part in ["bad.json"] + expected { XCTAssertTrue(run.stderr.contains(part), run.stderr, line: line) }
            XCTAssertFalse(FileManager.default.fileExists(atPath: project.url.appendingPathComponent("report.json").path), line: line)
        }
        try assertRefused(good.replacingOccurrences(of: #""plumbVersion" : ""#, with: #""plumbVersion" : "0.0.1-"#), ["project.plumbVersion"])
        try assertRefused(good.replacingOccurrences(of: #""version" : 1"#, with: #""version" : 99"#), ["key version", "version 99"])
        try assertRefused(String(good.prefix(good.count / 2)), ["not a Plumb facts file"])
        try assertRefused(good.replacingOccurrences(of: #""role" : "#, with: #""role" : 7, "x" : "#), ["model.files", "corrupt"])
        try assertRefused(#"{"format": "eslint-cache", "version": 1}"#, ["key format"])
        let row = try project.read("App/Row.swift")
        try assertRefused(good, ["project.files", "App/Row.swift changed"]) {
            try project.write("App/Row.swift", row + "\n// edited\n")
        }
        try project.write("App/Row.swift", row)
        try assertRefused(good, ["project.files", "App/New.swift is not in the facts"]) {
            try project.write("App/New.swift", "import SwiftUI\n")
        }
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("App/New.swift"))
        try assertRefused(good, ["project.buildFiles", "App/Info.plist changed"]) {
            try project.write("App/Info.plist", try project.read("App/Info.plist").replacingOccurrences(of: "Light", with: "Dark"))
        }
    }

    /// Files across which findings depend on each other: see the facts file's test.
    private static func crossFileProject() throws -> Sandbox {
        let project = try Sandbox()
        // screen-margins is opt-in until its precision earns the default set.
        try project.write(".plumb.yml", "rules:\n  screen-margins: warning\n")
        try project.writeTheme(in: "App/Theme")
        try project.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "App", platforms: [.iOS(.v17)], targets: [.target(name: "App", path: "App")])
            """)
        try project.write("App/Info.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>UIUserInterfaceStyle</key>
                <string>Light</string>
            </dict>
            </plist>
            """)
        try project.write("App/Metrics.swift", """
            import SwiftUI

            enum Metrics {
                static let gap: CGFloat = 7
            }
            """)
        try project.write("App/Row.swift", """
            import SwiftUI

            struct Row: View {
                var body: some View {
                    Text("A row whose text runs from one edge of the screen to the other")
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
            """)
        try project.write("App/Feed.swift", """
            import SwiftUI

            struct Feed: View {
                @State private var composing = false

                var body: some View {
                    NavigationStack {
                        ScrollView {
                            VStack { Row() }
                                .padding(.top, Metrics.gap)
                                .padding(AppTheme.Spacing.medium)
                                .foregroundStyle(AppTheme.Colors.accent)
                        }
                        .sheet(isPresented: $composing) { Compose() }
                    }
                }
            }
            """)
        try project.write("App/Compose.swift", """
            import SwiftUI

            struct Compose: View {
                var body: some View {
                    VStack { Row() }.padding(12)
                }
            }
            """)
        return project
    }

    /// Lints `directory` once and as each count of shards (each given `shardArguments` too), and
    /// checks that the merged report of the shards is the single run's, byte for byte (and, with
    /// `everyShardFinds`, that no shard came out empty).
    private func assertShardsMergeIntoOneRun(
        _ directory: String, in folder: URL, formats: [String], counts: [Int], everyShardFinds: Bool = false,
        shardArguments: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for format in formats {
            let whole = try PlumbProcess.run(["lint", "--no-cache", "--quiet", "--format", format, directory], in: folder)
            XCTAssertEqual(whole.status, 1, whole.stderr, file: file, line: line)
            for count in counts {
                let scratch = try Sandbox()
                var reports: [String] = []
                for index in 1...count {
                    let report = scratch.url.appendingPathComponent("shard-\(index).\(format)").path
                    let shard = try PlumbProcess.run(
                        ["lint", "--no-cache", "--quiet", "--format", format, "--shard", "\(index)/\(count)", "--output", report]
                            + shardArguments + [directory],
                        in: folder)
                    XCTAssertTrue([0, 1].contains(shard.status), shard.stderr, file: file, line: line)
                    reports.append(report)
                    if everyShardFinds {
                        let text = try String(contentsOfFile: report, encoding: .utf8)
                        XCTAssertTrue(text.contains("\"rule"), "shard \(index) of \(count) found nothing", file: file, line: line)
                    }
                }
                let merged = try PlumbProcess.run(["merge"] + reports, in: folder)
                XCTAssertEqual(merged.status, 0, merged.stderr, file: file, line: line)
                XCTAssertEqual(merged.stdout, whole.stdout, "\(directory), \(format), \(count) shards", file: file, line: line)
            }
        }
    }

    func testShardsSplitTheFilesAndCountThemOnce() throws {
        var files = 0
        for index in 1...3 {
            let shard = try PlumbProcess.run(["lint", "--no-cache", "--format", "json", "--shard", "\(index)/3", "JournalClean"], in: Self.examples)
            let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(shard.stdout.utf8)) as? [String: Any], shard.stderr)
            files += try XCTUnwrap((document["summary"] as? [String: Any])?["files"] as? Int)
        }
        let whole = try PlumbProcess.run(["lint", "--no-cache", "--format", "json", "JournalClean"], in: Self.examples)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(whole.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(files, (document["summary"] as? [String: Any])?["files"] as? Int)
    }

    func testBadShardsAndReportsExitTwo() throws {
        for shard in ["0/2", "3/2", "1/0", "a/b", "1"] {
            let run = try PlumbProcess.run(["lint", "--shard", shard, "JournalClean"], in: Self.examples)
            XCTAssertEqual(run.status, 2, shard)
        }
        let scratch = try Sandbox()
        let notJSON = try scratch.write("a.json", "{ not json")
        let run = try PlumbProcess.run(["merge", notJSON.path], in: Self.examples)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("a.json"), run.stderr)
        let json = try scratch.write("b.json", #"{"version": 1, "findings": [], "summary": {"files": 0, "errors": 0, "warnings": 0, "infos": 0}}"#)
        let sarif = try scratch.write("c.sarif", #"{"version": "2.1.0", "runs": [{"results": []}]}"#)
        let mixed = try PlumbProcess.run(["merge", json.path, sarif.path], in: Self.examples)
        XCTAssertEqual(mixed.status, 2)
        XCTAssertTrue(mixed.stderr.contains("not all of one format"), mixed.stderr)
    }
}
