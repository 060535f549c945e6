import ArgumentParser
import Foundation
import PlumbCore
import PlumbLint
import PlumbReport

extension Shard: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(argument)
    }
}

/// The options of `plumb lint` for linting a project as several jobs of a CI matrix.
struct LintShardOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Check only part K of N of the files (from 1), with the whole project's facts; `plumb merge` joins the shards' JSON or SARIF reports.",
        valueName: "K/N"))
    var shard: Shard?

    @Option(help: ArgumentHelp(
        "Lint with the project facts `plumb facts --output FILE` wrote, after checking that they are this project's (exit 2 when they are stale, foreign or corrupt).",
        valueName: "file"))
    var facts: String?
}

extension LintShardOptions {
    /// What this run's report says of itself when it is a shard: which one, and a key of what
    /// every shard of one run shares — Plumb's version, the configuration's text, the rule
    /// selection, the files found and the files reported — so that `plumb merge` can tell a
    /// foreign shard (another commit, configuration or command) from one of this run. The
    /// machine's build of Plumb is left out: the jobs of a CI matrix each build their own.
    func identity(configuration: Configuration, rules: RuleSelection, inputs: [LintInput], reportedPaths: Set<String>?) -> ShardIdentity? {
        guard let shard else { return nil }
        var hash = StableHash()
        hash.combine(PlumbVersion.current)
        hash.combine(bytes: configuration.file.flatMap { FileManager.default.contents(atPath: $0) }.map { [UInt8]($0) } ?? [])
        hash.combine(rules.keyText)
        for path in inputs.map(\.displayPath).sorted() { hash.combine(path) }
        hash.combine("reported")
        for path in reportedPaths?.sorted() ?? [] { hash.combine(path) }
        return ShardIdentity(index: shard.index, count: shard.count, run: hash.hex)
    }
}
