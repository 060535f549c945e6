import ArgumentParser
import Foundation
import PlumbLint

struct FactsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "facts",
        abstract: "Write the project's facts once, for the jobs of a CI matrix (`plumb lint --shard K/N --facts FILE`).",
        discussion: """
            Run it with the paths and configuration the shards use. The file holds the project model and a key \
            (Plumb's version, the configuration, a hash of every Swift and settings file); a shard given a file whose \
            key is not its project's fails with exit 2 instead of linting. Format: docs/facts-file.md.
            Exit codes: 0 written, 2 the run itself failed.
            """
    )

    @Argument(help: "Files or directories, as the shards check them (default: the configuration's `included`, else the current directory).")
    var paths: [String] = []

    @Option(help: "The configuration file (default: the nearest .plumb.yml in the checked directory or above).")
    var config: String?

    @Option(help: ArgumentHelp("Write the facts to FILE (atomically).", valueName: "file"))
    var output: String

    func run() throws {
        let configuration = try ConfigurationResolver.configuration(explicit: config, paths: paths)
        let scope = try LintScope.resolve(
            checked: LintScope.checked(paths, configuration: configuration), configuration: configuration,
            rootConfiguration: config == nil ? configuration.file : nil, changedSince: nil)
        guard scope.failures.isEmpty else {
            scope.failures.forEach { Diagnostics.write($0) }
            throw RunFailure(message: "\(scope.failures.count) path\(scope.failures.count == 1 ? "" : "s") could not be read")
        }
        do {
            let facts = try FactsFile.make(inputs: scope.inputs, roots: scope.roots, configuration: configuration)
            try ReportOutput(path: output).write(facts.encoded())
        } catch let error as FactsFileError {
            throw RunFailure(message: error.description)
        }
    }
}
