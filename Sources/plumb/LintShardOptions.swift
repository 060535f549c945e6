import ArgumentParser
import PlumbLint

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
