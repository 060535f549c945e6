import Foundation
import PlumbCore
import PlumbProject
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// A file to check: where it is, the path findings name, and its bytes when the caller already
/// has them (tests, editors); otherwise it is read from `path`.
public struct LintInput: Sendable {
    public var path: String
    public var displayPath: String
    public var contents: [UInt8]?

    public init(path: String, displayPath: String? = nil, contents: [UInt8]? = nil) {
        self.path = path
        self.displayPath = displayPath ?? path
        self.contents = contents
    }

    public init(path: String, source: String) {
        self.init(path: path, contents: Array(source.utf8))
    }
}

/// What a lint run found.
public struct LintResult: Sendable {
    /// Findings after suppressions and severities, sorted by file, line and column.
    public var findings: [Finding]
    public var fileCount: Int
    /// Files that could not be read: the run itself failed for them.
    public var failures: [String]
    /// Files a fix must not touch: they did not parse cleanly or are not text.
    public var unfixablePaths: Set<String>
    /// Files whose rules ran in this run; the others' findings came from the cache.
    public var lintedPaths: Set<String>
    /// Seconds each rule took, summed over the files, when the linter was asked to time them.
    public var ruleSeconds: [String: Double] = [:]
    /// How many screens the layout rules judged, fully or in part, and skipped.
    public var layoutStatistics = LayoutStatistics()
    /// The screens the layout rules read, when the run was asked to keep them
    /// (`LintOptions.keepsLayoutScreens`); nil otherwise.
    public var layoutScreens: LayoutScreens?
}

/// How a run goes besides what it checks: in parallel on `jobs` threads, with an optional cache
/// of earlier runs, optionally timing each rule, optionally keeping the screens the layout
/// rules read, and telling `progress` (files done, of total) as files finish.
public struct LintOptions: Sendable {
    public var jobs: Int
    public var cache: LintCache?
    public var timesRules: Bool
    /// Keep the screens the layout rules read in `LintResult.layoutScreens`, to draw them. Such a
    /// run is never answered by the cache's stored run, which holds findings only.
    public var keepsLayoutScreens: Bool
    public var progress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
    /// The paths (as in `LintInput.path`) whose findings the run reports; the other inputs only
    /// give the project facts, and no rule walks them. nil: every input is reported.
    public var reportedPaths: Set<String>?
    /// Check only this part of the files, with the whole project's facts; nil checks them all.
    public var shard: Shard?
    /// The project model from a facts file (`FactsFile.load`), checked to be this project's; nil
    /// builds it from the roots' settings files.
    public var projectModel: ProjectModel?
    /// The project as earlier runs left it (`WarmProject`): only what changed since is loaded
    /// and built again. nil loads everything.
    public var warm: WarmProject?
    /// The one file (as findings name it) whose layout findings the run keeps, when only its
    /// findings are wanted (`lint(source:as:)`): only the screens that show its views are laid
    /// out. nil: as `reportedPaths` and `shard` say.
    var layoutReportedFile: String?

    public init(jobs: Int = ProcessInfo.processInfo.activeProcessorCount, cache: LintCache? = nil, timesRules: Bool = false,
                keepsLayoutScreens: Bool = false, progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil,
                reportedPaths: Set<String>? = nil, shard: Shard? = nil, projectModel: ProjectModel? = nil, warm: WarmProject? = nil) {
        self.jobs = jobs
        self.cache = cache
        self.timesRules = timesRules
        self.keepsLayoutScreens = keepsLayoutScreens
        self.progress = progress
        self.reportedPaths = reportedPaths
        self.shard = shard
        self.projectModel = projectModel
        self.warm = warm
    }
}

/// Checks files against the enabled rules: reads and parses every file once, gathers the
/// project facts from those trees, then walks each tree once for all syntax rules. Files are
/// processed in parallel. With a cache, a file whose text, whose project settings and whose
/// facts read (see `FactReads`) are unchanged is not walked again, and a run over unchanged
/// files is not even parsed.
public struct Linter: Sendable {
    public let configuration: Configuration
    let options: LintOptions
    private var jobs: Int { options.jobs }

    public init(configuration: Configuration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.init(configuration: configuration, options: LintOptions(jobs: jobs))
    }

    public init(configuration: Configuration, options: LintOptions) {
        self.configuration = configuration
        self.options = options
    }

    /// Checks `inputs`; `roots` are the files and directories the run was asked to check, below
    /// which the project model reads what is not Swift (Info.plist files, Xcode projects).
    public func lint(_ inputs: [LintInput], roots: [String] = []) -> LintResult {
        lint(inputs, settings: SettingsFiles(roots: roots))
    }

    /// Checks `inputs` of the project whose settings files are `settings`: the caller's, which its
    /// cache key has read already.
    public func lint(_ inputs: [LintInput], settings: SettingsFiles) -> LintResult {
        var readInputs = inputs
        var hashes: [String]?
        if let cache = options.cache, let contentHashes = PhaseTimer.measure("cache read", { readForCache(&readInputs) }) {
            if !options.keepsLayoutScreens, let stored = cache.storedRun(inputsHash: Self.inputsHash(readInputs, contentHashes)) {
                options.progress?(inputs.count, inputs.count)
                return stored
            }
            hashes = contentHashes
        }
        let (inputs, contentHashes) = (readInputs, hashes)
        let (loaded, facts) = gather(inputs, settings: settings)
        let (configuration, projectContext, rules, fingerprints) = PhaseTimer.measure("project context") {
            // Rules that depend on a design setting the configuration leaves out use what the code
            // shows, for each file what its targets show (`LintContext.design`).
            let configuration = self.configuration
            let projectContext = ProjectContext(facts: facts, configuration: configuration, jobs: jobs, graphParts: options.warm?.graphParts)
            let fingerprints = contentHashes.map { hashes in
                FactFingerprints(facts: facts, contentHashes: Dictionary(zip(inputs.map(\.path), hashes), uniquingKeysWith: { first, _ in first }),
                                 viewGraph: { projectContext.viewGraph })
            }
            return (configuration, projectContext, RuleRegistry.enabledRules(for: configuration), fingerprints)
        }
        let subscriptions = Subscriptions(rules.compactMap { $0 as? any SyntaxRule })
        let layoutRules = rules.compactMap { $0 as? any LayoutRule }
        // The layout rules read the view graph; built here, its reading of every file is a phase
        // of its own rather than a pause in the first walk that asks for it.
        if !layoutRules.isEmpty { PhaseTimer.measure("view graph") { _ = projectContext.viewGraph } }
        let timer = options.timesRules ? RuleTimer() : nil
        let progress = options.progress.map { ProgressCounter(total: inputs.count, report: $0) }
        // Project rules speak about SwiftUI apps, wherever their code runs. They read only the
        // facts, so they run beside the walk; the walk starts with the largest files, so that
        // no long file is left to one thread at its end.
        let projectRules = ProjectAnchor.hasViews(facts) ? rules.compactMap { $0 as? any ProjectRule } : []
        // A file's settings key reads the design settings, described once for the run.
        let designKey = options.cache.map { _ in String(describing: configuration.design) }
        let (_, walked) = PhaseTimer.measure("rule walk, project rules") { concurrently(jobs > 1, {
            checkProject(projectRules, in: projectContext, timer: timer)
        }) { parallelMap(count: loaded.count, jobs: jobs, cost: { loaded[$0].source?.bytes.count ?? 0 }) {
            [configuration, facts, options, designKey] index -> WalkedFile in
            defer { progress?.fileDone() }
            guard let source = loaded[index].source, !loaded[index].isGenerated, !subscriptions.isEmpty,
                  options.reportedPaths?.contains(source.path) ?? true, isInShard(source.displayPath),
                  configuration.checkTests || !facts.isTestCode(source)
            else { return WalkedFile() }
            let contentHash = contentHashes?[index]
            // Only a cache keys entries by the settings.
            lazy var settingsKey = CacheKey.settings(design: designKey ?? "", context: facts.model.context(ofPath: source.path))
            if let cache = options.cache, let contentHash, let fingerprints,
               let entry = cache.entry(for: source.path), entry.contentHash == contentHash, entry.settingsKey == settingsKey,
               entry.reads.allSatisfy({ fingerprints.fingerprint(of: $0.read) == $0.fingerprint }) {
                return WalkedFile(findings: entry.findings, entry: entry)
            }
            // A file parsed again for its walk lets that tree go after it (see `SourceFile`).
            defer { source.letGoOfUnpinnedTree() }
            let context = LintContext(file: source, project: projectContext)
            let walker = RuleWalker(subscriptions: subscriptions, context: context, skipsPreviews: !configuration.checkPreviews, timer: timer)
            // Only a cache needs the facts the walk read: without one, every question the rules
            // ask of the facts would take a lock and grow a set for nothing.
            guard let contentHash, let fingerprints else {
                walker.walkFile(context.tree)
                return WalkedFile(findings: context.findings, linted: true)
            }
            let (_, reads) = FactReads.recording { walker.walkFile(context.tree) }
            reads.insert(contentsOf: projectContext.baseReads)
            let entry = LintCache.Entry(
                path: source.path, contentHash: contentHash, settingsKey: settingsKey,
                reads: reads.all.map { LintCache.ReadFingerprint(read: $0, fingerprint: fingerprints.fingerprint(of: $0)) },
                findings: context.findings)
            return WalkedFile(findings: context.findings, linted: true, entry: entry)
        } } }
        let notes = loaded.flatMap(\.notes).filter { isInShard($0.position.file) }
        let syntaxFindings = walked.flatMap(\.findings)
        let layout = PhaseTimer.measure("layout") {
            checkLayout(loaded, project: projectContext, rules: layoutRules, configuration: configuration, besides: syntaxFindings,
                        fingerprints: fingerprints)
        }
        let result = PhaseTimer.measure("finalize") {
            let swiftFiles = Set(inputs.map(\.displayPath))
            let projectFindings = projectContext.findings.filter { isInShard(projectFinding: $0, swiftFiles: swiftFiles) }
            let raw = syntaxFindings + projectFindings + layout.findings + notes
            let suppressions = Dictionary(loaded.compactMap { file in file.source.map { ($0.displayPath, file.suppressions) } },
                                          uniquingKeysWith: { first, _ in first })
            let generated = Set(loaded.filter(\.isGenerated).compactMap { $0.source?.displayPath })
            let reported = options.reportedPaths.map { paths in Set(inputs.filter { paths.contains($0.path) }.map(\.displayPath)) }
            let audit = SuppressionAudit(
                knownRules: RuleRegistry.descriptions.map(\.id), enabledRules: Set(rules.map { type(of: $0).description.id }))
            let findings = finalize(
                raw.filter { !generated.contains($0.position.file) && reported?.contains($0.position.file) ?? true },
                suppressions: suppressions.filter { !generated.contains($0.key) && reported?.contains($0.key) ?? true },
                audit: audit, auditRules: rules.compactMap { $0 as? any SuppressionRule })
            return LintResult(
                findings: findings,
                fileCount: inputs.count { reported?.contains($0.displayPath) ?? true && isInShard($0.displayPath) },
                failures: loaded.compactMap(\.failure),
                unfixablePaths: Set(loaded.filter(\.isUnfixable).map(\.path)),
                lintedPaths: Set(zip(loaded, walked).filter { $1.linted }.map { $0.0.path }),
                ruleSeconds: timer?.seconds ?? [:], layoutStatistics: layout.statistics,
                layoutScreens: options.keepsLayoutScreens ? layout.screens : nil)
        }
        if let cache = options.cache, let contentHashes, result.failures.isEmpty {
            PhaseTimer.measure("cache write") { cache.save(
                run: LintCache.Run(runKey: cache.runKey, inputsHash: Self.inputsHash(inputs, contentHashes), findings: result.findings,
                                   fileCount: result.fileCount, unfixablePaths: result.unfixablePaths.sorted(),
                                   layoutStatistics: result.layoutStatistics),
                entries: walked.compactMap(\.entry)) }
        }
        return result
    }

    /// Runs the project rules that apply to the project's platforms; they report into `project`.
    private func checkProject(_ rules: [any ProjectRule], in project: ProjectContext, timer: RuleTimer?) {
        let scope = CodeScope(platforms: project.facts.model.allPlatforms, deploymentTargets: [:])
        for rule in rules {
            let description = type(of: rule).description
            guard description.platforms.applies(to: scope) else { continue }
            project.currentRule = RuleIdentity(id: description.id, severity: description.severity)
            RuleTimer.measure(timer, description.id) { rule.check(in: project) }
        }
    }

    /// The layout rules over the screens of the project. A run that checks only some files (a
    /// shard, `--changed`) lays out the screens that show a view of those files, wherever the
    /// screens are declared, and keeps the findings in them. A control `tap-target` already
    /// reports from its source is not reported again by `tap-target-size`: both are reported in
    /// the file of the control, so the walk of that file is in this run.
    private func checkLayout(
        _ loaded: [LoadedFile], project: ProjectContext, rules layoutRules: [any LayoutRule], configuration: Configuration,
        besides syntaxFindings: [Finding], fingerprints: FactFingerprints?
    ) -> (findings: [Finding], statistics: LayoutStatistics, screens: LayoutScreens) {
        let facts = project.facts
        let reader = keptFacts?.screenReadings(over: facts).reader ?? ScreenReader(facts: facts)
        guard !layoutRules.isEmpty else { return ([], LayoutStatistics(), LayoutScreens(entries: [], reader: reader)) }
        let sources = loaded.filter { !$0.isGenerated }.compactMap(\.source)
        // A file that let its tree go declares no view, unless another file's extension makes
        // one of its types a view: only then is it parsed again to look for screens.
        let screenFiles = loaded.filter { file in
            guard !file.isGenerated, let source = file.source else { return false }
            return !source.isParsedOnDemand || file.facts?.types.contains { facts.isView($0.fullName) } == true
        }.compactMap(\.source)
        let knownBodies = options.warm.flatMap { warm in fingerprints.map { KnownScreenBodies(kept: warm.screenBodies, fingerprints: $0) } }
        let found = ScreenFinder.screens(
            in: screenFiles, facts: facts, graph: project.viewGraph, checkingPreviews: configuration.checkPreviews, jobs: jobs,
            known: knownBodies)
        var checker = LayoutChecker(rules: layoutRules, reader: reader, configuration: configuration, jobs: jobs)
        checker.keptLayouts = options.warm?.screenLayouts
        if let reaches = options.warm?.screenReaches, let fingerprints {
            checker.knownReaches = KnownReaches(reaches: reaches, fingerprints: fingerprints, readerKey: reader.indexKey)
        }
        var reporting: (@Sendable (String) -> Bool)?
        if let file = options.layoutReportedFile {
            reporting = { $0 == file }
        } else if options.reportedPaths != nil || options.shard != nil {
            let checkedFiles = Set(sources.filter { isReported($0) }.map(\.displayPath))
            reporting = { checkedFiles.contains($0) }
        }
        let result = checker.check(found.screens, reporting: reporting)
        let estimated = Set(syntaxFindings.filter { $0.ruleID == EstimatedTapTargetRule.description.id }.map(\.position))
        let findings = result.findings.filter {
            $0.ruleID != MeasuredTapTargetRule.description.id || !estimated.contains($0.position)
        }
        let screens = LayoutScreens(entries: result.checked, reader: reader, shownOnlyInDebugBuilds: found.shownOnlyInDebugBuilds)
        return (findings, result.statistics, screens)
    }

    /// Whether this run reports the findings in `source`: it is one of the reported paths and in the shard.
    private func isReported(_ source: SourceFile) -> Bool {
        options.reportedPaths?.contains(source.path) ?? true && isInShard(source.displayPath)
    }

    /// Whether this run reports a project rule's finding. Every shard decides the project rules
    /// (they read only the facts, which every shard has whole) and keeps their findings in its own
    /// files, so that the shard that audits a file's `// plumb:` comments sees every finding they
    /// silence; the first shard keeps those in files that are not Swift inputs (an Info.plist).
    private func isInShard(projectFinding finding: Finding, swiftFiles: Set<String>) -> Bool {
        guard let shard = options.shard else { return true }
        return swiftFiles.contains(finding.position.file) ? shard.contains(finding.position.file) : shard.checksProject
    }

    /// Whether this run checks the file findings name `displayPath` (see `Shard`).
    private func isInShard(_ displayPath: String) -> Bool {
        options.shard?.contains(displayPath) ?? true
    }

    /// The facts pass alone: what `plumb project` shows.
    public func facts(of inputs: [LintInput], roots: [String]) -> ProjectFacts {
        gatherFacts(of: inputs, roots: roots).facts
    }

    /// The facts pass alone for a reader of screens, with the files that could not be read (each
    /// "PATH: why"): every file keeps its tree, since the reader may ask for nodes of any of them.
    public func gatherFacts(of inputs: [LintInput], roots: [String]) -> (facts: ProjectFacts, failures: [String]) {
        let (loaded, facts) = gather(inputs, settings: SettingsFiles(roots: roots), keepingTrees: true)
        return (facts, loaded.compactMap(\.failure))
    }

    /// Reads and parses every file, gathers their facts and builds the project model.
    private func gather(_ inputs: [LintInput], settings: SettingsFiles, keepingTrees: Bool = false) -> (loaded: [LoadedFile], facts: ProjectFacts) {
        // The project model reads settings files, not the sources: with more than one job it is
        // built while the files are parsed.
        let paths = inputs.map(\.path)
        let (model, loaded) = PhaseTimer.measure("parse + facts, project model") {
            concurrently(jobs > 1, { [configuration, options] in
                let build = { ProjectModelBuilder.build(settings: settings, swiftFiles: paths).applying(configuration, paths: paths) }
                return options.projectModel ?? options.warm?.model(settings: settings, paths: paths, configuration: configuration, build: build) ?? build()
            }) {
                parallelMap(count: inputs.count, jobs: jobs) { [configuration, options] index in
                    options.warm?.load(inputs[index], themeName: configuration.themeName)
                        ?? LoadedFile.load(inputs[index], themeName: configuration.themeName, keepsTree: keepingTrees)
                }
            }
        }
        options.warm?.keepOnly(paths)
        return PhaseTimer.measure("facts merge") { [configuration] in
            let files = loaded.compactMap { file in file.source.flatMap { source in file.facts.map { MergedFile(source: source, facts: $0) } } }
            guard let warm = keptFacts else { return (loaded, ProjectFacts.merging(files, themeName: configuration.themeName, model: model)) }
            return (loaded, warm.facts(of: files, themeName: configuration.themeName, model: model))
        }
    }

    /// The warm project whose merged facts (and screen reader) this run uses: its model is the
    /// one the project keeps, which a given one (`projectModel`) is not.
    private var keptFacts: WarmProject? {
        options.projectModel == nil ? options.warm : nil
    }

    /// A reader of the screens of `inputs`, over their facts as `gatherFacts(of:roots:)` gathers
    /// them, with the trees it gives; a warm project's is kept while no file and no setting changed.
    public func screenReadings(of inputs: [LintInput], roots: [String]) -> ScreenReadings {
        guard let warm = keptFacts else { return ScreenReadings(reader: ScreenReader(facts: gatherFacts(of: inputs, roots: roots).facts)) }
        return warm.screenReadings(over: gather(inputs, settings: SettingsFiles(roots: roots)).facts)
    }

    /// Reads every input's bytes once, for both the hash and the parse. `nil` when a file
    /// cannot be read: the run then goes on without the cache and reports it.
    private func readForCache(_ inputs: inout [LintInput]) -> [String]? {
        let snapshot = inputs
        if let warm = options.warm {
            // A warm project reads and hashes again only the files that changed.
            let read = parallelMap(count: snapshot.count, jobs: jobs) { warm.contents(of: snapshot[$0]) }
            guard read.allSatisfy({ $0 != nil }) else { return nil }
            for index in inputs.indices { inputs[index].contents = read[index]!.bytes }
            return read.map { $0!.hash }
        }
        let bytes = parallelMap(count: snapshot.count, jobs: jobs) { index in
            snapshot[index].contents ?? FileManager.default.contents(atPath: snapshot[index].path).map { [UInt8]($0) }
        }
        guard bytes.allSatisfy({ $0 != nil }) else { return nil }
        for index in inputs.indices { inputs[index].contents = bytes[index] }
        return parallelMap(count: bytes.count, jobs: jobs) { StableHash.hex(ofBytes: bytes[$0]!) }
    }

    private static func inputsHash(_ inputs: [LintInput], _ hashes: [String]) -> String {
        var hash = StableHash()
        for (input, contentHash) in zip(inputs, hashes) {
            hash.combine(input.path)
            hash.combine(input.displayPath)
            hash.combine(contentHash)
        }
        return hash.hex
    }

    /// Reads and parses every file and nothing else: the baseline the benchmark compares a
    /// lint run against. Returns the number of files parsed.
    public func parseOnly(_ inputs: [LintInput]) -> Int {
        parallelMap(count: inputs.count, jobs: jobs) { index in
            LoadedFile.load(inputs[index], themeName: nil).source == nil ? 0 : 1
        }.reduce(0, +)
    }

    /// Severities from the configuration, suppressions, one finding per place and rule (a
    /// constant used in ten places is reported once, at its declaration), then what the
    /// suppression rules say about the comments that did (or did not) silence, sorted.
    private func finalize(
        _ findings: [Finding], suppressions: [String: Suppressions], audit: SuppressionAudit, auditRules: [any SuppressionRule]
    ) -> [Finding] {
        var seen = Set<FindingKey>()
        var result: [Finding] = []
        var used: [String: [Int: Set<String>]] = [:]
        for var finding in findings {
            if let (comment, name) = suppressions[finding.position.file]?.silencingComment(finding.ruleID, line: finding.position.line) {
                used[finding.position.file, default: [:]][comment, default: []].insert(name)
                continue
            }
            guard seen.insert(FindingKey(finding)).inserted else { continue }
            if let severity = configuration.rules[finding.ruleID]?.severity { finding.severity = severity }
            result.append(finding)
        }
        // A shard audits the suppressions of its own files: another shard's are used by its walks.
        for var finding in audit.findings(auditRules, suppressions: suppressions.filter { isInShard($0.key) }, used: used) {
            if let severity = configuration.rules[finding.ruleID]?.severity { finding.severity = severity }
            result.append(finding)
        }
        return result.sorted { ($0.position, $0.ruleID) < ($1.position, $1.ruleID) }
    }
}

/// One file's walk: its findings, whether the rules ran (or the cache answered), and the cache
/// entry to keep for the next run.
private struct WalkedFile: Sendable {
    var findings: [Finding] = []
    var linted = false
    var entry: LintCache.Entry?
}

private struct FindingKey: Hashable {
    let ruleID: String
    let position: SourcePosition

    init(_ finding: Finding) {
        ruleID = finding.ruleID
        position = finding.position
    }
}
