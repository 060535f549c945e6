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
        let result = linter.lint(source: source, asIfAt: path, project: project, roots: roots)
        return (result, SourceLines(texts: [DisplayPath.of(path): source]))
    }

    /// The source with its safe fixes applied.
    func fixed(_ source: String, result: LintResult) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return String(decoding: FixApplier().fixed(Array(source.utf8), path: absolute, result: result), as: UTF8.self)
    }

    static func readStandardInput() throws -> String {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        guard let text = String(data: data, encoding: .utf8) else {
            throw RunFailure(message: "standard input is not UTF-8 text")
        }
        return text
    }
}
