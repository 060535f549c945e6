import PackagePlugin

/// `swift package plumb-lint [--target NAME …] [plumb lint options]`, and the same command on an
/// Xcode project: runs `plumb lint` over the package or project (or the named targets). It
/// declares no permission, so that linting never asks for one; `--fix` rewrites sources, which
/// SwiftPM's sandbox allows with `--allow-writing-to-package-directory` (or use `plumb-fix`).
@main
struct PlumbLintCommand: CommandPlugin, PlumbCommandRun {
    static let options: [String] = []

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try run(context: context, arguments: arguments)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode's plugin module exists only on macOS: this is not compiled, nor tested, on Linux.
extension PlumbLintCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try run(context: context, arguments: arguments)
    }
}
#endif
