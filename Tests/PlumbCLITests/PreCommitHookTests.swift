import Foundation
import Testing

/// Plumb's hooks (`.pre-commit-hooks.yaml`) run by the pre-commit framework itself, with
/// `pre-commit try-repo` on a fixture repository: they check the staged Swift files only, with
/// the whole project's facts. `.ci/run` installs pre-commit from PyPI; without it the test is
/// skipped, saying so.
@Suite(.enabled(if: PreCommit.isInstalled, "pre-commit is not installed (`pip install pre-commit`; .ci/run installs it): the hooks did not run"))
struct PreCommitHookTests {
    @Test func theLintHookChecksTheStagedFilesAndFailsOnAnErrorFinding() throws {
        let app = try PreCommit.fixtureRepository()
        let run = try PreCommit.tryRepo("plumb-lint", in: app.url)
        #expect(run.status == 1, "\(run.output)")
        // The theme, in a file the commit does not change, is known: its token is the fix.
        #expect(run.output.contains("New.swift:2:60: error: padding 6 is off the 4-pt grid; use AppTheme.Spacing.xSmall [spacing-grid]"), "\(run.output)")
        #expect(!run.output.contains("Old.swift"), "a file the commit does not change is not reported: \(run.output)")
    }

    @Test func theFixHookFixesTheStagedFilesAndACleanCommitPasses() throws {
        let app = try PreCommit.fixtureRepository()
        let fix = try PreCommit.tryRepo("plumb-fix", in: app.url)
        // pre-commit fails a hook that changed files, so that the fixed files are looked at.
        #expect(fix.status == 1, "\(fix.output)")
        #expect(try app.read("New.swift").contains(".padding(AppTheme.Spacing.xSmall)"), "\(fix.output)")
        #expect(try app.read("Old.swift").contains(".padding(10)"), "an unchanged file is not fixed")
        try PreCommit.git(["add", "New.swift"], in: app.url)
        let clean = try PreCommit.tryRepo("plumb-lint", in: app.url)
        #expect(clean.status == 0, "\(clean.output)")
    }
}

/// The pre-commit framework, run on a fixture repository with the `plumb` under test on the PATH.
enum PreCommit {
    static let plumbRepository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var isInstalled: Bool {
        (try? run(["python3", "-m", "pre_commit", "--version"], in: FileManager.default.temporaryDirectory).status) == 0
    }

    /// A git repository with a project (`.plumb.yml`, the theme), a committed file with a
    /// finding the hooks must leave alone, and a staged new file with an off-grid padding.
    static func fixtureRepository() throws -> Sandbox {
        let app = try Sandbox()
        try app.write(".plumb.yml", "# the project's root\n")
        try app.writeTheme()
        try app.write("Old.swift", "import SwiftUI\nstruct Old: View { var body: some View { Text(\"x\").padding(10) } }\n")
        try git(["init", "-q"], in: app.url)
        try git(["add", "."], in: app.url)
        try git(["commit", "-q", "-m", "init"], in: app.url)
        try app.write("New.swift", "import SwiftUI\nstruct New: View { var body: some View { Text(\"y\").padding(6) } }\n")
        try git(["add", "New.swift"], in: app.url)
        return app
    }

    static func git(_ arguments: [String], in directory: URL) throws {
        let run = try run(["git"] + arguments, in: directory)
        #expect(run.status == 0, "git \(arguments): \(run.output)")
    }

    /// `pre-commit try-repo PLUMB HOOK`: the hook as this checkout defines it, on the staged files.
    static func tryRepo(_ hook: String, in directory: URL) throws -> (status: Int32, output: String) {
        try run(["python3", "-m", "pre_commit", "try-repo", plumbRepository.path, hook], in: directory)
    }

    static func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        let bin = PlumbProcess.executable.deletingLastPathComponent().path
        environment["PATH"] = bin + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["XDG_CACHE_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-test-cache").path
        environment["PRE_COMMIT_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-pre-commit-home").path
        for key in ["GIT_AUTHOR_NAME", "GIT_COMMITTER_NAME"] { environment[key] = "Plumb test" }
        for key in ["GIT_AUTHOR_EMAIL", "GIT_COMMITTER_EMAIL"] { environment[key] = "plumb@example.com" }
        return try ToolProcess.run(arguments, in: directory, environment: environment)
    }
}
