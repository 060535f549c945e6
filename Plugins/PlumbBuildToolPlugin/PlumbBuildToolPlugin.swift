import Foundation
import PackagePlugin

/// Lints a target's Swift sources as part of its build: findings print in the compiler's format,
/// which `swift build` and Xcode show as build diagnostics; an error-severity finding fails the
/// build. The command runs again when a source file or a `.plumb.yml` above the target changes
/// (the stamp file, which `plumb lint --stamp` writes at the end, is its output). The same
/// command serves a package's targets and, in Xcode, an Xcode project's (`XcodeBuildToolPlugin`
/// below).
@main
struct PlumbBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try lintCommands(
            target: target.name, sources: target.sourceFiles(withSuffix: "swift").map(\.url),
            directories: [target.directoryURL], root: context.package.directoryURL,
            plumb: context.tool(named: "plumb").url, workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The build command that lints `sources` of `target`, or none when it has no Swift files.
    /// `directories` are where the target's files live, whose `.plumb.yml`s up to `root` (the
    /// package's or the Xcode project's directory) are inputs too.
    func lintCommands(target: String, sources: [URL], directories: [URL], root: URL, plumb: URL, workDirectory: URL) -> [Command] {
        guard !sources.isEmpty else { return [] }
        // A Swift file (only a comment), which the build compiles into nothing; any other output
        // would become a resource of the target.
        let stamp = workDirectory.appendingPathComponent("\(target)+PlumbLintStamp.swift")
        return [.buildCommand(
            displayName: "Plumb: linting \(target)",
            executable: plumb,
            arguments: ["lint", "--quiet", "--stamp", stamp.path] + sources.map(\.path),
            environment: ["XDG_CACHE_HOME": workDirectory.path],
            inputFiles: sources + configurations(around: directories, upTo: root),
            outputFiles: [stamp])]
    }

    /// The `.plumb.yml` files Plumb may read for files in `directories`: in each of them and the
    /// ones above, up to `root`; each once.
    private func configurations(around directories: [URL], upTo root: URL) -> [URL] {
        let rootPath = root.standardizedFileURL.path
        var found: [URL] = []
        var visited = Set<String>()
        for directory in directories {
            var current = directory.standardizedFileURL
            while visited.insert(current.path).inserted {
                let file = current.appendingPathComponent(".plumb.yml")
                if FileManager.default.fileExists(atPath: file.path) { found.append(file) }
                guard current.path.hasPrefix(rootPath), current.path != rootPath else { break }
                current = current.deletingLastPathComponent()
            }
        }
        return found
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same lint for a target of an Xcode project: its Swift sources, with the `.plumb.yml`s
/// between their folders and the project's. Not compiled on Linux, where Xcode's plugin module
/// does not exist.
extension PlumbBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        return try lintCommands(
            target: target.displayName, sources: sources,
            directories: Set(sources.map { $0.deletingLastPathComponent() }).sorted { $0.path < $1.path },
            root: context.xcodeProject.directoryURL,
            plumb: context.tool(named: "plumb").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
