import Foundation
import PackagePlugin

/// What Plumb's command plugins share (`plumb-lint`, and `plumb-fix`, whose folder links this
/// file): `[--target NAME …] [plumb lint options]` → `plumb lint` over the package or Xcode
/// project (or the named targets), from its directory, with its `.plumb.yml`, Plumb's cache in
/// the plugin's work directory; the plugin fails when `plumb lint` does.
protocol PlumbCommandRun {
    /// The `plumb lint` options the command always passes (`--fix` for `plumb-fix`).
    static var options: [String] { get }
}

extension PlumbCommandRun {
    /// A package: the named targets' directories, else the package's.
    func run(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let package = context.package.directoryURL
        let paths = targetNames.isEmpty ? [package.path] : try context.package.targets(named: targetNames).map(\.directoryURL.path)
        try lint(plumb: context.tool(named: "plumb").url, options: Self.options + extractor.remainingArguments, paths: paths,
                 in: package, workDirectory: context.pluginWorkDirectoryURL)
    }

    func lint(plumb: URL, options: [String], paths: [String], in directory: URL, workDirectory: URL) throws {
        if options.contains("--fix"), !Self.canWrite(in: directory) {
            Diagnostics.error("""
                --fix rewrites sources, which the plugin's sandbox allows only with permission: run \
                `swift package --allow-writing-to-package-directory plumb-fix`, or in Xcode PlumbFixCommand
                """)
            return
        }
        let process = Process()
        process.executableURL = plumb
        process.arguments = ["lint"] + options + paths
        process.currentDirectoryURL = directory
        // Plumb's cache goes to the plugin's work directory, the one place a sandboxed plugin may
        // always write, and one per package or project besides.
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": workDirectory.path]) { _, cache in cache }
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("plumb lint exited with status \(process.terminationStatus)")
        }
    }

    /// Whether the sandbox lets the plugin write to `directory`: SwiftPM and Xcode sandbox
    /// plugins on macOS, where only a granted permission opens the package or project; SwiftPM
    /// does not sandbox them elsewhere.
    private static func canWrite(in directory: URL) -> Bool {
        let probe = directory.appendingPathComponent(".plumb-write-check-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
        try? FileManager.default.removeItem(at: probe)
        return true
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension PlumbCommandRun {
    /// An Xcode project: the Swift sources of the targets Xcode passes (`--target NAME`, the
    /// ones selected when the command was chosen), else the project's directory.
    func run(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = Set(extractor.extractOption(named: "target"))
        let project = context.xcodeProject
        let paths = targetNames.isEmpty
            ? [project.directoryURL.path]
            : project.targets.filter { targetNames.contains($0.displayName) }.flatMap { target in
                target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url.path)
            }
        try lint(plumb: context.tool(named: "plumb").url, options: Self.options + extractor.remainingArguments, paths: paths,
                 in: project.directoryURL, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
