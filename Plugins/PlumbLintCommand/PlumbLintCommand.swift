import Foundation
import PackagePlugin

/// `swift package plumb-lint [--target NAME …] [plumb lint options]`: runs `plumb lint` over the
/// package (or the named targets), with the package's `.plumb.yml`. `--fix` rewrites sources,
/// which SwiftPM allows with `--allow-writing-to-package-directory`.
@main
struct PlumbLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let paths = targetNames.isEmpty
            ? [context.package.directoryURL.path]
            : try context.package.targets(named: targetNames).map(\.directoryURL.path)
        let process = Process()
        process.executableURL = try context.tool(named: "plumb").url
        process.arguments = ["lint"] + extractor.remainingArguments + paths
        process.currentDirectoryURL = context.package.directoryURL
        process.environment = PlumbEnvironment.cachingIn(context.pluginWorkDirectoryURL)
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("plumb lint exited with status \(process.terminationStatus)")
        }
    }
}

/// Plumb's environment inside a plugin: its cache in the plugin's work directory, the one place
/// a sandboxed plugin (macOS) may always write, and per package besides.
enum PlumbEnvironment {
    static func cachingIn(_ directory: URL) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": directory.path]) { _, cache in cache }
    }
}
