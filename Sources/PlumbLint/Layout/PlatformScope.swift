import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// The devices a screen's code runs on, for the layout rules: where `CodeScope` says the code
/// runs (the targets that compile its file, its imports, its `#if` clauses, the availability of
/// its declarations: `@available(iOS, unavailable)` makes a view the Mac's), narrowed by a
/// `Mac`/`macOS`/`WatchApp` folder of a multi-platform project.
enum PlatformScope {
    private static let macFolders: Set<String> = ["Mac", "macOS", "MacOS", "AppKit"]

    private static let watchFolders: Set<String> = ["watchOS", "WatchApp", "WatchKit Extension", "Watch Extension", "WatchExtension"]

    /// iPhone and iPad: where a screen whose file's platforms nothing says is laid out.
    private static let defaultDevices: Set<DevicePlatform> = [.iOS, .iPadOS]

    /// The devices code shown as a screen runs on: a watch screen, a tvOS screen, a Mac-only one
    /// (none); nil where nothing says.
    static func devicePlatforms(of node: some SyntaxProtocol, file: SourceFile, facts: ProjectFacts) -> Set<DevicePlatform>? {
        let context = facts.model.context(ofPath: file.path)
        var scope = CodeScope.of(node, fileScope: CodeScope.file(context, tree: file.tree, flags: facts.model.compilationFlags(ofPath: file.path)))
        if isUnder(watchFolders, file) {
            scope = scope.narrowed(to: [.watchOS])
        } else if isUnder(macFolders, file) {
            scope = scope.narrowed(to: [.macOS])
        }
        guard let devices = scope.platforms.map(ScenarioPlan.devicePlatforms(of:)) else { return nil }
        guard context.platforms == nil else { return devices }
        // Where the file's platforms are unknown, only a branch for the watch or the TV names a
        // device; any other narrowing only takes devices away from the iPhone and iPad it would
        // be laid out on (`@available(iOS, unavailable)` leaves the TV and the watch, and proves
        // neither).
        if devices == [.watchOS] || devices == [.tvOS] { return devices }
        return devices.isSuperset(of: defaultDevices) ? nil : devices.intersection(defaultDevices)
    }

    private static func isUnder(_ folders: Set<String>, _ file: SourceFile) -> Bool {
        file.path.split(separator: "/").dropLast().contains { folders.contains(String($0)) }
    }
}
