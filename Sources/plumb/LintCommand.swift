import ArgumentParser
import Foundation
import PlumbCore
import PlumbLint
import PlumbProject
import PlumbReport

extension ReportFormat: ExpressibleByArgument {}

struct LintCommand: ParsableCommand, ThreadedCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check SwiftUI source against the design system's rules.",
        discussion: "Exit codes: 0 no error-severity finding, 1 error findings (warnings too with --strict), 2 the run itself failed."
    )

    @Argument(help: "Files or directories to check (default: the configuration's `included`, else the current directory).")
    var paths: [String] = []

    @Option(help: "The configuration file (default: the nearest .plumb.yml in the checked directory or above).")
    var config: String?

    @Option(help: "Output format: text, json, sarif, github, junit, checkstyle, html or markdown.")
    var format: ReportFormat = .text

    @Flag(help: "Apply the safe fixes of fixable findings, then report what is left.")
    var fix = false

    @Flag(help: "Warnings fail the run too.")
    var strict = false

    @Flag(help: "Print no summary line.")
    var quiet = false

    @Option(help: ArgumentHelp(
        "Also write the device-matrix report (index.html) into DIR: every screen the layout rules read, on the scenarios it was checked on, with the layout findings drawn on their boxes.",
        valueName: "dir"))
    var report: String?

    @Option(help: "Files checked at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    var workerThreads: Int { max(1, jobs) }

    @OptionGroup var team: LintTeamOptions

    @OptionGroup var sharding: LintShardOptions

    @Flag(help: .hidden)
    var parseOnly = false

    @OptionGroup var selection: LintSelectionOptions

    func run() throws {
        guard team.timing else { return try lint() }
        let timer = PhaseTimer()
        defer { Diagnostics.write(PhaseTable.render(timer, jobs: workerThreads)) }
        try PhaseTimer.$current.withValue(timer) { try lint() }
    }

    private func lint() throws {
        let (baseline, configured, configuration) = try PhaseTimer.measure("configuration") {
            let baseline = try team.baseline.map(BaselineStep.load)
            let configured = try ConfigurationResolver.configuration(explicit: config, paths: team.configurationSearchPaths(paths))
            do {
                return (baseline, configured, try selection.rules.applied(to: configured))
            } catch let error as UnknownRuleError {
                throw RunFailure(message: error.description)
            }
        }
        let scope = try PhaseTimer.measure("discovery") {
            try LintScope.resolve(
                checked: LintScope.checked(paths, configuration: configuration), configuration: configuration,
                rootConfiguration: config == nil ? configured.file : nil, changedSince: selection.changedSince)
        }
        let roots = scope.roots
        // One search for the settings files, for the cache key, the facts file's key and the model.
        let settings = SettingsFiles(roots: roots)
        var discovery = (inputs: scope.inputs, failures: scope.failures)
        var projectModel: ProjectModel?
        if let factsPath = sharding.facts {
            do {
                (projectModel, discovery.inputs) = try FactsFile.load(factsPath, inputs: discovery.inputs, settings: settings, configuration: configuration)
            } catch {
                throw RunFailure(message: error.description)
            }
        }
        let progress = team.stdinPath == nil ? ProgressLine.forTerminal() : nil
        let cacheKey = [selection.rules.keyText] + (scope.reportedPaths?.sorted() ?? []) + (sharding.shard.map { ["shard \($0)"] } ?? [])
        let linter = Linter(configuration: configuration, options: LintOptions(
            jobs: workerThreads, cache: team.cache(configuration: configuration, settings: settings, selection: cacheKey), timesRules: team.timing,
            keepsLayoutScreens: report != nil, progress: progress?.reporter, reportedPaths: scope.reportedPaths,
            shard: sharding.shard, projectModel: projectModel))
        if parseOnly {
            let parsed = linter.parseOnly(discovery.inputs)
            Diagnostics.write("parsed \(parsed) files")
            return
        }
        if let warning = PhaseTimer.measure("resources (SF Symbols)", { ShippedResources.warning(for: configuration) }) { Diagnostics.write(warning) }
        var sources = SourceLines()
        var result: LintResult
        if let stdinPath = team.stdinPath {
            let stdin = StdinLint(path: stdinPath, linter: linter, project: discovery.inputs, roots: roots)
            let source = try StdinLint.readStandardInput()
            (result, sources) = stdin.lint(source)
            if fix {
                let fixed = stdin.fixed(source, result: result)
                FileHandle.standardOutput.write(Data(fixed.utf8))
                (result, sources) = stdin.lint(fixed)
            }
        } else {
            result = linter.lint(discovery.inputs, settings: settings)
        }
        progress?.clear()
        var failures = discovery.failures + result.failures
        if team.timing { Diagnostics.write(TimingTable.render(result.ruleSeconds)) }
        if fix, team.stdinPath == nil {
            let settled = FixSettler(configuration: configured, inputs: discovery.inputs, roots: roots, jobs: workerThreads).settle(result)
            settled.notes.forEach { Diagnostics.write($0) }
            let report = FixApplier().apply(settled.result)
            failures += report.failures
            Diagnostics.write("fixed \(report.fixCount) finding\(report.fixCount == 1 ? "" : "s") in \(report.fixed.count) file\(report.fixed.count == 1 ? "" : "s")")
            result = linter.lint(discovery.inputs.map { LintInput(path: $0.path, displayPath: $0.displayPath) }, settings: settings)
            failures += result.failures.filter { !failures.contains($0) }
        }
        if let path = team.writeBaseline { try BaselineStep.write(result.findings, sources: sources, to: path) }
        let findings = baseline?.newFindings(result.findings, sources: sources) ?? result.findings
        if let report, let screens = result.layoutScreens {
            let source = "plumb lint " + (paths.isEmpty ? "." : paths.joined(separator: " "))
            try MatrixOutput.writeReport(try MatrixOutput.lintMatrix(screens, findings: findings, source: source), to: report)
        }
        let summary = Summary(files: result.fileCount, findings: findings)
        try PhaseTimer.measure("report") {
            let shard = sharding.identity(configuration: configuration, rules: selection.rules, inputs: discovery.inputs, reportedPaths: scope.reportedPaths)
            let context = ReportContext(rules: RuleMetadata.all, sources: sources, ruleHelpBase: team.sarifHelpBase, shard: shard)
            if !(fix && team.stdinPath != nil) {
                try ReportOutput(path: team.output).write(format.reporter(context).report(findings, summary: summary))
            }
            if !quiet {
                Diagnostics.write(summary.line)
                let byRule = RuleSummary(findings: findings).text(command: commandLine)
                if !byRule.isEmpty { Diagnostics.write(String(byRule.dropLast())) }
                if let line = result.layoutStatistics.summaryLine { Diagnostics.write(line) }
            }
        }
        if let stamp = team.stamp { try ReportOutput(path: stamp).write(LintTeamOptions.stampText) }
        guard failures.isEmpty else {
            failures.forEach { Diagnostics.write($0) }
            throw RunFailure(message: "\(failures.count) path\(failures.count == 1 ? "" : "s") could not be checked")
        }
        if summary.errors > 0 || (strict && summary.warnings > 0) { throw ExitCode(1) }
    }

    /// The run's command line without its rule options, for the summary's hint.
    private var commandLine: String {
        (["plumb lint"] + paths).joined(separator: " ") + (selection.changed.map { $0 == ChangedArgument.defaultBase ? " --changed" : " --changed \($0)" } ?? "")
    }
}

/// Finds and reads the configuration for a run; any problem with it fails the run.
enum ConfigurationResolver {
    static func configuration(explicit: String?, paths: [String]) throws -> Configuration {
        let loader = ConfigurationLoader(knownRules: RuleRegistry.knownRules)
        let file: String?
        if let explicit {
            guard FileManager.default.fileExists(atPath: explicit) else {
                throw RunFailure(message: "\(explicit): no such configuration file")
            }
            file = explicit
        } else {
            file = ConfigurationLoader.discover(from: startDirectory(for: paths))
        }
        guard let file else { return Configuration(baseDirectory: FileManager.default.currentDirectoryPath) }
        do {
            return try loader.load(file: file)
        } catch let error as ConfigurationError {
            throw RunFailure(message: error.description)
        }
    }

    /// The checked directory: the first path's directory, or the current one.
    private static func startDirectory(for paths: [String]) -> String {
        guard let first = paths.first else { return FileManager.default.currentDirectoryPath }
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: first, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { return first }
        return URL(fileURLWithPath: first).deletingLastPathComponent().path
    }
}

/// Messages for people on standard error, apart from the findings on standard output.
enum Diagnostics {
    static func write(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
