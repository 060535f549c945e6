import PackagePlugin

/// `swift package --allow-writing-to-package-directory plumb-fix [--target NAME …] [plumb lint
/// options]`, and in Xcode `PlumbFixCommand` on a project: `plumb lint --fix`. It declares
/// the permission to write sources, which Xcode asks for when the command runs; `plumb-lint`,
/// which does not, can then lint without asking.
@main
struct PlumbFixCommand: CommandPlugin, PlumbCommandRun {
    static let options = ["--fix"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try run(context: context, arguments: arguments)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode's plugin module exists only on macOS: this is not compiled, nor tested, on Linux.
extension PlumbFixCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try run(context: context, arguments: arguments)
    }
}
#endif
