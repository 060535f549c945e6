import ArgumentParser
import Foundation
import PlumbCore
import PlumbLint

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

    @Flag(help: "Print the time each rule took to standard error.")
    var timing = false
}

extension LintTeamOptions {
    /// The cache for this run, unless `--no-cache` (or `--timing`, whose times would otherwise
    /// miss the files the cache answers).
    /// `selection` says what else narrows the run (rules, reported files): a narrowed run
    /// never answers for another.
    func cache(configuration: Configuration, roots: [String], selection: [String] = []) -> LintCache? {
        guard !noCache, !timing else { return nil }
        let project = ([FileManager.default.currentDirectoryPath, configuration.file ?? ""] + roots).joined(separator: "\n")
        return LintCache(directory: LintCache.defaultDirectory(), project: project,
                         runKey: CacheKey.run(configurationFile: configuration.file, roots: roots, selection: selection))
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
