import Foundation
import PackagePlugin

/// Lints a target's Swift sources as part of its build: findings print in the compiler's format,
/// which `swift build` and Xcode show as build diagnostics; an error-severity finding fails the
/// build. The command runs again when a source file changes (the stamp file is its output).
@main
struct PlumbBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name).plumb-stamp")
        return [.buildCommand(
            displayName: "Plumb: linting \(target.name)",
            executable: try context.tool(named: "plumb").url,
            arguments: ["lint", "--quiet", "--stamp", stamp.path] + sources.map(\.path),
            inputFiles: sources,
            outputFiles: [stamp])]
    }
}
