import Foundation
import PlumbCore
import PlumbLint
import PlumbReport

/// `--stdin-path PATH`: the source comes from standard input and is checked as if it were the
/// file at PATH in the project (for editors and generators). With `--fix` the fixed source is
/// printed instead of a report.
struct StdinLint {
    let path: String
    let linter: Linter
    let project: [LintInput]
    let roots: [String]

    /// The run's result, and the text findings name (it is not on disk).
    func lint(_ source: String) -> (LintResult, SourceLines) {
        let file = LintInput(path: URL(fileURLWithPath: path).standardizedFileURL.path, displayPath: DisplayPath.of(path))
        let result = linter.lint(source: source, as: file, project: project, roots: roots)
        return (result, SourceLines(texts: [file.displayPath: source]))
    }

    /// The source with its safe fixes applied.
    func fixed(_ source: String, result: LintResult) -> String {
        FixApplier.fixing(source, at: URL(fileURLWithPath: path).standardizedFileURL.path, with: result).source
    }

    static func readStandardInput() throws -> String {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let text = String(data: data, encoding: .utf8) else {
            throw RunFailure(message: "standard input is not UTF-8 text")
        }
        return text
    }
}
