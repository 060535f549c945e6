import PlumbProject
import SwiftSyntax

/// Code that only a debug build compiles: inside a `#if` clause that the build the app's users
/// run leaves out (`#if DEBUG`, `#if DEBUG_MENU`: `CompilationFlags.releaseBuild`) and that some
/// build compiles. The `#else` of `#if DEBUG` ships; a clause no build compiles (`#if false`, a
/// name no build defines) is no build's code, not a debug build's.
public enum DebugBuildCode {
    /// Whether `node` is compiled only in debug builds, with the compilation conditions `flags`
    /// the project's settings settle for its file.
    public static func contains(_ node: some SyntaxProtocol, flags: CompilationFlags) -> Bool {
        guard isCompiled(node, flags: flags) else { return false }
        return !isCompiled(node, flags: flags.releaseBuild)
    }

    /// Whether some platform compiles `node` with `flags`: its `#if` clauses (and availability,
    /// which both builds share) leave it somewhere.
    private static func isCompiled(_ node: some SyntaxProtocol, flags: CompilationFlags) -> Bool {
        CodeScope.of(node, fileScope: CodeScope(platforms: nil, deploymentTargets: [:], flags: flags)).platforms != []
    }
}
