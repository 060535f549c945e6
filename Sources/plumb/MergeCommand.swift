import ArgumentParser
import Foundation
import PlumbCore
import PlumbReport

struct MergeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the JSON or SARIF reports of `plumb lint --shard K/N` runs into the report of one run.",
        discussion: "Exit codes: 0 merged, 2 a report could not be read, the reports are not all JSON or all SARIF, or they are not every shard of one run, each once (a shard missing, repeated or from another run)."
    )

    @Argument(help: "The reports of every shard of one run, all JSON (--format json) or all SARIF (--format sarif).")
    var reports: [String]

    @Option(help: ArgumentHelp("Write the merged report to FILE (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    func run() throws {
        let documents = try reports.map { path -> ReportMerger.NamedReport in
            guard let data = FileManager.default.contents(atPath: path) else { throw RunFailure(message: "\(path): cannot read the report") }
            do {
                return (path, try OrderedJSON(parsing: String(decoding: data, as: UTF8.self)))
            } catch {
                throw RunFailure(message: "\(path): not JSON (\(error))")
            }
        }
        do {
            try ReportOutput(path: output).write(try ReportMerger.merge(documents).rendered + "\n")
        } catch let error as ReportMergeError {
            throw RunFailure(message: error.description)
        }
    }
}
