import Foundation
import PackagePlugin

/// `swift package plugin plumb-lint [--target NAME …] [plumb lint options]`: runs `plumb lint`
/// over the package (or the named targets), with the package's `.plumb.yml`. `--fix` rewrites
/// sources, which SwiftPM allows with `--allow-writing-to-package-directory`.
@main
struct PlumbLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let paths = targetNames.isEmpty
            ? [context.package.directoryURL.path]
            : try context.package.targets(named: targetNames).map { $0.directory.string }
        let process = Process()
        process.executableURL = try context.tool(named: "plumb").url
        process.arguments = ["lint"] + extractor.remainingArguments + paths
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("plumb lint exited with status \(process.terminationStatus)")
            return
        }
    }
}
