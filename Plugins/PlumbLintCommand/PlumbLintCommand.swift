import Foundation
import PackagePlugin

/// `swift package plumb-lint [--target NAME …] [plumb lint options]`: runs `plumb lint` over the
/// package (or the named targets), with the package's `.plumb.yml`. `--fix` rewrites sources,
/// which SwiftPM's sandbox allows with `--allow-writing-to-package-directory`.
@main
struct PlumbLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let options = extractor.remainingArguments
        let package = context.package.directoryURL
        if options.contains("--fix"), !Self.canWrite(in: package) {
            Diagnostics.error("plumb-lint --fix rewrites sources: run `swift package --allow-writing-to-package-directory plumb-lint --fix`")
            return
        }
        let paths = targetNames.isEmpty
            ? [package.path]
            : try context.package.targets(named: targetNames).map(\.directoryURL.path)
        let process = Process()
        process.executableURL = try context.tool(named: "plumb").url
        process.arguments = ["lint"] + options + paths
        process.currentDirectoryURL = package
        process.environment = PlumbEnvironment.cachingIn(context.pluginWorkDirectoryURL)
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("plumb lint exited with status \(process.terminationStatus)")
        }
    }

    /// Whether the sandbox lets the plugin write to the package: SwiftPM sandboxes plugins on
    /// macOS, where only `--allow-writing-to-package-directory` opens the package; elsewhere it
    /// does not sandbox them.
    private static func canWrite(in directory: URL) -> Bool {
        let probe = directory.appendingPathComponent(".plumb-write-check-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
        try? FileManager.default.removeItem(at: probe)
        return true
    }
}

/// Plumb's environment inside a plugin: its cache in the plugin's work directory, the one place
/// a sandboxed plugin may always write, and per package besides.
enum PlumbEnvironment {
    static func cachingIn(_ directory: URL) -> [String: String] {
        ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": directory.path]) { _, cache in cache }
    }
}
