import Foundation

/// The folder of the project a checked path belongs to: where a run gathers the project's
/// facts and builds its model, whatever part of it is checked (a file's theme, constants and
/// targets are in other files of the same app).
public enum ProjectRoot {
    /// The root of the project holding `path`: the folder of `configurationFile` when `path` is
    /// in it; else, going up from `path` and stopping at the repository's top (the folder with
    /// `.git`), the nearest folder holding an Xcode project or workspace, an XcodeGen spec or a
    /// Tuist `Project.swift` — a local package's `Package.swift` inside an app is part of that
    /// app — else the nearest holding a `Package.swift`, else the repository's top, so that a
    /// file checked alone still gets its project's facts. nil when there is none.
    public static func find(for path: String, configurationFile: String?) -> String? {
        let start = directory(of: path)
        if let configurationFile {
            let folder = URL(fileURLWithPath: configurationFile).standardizedFileURL.deletingLastPathComponent().path
            if start == folder || start.hasPrefix(folder + "/") { return folder }
        }
        var nearestPackage: String?
        var folder = URL(fileURLWithPath: start)
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains(where: { isProject($0, in: folder) }) { return folder.path }
            if nearestPackage == nil, names.contains("Package.swift") { nearestPackage = folder.path }
            if names.contains(".git") { return nearestPackage ?? folder.path }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nearestPackage }
            folder = parent
        }
    }

    /// Whether the entry `name` of `folder` marks an app's project.
    private static func isProject(_ name: String, in folder: URL) -> Bool {
        name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || SettingsFiles.isXcodeGenSpec(named: name)
            || TuistManifest.isManifest(folder.appendingPathComponent(name).path)
    }

    /// `path` itself when it is a folder, else the folder it is in; absolute and standardized.
    private static func directory(of path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return url.deletingLastPathComponent().path
        }
        return url.path
    }
}
