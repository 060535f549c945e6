import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Which platforms code is built for, as far as the source shows: a `#if os(…)` branch, a file
/// that imports AppKit or WatchKit and not UIKit, or a `Mac`/`macOS`/`WatchApp` folder of a
/// multi-platform project.
enum PlatformScope {
    private static let macFolders: Set<String> = ["Mac", "macOS", "MacOS", "AppKit"]

    private static let watchFolders: Set<String> = ["watchOS", "WatchApp", "WatchKit Extension", "Watch Extension", "WatchExtension"]

    static func isNonTouchOnly(_ node: some SyntaxProtocol, in context: LintContext) -> Bool {
        isNonTouchOnly(node, file: context.file, facts: context.facts)
    }

    static func isNonTouchOnly(_ node: some SyntaxProtocol, file: SourceFile, facts: ProjectFacts) -> Bool {
        isInBranch(node, for: ["macOS", "tvOS"], excluding: ["iOS", "watchOS", "visionOS", "xrOS"])
            || importsOnly("AppKit", file, facts) || isUnder(macFolders, file)
    }

    /// Code only built for watchOS, where the screen is one narrow width and iPad adaptivity does
    /// not apply.
    static func isWatchOnly(_ node: some SyntaxProtocol, in context: LintContext) -> Bool {
        isWatchOnly(node, file: context.file, facts: context.facts)
    }

    static func isWatchOnly(_ node: some SyntaxProtocol, file: SourceFile, facts: ProjectFacts) -> Bool {
        isInBranch(node, for: ["watchOS"], excluding: ["iOS", "macOS", "visionOS", "xrOS", "tvOS"])
            || importsOnly("WatchKit", file, facts) || isUnder(watchFolders, file)
    }

    /// The devices code shown as a screen runs on, when the source says: a watch screen, a tvOS
    /// screen (`#if os(tvOS)`), a Mac-only one (none); nil where it does not.
    static func devicePlatforms(of node: some SyntaxProtocol, file: SourceFile, facts: ProjectFacts) -> Set<DevicePlatform>? {
        if isWatchOnly(node, file: file, facts: facts) { return [.watchOS] }
        if isInBranch(node, for: ["tvOS"], excluding: ["iOS", "watchOS", "visionOS", "xrOS", "macOS"]) { return [.tvOS] }
        if isNonTouchOnly(node, file: file, facts: facts) { return [] }
        return nil
    }

    /// Inside `#if os(X)` for one of `platforms` and none of `others`.
    private static func isInBranch(_ node: some SyntaxProtocol, for platforms: [String], excluding others: [String]) -> Bool {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), let condition = clause.condition?.trimmedText,
               clause.poundKeyword.tokenKind == .poundIf || clause.poundKeyword.tokenKind == .poundElseif {
                let other = others.contains { condition.contains("os(\($0))") }
                if !other, platforms.contains(where: { condition.contains("os(\($0))") }), !condition.contains("!") { return true }
            }
            current = parent.parent
        }
        return false
    }

    /// The file imports `framework` and not UIKit.
    private static func importsOnly(_ framework: String, _ file: SourceFile, _ facts: ProjectFacts) -> Bool {
        let modules = facts.imports(of: file)
        return modules.contains(framework) && !modules.contains("UIKit")
    }

    private static func isUnder(_ folders: Set<String>, _ file: SourceFile) -> Bool {
        file.path.split(separator: "/").dropLast().contains { folders.contains(String($0)) }
    }
}
