import ArgumentParser
import Foundation
import PlumbCore
import PlumbLint
import PlumbProject

/// The options of `plumb lint` for CI, editors and long runs (reports to a file, baselines, the
/// cache, standard input, timing), kept apart from the command's core options.
struct LintTeamOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Write the report to FILE (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("Report only findings that FILE, a baseline, does not record.", valueName: "file"))
    var baseline: String?

    @Option(help: ArgumentHelp("Record this run's findings in FILE as the baseline.", valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Lint every file, neither reading nor writing the cache.")
    var noCache = false

    @Option(help: ArgumentHelp("Lint source read from standard input as if it were the file at PATH; with --fix, print the fixed source.", valueName: "path"))
    var stdinPath: String?

    @Flag(help: "Print the time each rule and each phase of the run took (wall, CPU, and the share one thread did alone) to standard error.")
    var timing = false

    @Option(help: ArgumentHelp(
        "The absolute URI of a published copy of Plumb's docs/rules.md: SARIF reports link each rule to its heading there (helpUri). Without it they carry the help text only.",
        valueName: "uri"))
    var sarifHelpBase: String?

    /// For build systems (the SwiftPM build-tool plugin): a file written when the run ends, the
    /// output that tells them the lint is up to date.
    @Option(help: .hidden)
    var stamp: String?

    /// The stamp's text: a Swift file holding only a comment, because SwiftPM compiles a plugin's
    /// Swift outputs into the target (into nothing, here) and would bundle any other file as a
    /// resource of it.
    static let stampText = "// Written by `plumb lint --stamp` when the lint of this target's files is up to date.\n"
}

extension LintTeamOptions {
    /// SARIF's `helpUri` must be an absolute URI, and the rule id becomes its fragment.
    func validate() throws {
        guard let base = sarifHelpBase else { return }
        guard let url = URL(string: base), url.scheme?.isEmpty == false, url.fragment == nil, !base.contains("#") else {
            throw ValidationError("--sarif-help-base: '\(base)' is not an absolute URI without a fragment (for example https://github.com/OWNER/plumb/blob/main/docs/rules.md)")
        }
    }
}

extension LintTeamOptions {
    /// The cache for this run, unless `--no-cache` (or `--timing`, whose times would otherwise
    /// miss the files the cache answers).
    /// `selection` says what else narrows the run (rules, reported files): a narrowed run
    /// never answers for another.
    func cache(configuration: Configuration, settings: SettingsFiles, selection: [String] = []) -> LintCache? {
        guard !noCache, !timing else { return nil }
        let project = ([FileManager.default.currentDirectoryPath, configuration.file ?? ""] + settings.roots).joined(separator: "\n")
        return LintCache(directory: LintCache.defaultDirectory(), project: project,
                         runKey: CacheKey.run(configurationFile: configuration.file, settings: settings, selection: selection))
    }
}

extension LintTeamOptions {
    /// Where the configuration is looked for: the checked paths, else the file standard input
    /// stands for.
    func configurationSearchPaths(_ paths: [String]) -> [String] {
        if paths.isEmpty, let stdinPath { return [stdinPath] }
        return paths
    }
}
