import Foundation
import PlumbCore
import PlumbProject

/// Finds the Swift files to check below the given paths: skips build and dependency folders
/// and the configuration's `excluded` globs, follows symbolic links once (a link loop ends
/// where it starts again), and lists each file once.
public struct FileDiscovery {
    public struct Result: Sendable {
        public var inputs: [LintInput] = []
        /// Paths that do not exist or cannot be read: the run fails with exit code 2.
        public var failures: [String] = []
    }

    private let excluded: [Glob]
    private let baseDirectory: String
    private let currentDirectory: String
    /// What the files found depend on besides the roots and what is below them.
    let key: String

    public init(configuration: Configuration, currentDirectory: String = FileManager.default.currentDirectoryPath) {
        excluded = configuration.excluded.map(Glob.init)
        baseDirectory = URL(fileURLWithPath: configuration.baseDirectory).standardizedFileURL.path
        self.currentDirectory = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
        key = ([baseDirectory, self.currentDirectory] + configuration.excluded).joined(separator: "\n")
    }

    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seen = Set<FileIdentity>()
        for path in paths {
            let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory)).standardizedFileURL.path
            switch DirectoryListing.kind(atPath: absolute) {
            case .directory?: walk(absolute, into: &result, seen: &seen)
            case .file?: add(absolute, into: &result, seen: &seen)
            case nil: result.failures.append("\(path): no such file or directory")
            }
        }
        result.inputs.sort { $0.displayPath < $1.displayPath }
        return result
    }

    /// Adds the Swift files below `directory`. `seen` holds the files and directories met so
    /// far, by identity, so that a symbolic link is followed once and a link loop ends where it
    /// starts again.
    private func walk(_ directory: String, into result: inout Result, seen: inout Set<FileIdentity>) {
        if let identity = DirectoryListing.identity(ofPath: directory), !seen.insert(identity).inserted { return }
        guard let entries = DirectoryListing.entries(of: directory) else {
            result.failures.append("\(display(directory)): cannot read the directory")
            return
        }
        for entry in entries {
            let path = directory.hasSuffix("/") ? directory + entry.name : directory + "/" + entry.name
            guard !isExcluded(path) else { continue }
            switch entry.kind {
            case .directory? where !SettingsFiles.isSkipped(directory: entry.name):
                walk(path, into: &result, seen: &seen)
            case .file? where entry.name.hasSuffix(".swift"):
                add(path, into: &result, seen: &seen)
            default:
                continue  // a skipped folder, a file that is not Swift, a dangling link
            }
        }
    }

    private func add(_ path: String, into result: inout Result, seen: inout Set<FileIdentity>) {
        if let identity = DirectoryListing.identity(ofPath: path), !seen.insert(identity).inserted { return }
        result.inputs.append(LintInput(path: path, displayPath: display(path)))
    }

    private func isExcluded(_ path: String) -> Bool {
        guard !excluded.isEmpty, path.hasPrefix(baseDirectory + "/") else { return false }
        let relative = String(path.dropFirst(baseDirectory.count + 1))
        return excluded.contains { $0.matches(relative) }
    }

    /// Relative to the current directory when the file lies under it, absolute otherwise.
    private func display(_ path: String) -> String {
        path.hasPrefix(currentDirectory + "/") ? String(path.dropFirst(currentDirectory.count + 1)) : path
    }
}
