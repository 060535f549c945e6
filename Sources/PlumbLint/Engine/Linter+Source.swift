import Foundation

extension Linter {
    /// Checks `source` as if it were the file `file` of a project whose other files are
    /// `project`: those give the facts (the theme, constants, view types) as in a run over the
    /// whole project, a project file at the same path is replaced by `source`, and only the
    /// findings in `file` are reported. For editors and code generators, which hold text that is
    /// not on disk (or not yet saved).
    public func lint(source: String, as file: LintInput, project: [LintInput] = [], roots: [String] = []) -> LintResult {
        let path = Self.standardized(file.path)
        // Standardizing keeps a file's name, so only a path that ends with it is standardized to
        // compare: a warm project's one-file lint would otherwise make a URL of every file.
        let name = "/" + URL(fileURLWithPath: path).lastPathComponent
        let others = project.filter { !("/" + $0.path).hasSuffix(name) || Self.standardized($0.path) != path }
        let checked = LintInput(path: file.path, displayPath: file.displayPath, contents: Array(source.utf8))
        // The layout rules report in the file what a run that lays out every screen does
        // (`LayoutChecker.check(_:reporting:)`); the walks of the other files stay, since a
        // rule may report in the file from another file's walk (a constant's declaration).
        var options = self.options
        options.layoutReportedFile = file.displayPath
        var result = Linter(configuration: configuration, options: options).lint([checked] + others, roots: roots)
        result.findings.removeAll { $0.position.file != file.displayPath }
        result.fileCount = 1
        return result
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
