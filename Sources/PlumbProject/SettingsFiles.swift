import Foundation

/// Files below the checked roots that are not Swift but say how the app is built: `Info.plist`
/// files, Xcode projects and package manifests. Build and dependency folders and DocC catalogs
/// are skipped, as `FileDiscovery` skips them.
public enum SettingsFiles {
    /// Build and dependency folders: never the project's own code or settings.
    private static let skippedDirectories: Set<String> = [
        ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
    ]

    /// Whether a folder of this name is skipped: a build or dependency folder, or a DocC catalog
    /// (`Documentation.docc`), whose Swift files are tutorial listings that no target compiles
    /// and whose `Info.plist` describes the documentation, not an app.
    public static func isSkipped(directory name: String) -> Bool {
        skippedDirectories.contains(name) || name.hasSuffix(".docc")
    }

    public struct File: Sendable {
        public let path: String
        /// Relative to the current directory when the file lies under it, absolute otherwise.
        public let displayPath: String
    }

    public static func find(under roots: [String], where matches: (String) -> Bool) -> [File] {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        var seen = Set<String>()
        var files: [File] = []
        for root in roots {
            let url = URL(fileURLWithPath: root, relativeTo: URL(fileURLWithPath: current)).standardizedFileURL
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            while let file = walker.nextObject() as? URL {
                let name = file.lastPathComponent
                if isSkipped(directory: name) {
                    walker.skipDescendants()
                } else if matches(name), seen.insert(file.resolvingSymlinksInPath().path).inserted {
                    let path = file.standardizedFileURL.path
                    let display = path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
                    files.append(File(path: path, displayPath: display))
                }
            }
        }
        return files.sorted { $0.displayPath < $1.displayPath }
    }
}
