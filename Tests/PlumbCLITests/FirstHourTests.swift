import Foundation
import XCTest

/// What a new user meets in the first hour: project facts whatever is checked, a readable
/// first run, "did you mean", a missing path.
final class FirstHourTests: XCTestCase {
    private let offGrid = "import SwiftUI\nstruct Row: View { var body: some View { Text(\"x\").padding(10) } }\n"

    /// A package whose theme and `Color(hex:)` live in other files than the one checked.
    private func package() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\")])\n")
        try sandbox.writeTheme(in: "Sources/App/Theme")
        try sandbox.write("Sources/App/Settings/SettingsView.swift", offGrid)
        try sandbox.write("Sources/App/Home/HomeView.swift", offGrid.replacingOccurrences(of: "Row", with: "Home"))
        return sandbox
    }

    func testProjectFactsComeFromTheWholeProjectWhateverIsChecked() throws {
        let sandbox = try package()
        let output = try sandbox.run("lint", "--no-cache", "--format", "json", "Sources/App/Settings/SettingsView.swift")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], output.stderr)
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        // The theme is found in its own file: no theme-structure or color-hex-init finding, and
        // the fix names the theme's token.
        XCTAssertEqual(findings.compactMap { $0["rule"] as? String }, ["spacing-grid"], output.stdout)
        XCTAssertEqual(findings.first?["message"] as? String, "padding 10 is off the 4-pt grid; use AppTheme.Spacing.small")
        XCTAssertEqual(findings.compactMap { $0["file"] as? String }, ["Sources/App/Settings/SettingsView.swift"])
        XCTAssertEqual((document["summary"] as? [String: Any])?["files"] as? Int, 1)
    }

    /// A configuration named with `--config` may live anywhere: its folder is not the root.
    func testAConfigurationNamedOnTheCommandLineDoesNotMoveTheRoot() throws {
        let sandbox = try Sandbox()
        try sandbox.write("shared.yml", "rules: { deep-nesting: off }\n")
        try sandbox.writeTheme(in: "Elsewhere")
        try sandbox.write("App/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\")\n")
        try sandbox.write("App/Sources/App/Row.swift", offGrid)
        let output = try sandbox.run("lint", "--no-cache", "--config", "shared.yml", "App/Sources/App/Row.swift")
        XCTAssertTrue(output.stdout.contains("padding 10 is off the 4-pt grid; use 12 [spacing-grid]"),
                      "the theme in Elsewhere/ is not this package's: \(output.stdout)")
    }

    func testChangedReportsOnlyFilesChangedSinceTheBaseWithTheWholeProjectsFacts() throws {
        let sandbox = try package()
        func git(_ arguments: String...) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "init.defaultBranch=main"] + arguments
            process.currentDirectoryURL = sandbox.url
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { throw XCTSkip("git \(arguments.first ?? "") failed: is git installed?") }
        }
        try git("init", "-q")
        try git("add", ".")
        try git("commit", "-q", "-m", "start")
        try git("checkout", "-q", "-b", "feature")
        XCTAssertEqual(try sandbox.run("lint", "--changed").stdout, "", "nothing changed since the merge base with main")

        try sandbox.write("Sources/App/Home/HomeView.swift", offGrid.replacingOccurrences(of: "Row", with: "Home") + "// edited\n")
        try sandbox.write("Sources/App/New/NewView.swift", offGrid.replacingOccurrences(of: "Row", with: "New"))
        let changed = try sandbox.run("lint", "--changed")
        XCTAssertEqual(changed.status, 1)
        XCTAssertEqual(changed.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) },
                       ["Sources/App/Home/HomeView.swift", "Sources/App/New/NewView.swift"], changed.stdout)
        XCTAssertFalse(changed.stdout.contains("theme-structure"), changed.stdout)

        try git("add", ".")
        try git("commit", "-q", "-m", "feature")
        XCTAssertEqual(try sandbox.run("lint", "--changed", "HEAD").stdout, "", "since HEAD nothing changed")
        let sinceStart = try sandbox.run("lint", "--changed", "main", "Sources/App/Home")
        XCTAssertEqual(sinceStart.stdout.split(separator: "\n").count, 1, sinceStart.stdout)
        let badRevision = try sandbox.run("lint", "--changed=no-such-branch")
        XCTAssertEqual(badRevision.status, 2)
        XCTAssertTrue(badRevision.stderr.contains("'no-such-branch' is not a revision"), badRevision.stderr)
    }

    func testOnlyAndDisableChooseTheRulesAndSayWhatTheyDoNotKnow() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", "let a = VStack { Text(\"x\").padding(10); Button(action: {}) { Image(systemName: \"xmark\") } }\n")
        let all = try sandbox.run("lint", "A.swift")
        XCTAssertTrue(all.stdout.contains("[spacing-grid]") && all.stdout.contains("[tap-target]"), all.stdout)

        let only = try sandbox.run("lint", "--only", "spacing-grid,geometry-reader", "A.swift")
        XCTAssertEqual(Set(only.stdout.split(separator: "\n").map { String($0.split(separator: "[").last ?? "") }), ["spacing-grid]"], only.stdout)
        let disabled = try sandbox.run("lint", "--disable", "spacing-grid", "A.swift")
        XCTAssertFalse(disabled.stdout.contains("[spacing-grid]"), disabled.stdout)
        XCTAssertTrue(disabled.stdout.contains("[tap-target]"), disabled.stdout)

        let optIn = try sandbox.run("lint", "--only", "implicit-stack-spacing", "B.swift")
        XCTAssertEqual(optIn.status, 2, "B.swift does not exist")
        try sandbox.write("B.swift", "let b = VStack { Image(systemName: \"tray\"); Text(\"a\"); Text(\"b\").font(.caption) }\n")
        XCTAssertTrue(try sandbox.run("lint", "--only", "implicit-stack-spacing", "B.swift").stdout.contains("[implicit-stack-spacing]"),
                      "--only turns an opt-in rule on")

        let unknown = try sandbox.run("lint", "--only", "spacing-gird", "A.swift")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stdout, "")
        XCTAssertEqual(unknown.stderr, "plumb: unknown rule 'spacing-gird'; did you mean 'spacing-grid'? (see `plumb rules`)\n")
    }

    func testTheFirstRunEndsWithAPerRuleSummaryOnStandardErrorAndStdoutStaysOneFindingALine() throws {
        let sandbox = try Sandbox()
        try sandbox.writeTheme()
        try sandbox.write("A.swift", "let a = VStack { Text(\"x\").padding(10).padding(6); Button(action: {}) { Image(systemName: \"xmark\") } }\n")
        let output = try sandbox.run("lint", "A.swift")
        XCTAssertTrue(output.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("A.swift:") && $0.hasSuffix("]") }, output.stdout)
        XCTAssertEqual(output.stderr, """
            3 errors, 0 warnings, 0 notes in 1 file
            by rule:
              spacing-grid  2  error  fixable
              tap-target    1  error  fixable
            one rule's findings: plumb lint A.swift --only spacing-grid   (or grep '[spacing-grid]' in the text output)

            """)
        XCTAssertEqual(try sandbox.run("lint", "--quiet", "A.swift").stderr, "")
    }

    func testDidYouMeanAndVersion() throws {
        let sandbox = try Sandbox()
        let rule = try sandbox.run("rules", "tap-targets")
        XCTAssertEqual(rule.status, 2)
        XCTAssertEqual(rule.stderr, "plumb: unknown rule 'tap-targets'; did you mean 'tap-target'? (see `plumb rules`)\n")

        try sandbox.write("Row.swift", "import SwiftUI\nstruct Row: View { var body: some View { Text(\"x\") } }\n")
        let byName = try sandbox.run("layout", "Row.swift", "--view", "Row", "--device", "iPhone 15")
        XCTAssertEqual(byName.status, 0, byName.stderr)
        let device = try sandbox.run("layout", "Row.swift", "--view", "Row", "--device", "iphone-15-prp")
        XCTAssertEqual(device.status, 2)
        XCTAssertTrue(device.stderr.contains("unknown device 'iphone-15-prp'; did you mean 'iphone-15-pro'"), device.stderr)

        let version = try sandbox.run("--version")
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.first?.isNumber ?? false, version.stdout)
    }

    func testAMissingPathFailsWithItsMessageAndNothingElse() throws {
        let sandbox = try Sandbox()
        try sandbox.write("A.swift", "let a = Text(\"x\").padding(10)\n")
        let output = try sandbox.run("lint", "A.swift", "Nope")
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stdout, "")
        XCTAssertEqual(output.stderr, "plumb: Nope: no such file or directory\n")
    }

    func testRuleExplanationShowsTheCommentThatSilencesIt() throws {
        let output = try Sandbox().run("rules", "spacing-grid")
        XCTAssertTrue(output.stdout.contains("`// plumb:disable:next spacing-grid`"), output.stdout)
    }
}
