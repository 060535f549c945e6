import Foundation
import Testing

/// The small rough edges a team meets on its first day: a bad `--jobs`, the `layout:` line of a
/// run the cache answers, a report or theme written into a directory that does not exist, and
/// `plumb merge` given a set of shards that is not one whole run.
@Suite struct RoughEdgesTests {
    @Test func jobsZeroIsRefusedWithExitTwo() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", "let a = 1\n")
        let run = try sandbox.run("lint", "--jobs", "0", "A.swift")
        #expect(run.status == 2)
        #expect(run.stderr.contains("--jobs must be at least 1, not 0"), "\(run.stderr)")
        #expect(try sandbox.run("lint", "--jobs", "1", "A.swift").status == 0)
    }

    @Test func theLayoutLineIsPrintedWhenTheCacheAnswersTheRun() throws {
        let sandbox = try Sandbox()
        try sandbox.writeTheme()
        try sandbox.write("Home.swift", """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    NavigationStack { VStack(spacing: 8) { Text("Hello") } }
                }
            }

            """)
        let cache = sandbox.url.appendingPathComponent("cache").path
        let first = try PlumbProcess.run(["lint", "."], in: sandbox.url, environment: ["XDG_CACHE_HOME": cache])
        let layout = try #require(first.stderr.split(separator: "\n").first { $0.hasPrefix("layout: 1 screen") }, "\(first.stderr)")
        let cached = try PlumbProcess.run(["lint", "."], in: sandbox.url, environment: ["XDG_CACHE_HOME": cache])
        #expect(cached.stderr == first.stderr)
        #expect(cached.stderr.contains(layout))
    }

    @Test func aFileWrittenIntoAMissingDirectoryFailsNamingTheDirectory() throws {
        let sandbox = try Sandbox()
        let plan = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/theme-plan.yml")
        try sandbox.write("plan.yml", try String(contentsOf: plan, encoding: .utf8))
        let theme = try sandbox.run("theme", "plan.yml", "-o", "App/Theme/AppTheme.swift")
        #expect(theme.status == 2)
        #expect(theme.stderr == "plumb: App/Theme/AppTheme.swift: cannot write the file (no such directory: App/Theme); nothing was changed\n")
        #expect(!FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("App").path))

        try sandbox.write("A.swift", "let a = 1\n")
        let report = try sandbox.run("lint", "--format", "json", "--output", "reports/plumb.json", "A.swift")
        #expect(report.status == 2)
        #expect(report.stderr.contains("plumb: reports/plumb.json: cannot write the report (no such directory: reports)"), "\(report.stderr)")
        let baseline = try sandbox.run("lint", "--write-baseline", "missing/baseline.json", "A.swift")
        #expect(baseline.status == 2)
        #expect(baseline.stderr.contains("plumb: missing/baseline.json: cannot write the baseline (no such directory: missing)"), "\(baseline.stderr)")
    }

    @Test func mergeRefusesAMissingRepeatedOrForeignShardByName() throws {
        let sandbox = try Sandbox()
        try sandbox.writeTheme()
        for name in ["A", "B", "C", "D"] {
            try sandbox.write("\(name).swift", "import SwiftUI\nlet \(name.lowercased()) = Text(\"x\").padding(10)\n")
        }
        func shard(_ shard: String, _ file: String, _ options: String...) throws {
            let run = try sandbox.run(["lint", "--format", "sarif", "--shard", shard, "--output", file] + options + ["."])
            #expect([0, 1].contains(run.status), "\(run.stderr)")
        }
        try shard("1/2", "one.sarif")
        try shard("2/2", "two.sarif")
        try shard("2/2", "other.sarif", "--only", "spacing-grid")

        #expect(try sandbox.run("merge", "one.sarif", "two.sarif").status == 0)
        let missing = try sandbox.run("merge", "one.sarif")
        #expect(missing.status == 2)
        #expect(missing.stderr == "plumb: shard 2 of 2 is missing\n")
        let repeated = try sandbox.run("merge", "one.sarif", "two.sarif", "two.sarif")
        #expect(repeated.status == 2)
        #expect(repeated.stderr == "plumb: two.sarif: shard 2 of 2 again (two.sarif is shard 2 of 2)\n")
        let foreign = try sandbox.run("merge", "one.sarif", "other.sarif")
        #expect(foreign.status == 2)
        #expect(foreign.stderr.hasPrefix("plumb: other.sarif: shard 2 of 2 of another run"), "\(foreign.stderr)")
        let whole = try sandbox.run("lint", "--format", "sarif", "--output", "whole.sarif", ".")
        #expect(whole.status == 1)
        let unsharded = try sandbox.run("merge", "whole.sarif")
        #expect(unsharded.stderr == "plumb: whole.sarif: not the report of a shard (`plumb lint --shard K/N` writes one)\n")
    }
}
