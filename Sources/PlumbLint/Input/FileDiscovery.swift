import Foundation
import PlumbCore
import PlumbSyntax

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

    public init(configuration: Configuration, currentDirectory: String = FileManager.default.currentDirectoryPath) {
        excluded = configuration.excluded.map(Glob.init)
        baseDirectory = URL(fileURLWithPath: configuration.baseDirectory).standardizedFileURL.path
        self.currentDirectory = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
    }

    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seenFiles = Set<String>()
        var seenDirectories = Set<String>()
        for path in paths {
            let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory)).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                result.failures.append("\(path): no such file or directory")
                continue
            }
            if isDirectory.boolValue {
                walk(url, into: &result, seenFiles: &seenFiles, seenDirectories: &seenDirectories)
            } else {
                add(url, into: &result, seenFiles: &seenFiles)
            }
        }
        result.inputs.sort { $0.displayPath < $1.displayPath }
        return result
    }

    private func walk(_ directory: URL, into result: inout Result, seenFiles: inout Set<String>, seenDirectories: inout Set<String>) {
        guard seenDirectories.insert(directory.resolvingSymlinksInPath().path).inserted else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            result.failures.append("\(display(directory.path)): cannot read the directory")
            return
        }
        for name in names.sorted() {
            let url = directory.appendingPathComponent(name)
            guard !isExcluded(url.path) else { continue }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }  // a dangling link
            if isDirectory.boolValue {
                if !SettingsFiles.skippedDirectories.contains(name) {
                    walk(url, into: &result, seenFiles: &seenFiles, seenDirectories: &seenDirectories)
                }
            } else if name.hasSuffix(".swift") {
                add(url, into: &result, seenFiles: &seenFiles)
            }
        }
    }

    private func add(_ url: URL, into result: inout Result, seenFiles: inout Set<String>) {
        guard seenFiles.insert(url.resolvingSymlinksInPath().path).inserted else { return }
        result.inputs.append(LintInput(path: url.path, displayPath: display(url.path)))
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
