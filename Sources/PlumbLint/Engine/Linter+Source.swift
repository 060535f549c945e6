import Foundation
import PlumbCore

extension Linter {
    /// Lints `source` as if it were the file at `path` within the project of `inputs`: the
    /// other files give the project facts, the configuration and the suppressions in `source`
    /// apply, and the file at `path`, if it is among `inputs`, is replaced by `source`. What an
    /// editor checks before saving and a generator before writing. Only the findings in that
    /// file are returned; `fileCount` is 1.
    public func lint(source: String, asIfAt path: String, project inputs: [LintInput], roots: [String] = [],
                     currentDirectory: String = FileManager.default.currentDirectoryPath) -> LintResult {
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory)).standardizedFileURL.path
        let displayPath = DisplayPath.of(absolute, currentDirectory: currentDirectory)
        var project = inputs.filter { URL(fileURLWithPath: $0.path).standardizedFileURL.path != absolute }
        project.append(LintInput(path: absolute, displayPath: displayPath, contents: Array(source.utf8)))
        var result = lint(project, roots: roots)
        result.findings = result.findings.filter { $0.position.file == displayPath }
        result.fileCount = 1
        return result
    }
}
