import Foundation
import PackagePlugin

/// Lints a target's Swift sources as part of its build: findings print in the compiler's format,
/// which `swift build` and Xcode show as build diagnostics; an error-severity finding fails the
/// build. The command runs again when a source file or a `.plumb.yml` above the target changes
/// (the stamp file, which `plumb lint --stamp` writes at the end, is its output).
@main
struct PlumbBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        // A Swift file (only a comment), which SwiftPM compiles into nothing; any other output
        // would become a resource of the target.
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)+PlumbLintStamp.swift")
        return [.buildCommand(
            displayName: "Plumb: linting \(target.name)",
            executable: try context.tool(named: "plumb").url,
            arguments: ["lint", "--quiet", "--stamp", stamp.path] + sources.map(\.path),
            environment: ["XDG_CACHE_HOME": context.pluginWorkDirectoryURL.path],
            inputFiles: sources + configurations(from: target.directoryURL, upTo: context.package.directoryURL),
            outputFiles: [stamp])]
    }

    /// The `.plumb.yml` files Plumb may read for the target: in its directory and the ones
    /// above it, up to the package's.
    private func configurations(from directory: URL, upTo package: URL) -> [URL] {
        var found: [URL] = []
        var current = directory.standardizedFileURL
        let root = package.standardizedFileURL.path
        while true {
            let file = current.appendingPathComponent(".plumb.yml")
            if FileManager.default.fileExists(atPath: file.path) { found.append(file) }
            guard current.path.hasPrefix(root), current.path != root else { return found }
            current = current.deletingLastPathComponent()
        }
    }
}
