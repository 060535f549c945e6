import Foundation
import PlumbCore
import PlumbLint
import PlumbProject

/// What a lint run reads and what it reports on. The facts (theme, constants, view types,
/// targets) come from the whole project each checked path belongs to (see `ProjectRoot`);
/// findings only from the checked paths — and with `--changed`, only from the files git says
/// changed among them.
struct LintScope {
    /// The project roots: where the model is built and project rules look for settings files.
    var roots: [String]
    var inputs: [LintInput]
    /// The inputs whose findings are reported; nil for all of them.
    var reportedPaths: Set<String>?
    /// Paths below the checked ones that could not be read: the run fails for them.
    var failures: [String]

    /// `checked` are the paths the run was asked to check; `changedSince` is `--changed`'s
    /// revision (`.some(nil)` for the default). `rootConfiguration` is the `.plumb.yml` whose
    /// folder is the project root: the one found above the paths, not one named with `--config`
    /// (which may live anywhere).
    static func resolve(
        checked: [String], configuration: Configuration, rootConfiguration: String?, changedSince: String??
    ) throws -> LintScope {
        let missing = checked.filter { !FileManager.default.fileExists(atPath: $0) }
        guard missing.isEmpty else {
            throw RunFailure(message: missing.map { "\($0): no such file or directory" }.joined(separator: "\nplumb: "))
        }
        let discovery = FileDiscovery(configuration: configuration)
        let checkedFiles = discovery.discover(checked)
        let projectRoots = unique(checked.map { ProjectRoot.find(for: $0, configurationFile: rootConfiguration) ?? standardized($0) })
        var scope = LintScope(roots: checked, inputs: checkedFiles.inputs, reportedPaths: nil, failures: checkedFiles.failures)
        if Set(projectRoots) != Set(checked.map(standardized)) {
            let project = discovery.discover(projectRoots)
            let checkedPaths = Set(checkedFiles.inputs.map(\.path))
            scope.roots = projectRoots
            scope.inputs = checkedFiles.inputs + project.inputs.filter { !checkedPaths.contains($0.path) }
            scope.reportedPaths = checkedPaths
        }
        if let changedSince {
            let changed = try ChangedFiles(in: projectRoots.first ?? FileManager.default.currentDirectoryPath).paths(since: changedSince)
            let reported = scope.reportedPaths ?? Set(scope.inputs.map(\.path))
            scope.reportedPaths = reported.filter { changed.contains(standardized($0)) }
        }
        return scope
    }

    /// The paths a run checks: those given, else the configuration's `included`, else the
    /// current directory.
    static func checked(_ paths: [String], configuration: Configuration) -> [String] {
        guard paths.isEmpty else { return paths }
        guard !configuration.included.isEmpty else { return ["."] }
        return configuration.included.map { $0.hasPrefix("/") ? $0 : URL(fileURLWithPath: configuration.baseDirectory).appendingPathComponent($0).path }
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert($0).inserted }
    }
}
