import Foundation
import PlumbCore
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
}

/// Checks files against the enabled rules: reads and parses every file once, gathers the
/// project facts from those trees, then walks each tree once for all syntax rules. Files are
/// processed in parallel.
public struct Linter: Sendable {
    public let configuration: Configuration
    private let jobs: Int

    public init(configuration: Configuration, jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.configuration = configuration
        self.jobs = jobs
    }

    /// Checks `inputs`; `roots` are the files and directories the run was asked to check, where
    /// project rules look for what is not Swift (Info.plist files, Xcode projects).
    public func lint(_ inputs: [LintInput], roots: [String] = []) -> LintResult {
        let (loaded, facts) = gather(inputs, roots: roots)
        // Rules that depend on a design setting the configuration leaves out use what the code shows.
        var configuration = self.configuration
        configuration.design = facts.inferredDesign.completing(configuration.design)
        let projectContext = ProjectContext(facts: facts, configuration: configuration, roots: roots, jobs: jobs)
        let rules = RuleRegistry.enabledRules(for: configuration)
        let subscriptions = subscriptionTable(rules.compactMap { $0 as? any SyntaxRule })
        let walked = parallelMap(count: loaded.count, jobs: jobs) { [configuration, facts] index -> [Finding] in
            guard let source = loaded[index].source, !loaded[index].isGenerated, !subscriptions.isEmpty,
                  configuration.checkTests || !TestCode.isTest(role: facts.model.context(ofPath: source.path).role, imports: facts.imports(of: source))
            else { return [] }
            let context = LintContext(file: source, project: projectContext)
            RuleWalker(subscriptions: subscriptions, context: context, skipsPreviews: !configuration.checkPreviews)
                .walk(source.tree)
            return context.findings
        }
        // Project rules speak about SwiftUI apps, wherever their code runs.
        let projectScope = CodeScope(platforms: facts.model.allPlatforms, deploymentTargets: [:])
        let projectRules = ProjectAnchor.hasViews(facts) ? rules.compactMap { $0 as? any ProjectRule } : []
        for rule in projectRules {
            let description = type(of: rule).description
            guard description.platforms.applies(to: projectScope) else { continue }
            projectContext.currentRule = RuleIdentity(id: description.id, severity: description.severity)
            rule.check(in: projectContext)
        }
        let notes = loaded.flatMap(\.notes)
        let raw = walked.flatMap { $0 } + projectContext.findings + notes
        let suppressions = Dictionary(loaded.compactMap { file in file.source.map { ($0.displayPath, file.suppressions) } },
                                      uniquingKeysWith: { first, _ in first })
        let generated = Set(loaded.filter(\.isGenerated).compactMap { $0.source?.displayPath })
        let findings = finalize(raw.filter { !generated.contains($0.position.file) }, suppressions: suppressions)
        return LintResult(
            findings: findings,
            fileCount: inputs.count,
            failures: loaded.compactMap(\.failure),
            unfixablePaths: Set(loaded.filter(\.isUnfixable).map(\.path)))
    }

    /// The facts pass alone: what `plumb project` shows.
    public func facts(of inputs: [LintInput], roots: [String]) -> ProjectFacts {
        gather(inputs, roots: roots).facts
    }

    /// Reads and parses every file, gathers their facts and builds the project model.
    private func gather(_ inputs: [LintInput], roots: [String]) -> (loaded: [LoadedFile], facts: ProjectFacts) {
        let loaded = parallelMap(count: inputs.count, jobs: jobs) { [configuration] index in
            LoadedFile.load(inputs[index], themeName: configuration.themeName)
        }
        var facts = ProjectFacts(themeName: configuration.themeName)
        for file in loaded {
            if let source = file.source, let fileFacts = file.facts { facts.merge(fileFacts, of: source) }
        }
        facts.model = ProjectModelBuilder.build(roots: roots, swiftFiles: inputs.map(\.path))
            .applying(configuration, paths: inputs.map(\.path))
        return (loaded, facts)
    }

    /// Reads and parses every file and nothing else: the baseline the benchmark compares a
    /// lint run against. Returns the number of files parsed.
    public func parseOnly(_ inputs: [LintInput]) -> Int {
        parallelMap(count: inputs.count, jobs: jobs) { index in
            LoadedFile.load(inputs[index], themeName: nil).source == nil ? 0 : 1
        }.reduce(0, +)
    }

    private func subscriptionTable(_ rules: [any SyntaxRule]) -> [SyntaxKind: [SubscribedRule]] {
        var table: [SyntaxKind: [SubscribedRule]] = [:]
        for rule in rules {
            let description = type(of: rule).description
            let subscribed = SubscribedRule(
                rule: rule, identity: RuleIdentity(id: description.id, severity: description.severity), platforms: description.platforms)
            for kind in type(of: rule).nodeKinds { table[kind, default: []].append(subscribed) }
        }
        return table
    }

    /// Severities from the configuration, suppressions, one finding per place and rule (a
    /// constant used in ten places is reported once, at its declaration), sorted.
    private func finalize(_ findings: [Finding], suppressions: [String: Suppressions]) -> [Finding] {
        var seen = Set<FindingKey>()
        var result: [Finding] = []
        for var finding in findings {
            if let severity = configuration.rules[finding.ruleID]?.severity { finding.severity = severity }
            let silenced = suppressions[finding.position.file]?.silences(finding.ruleID, line: finding.position.line) ?? false
            guard !silenced, seen.insert(FindingKey(finding)).inserted else { continue }
            result.append(finding)
        }
        return result.sorted { ($0.position, $0.ruleID) < ($1.position, $1.ruleID) }
    }
}

private struct FindingKey: Hashable {
    let ruleID: String
    let position: SourcePosition

    init(_ finding: Finding) {
        ruleID = finding.ruleID
        position = finding.position
    }
}
