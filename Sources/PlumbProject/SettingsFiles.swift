import Foundation

/// The files below a run's roots that are not Swift but say how the app is built: `Info.plist`
/// files, Xcode projects, build settings, package manifests, string catalogs, and the asset
/// catalogs' and Core Data models' files the layout reader reads (`assetCatalogFiles`,
/// `dataModelFiles`). Found in one walk,
/// the first time they are asked for, and read by everything that depends on them: the lint
/// cache's key, the facts file's key and the project model. Build and dependency folders and
/// DocC catalogs are skipped, as `FileDiscovery` skips them.
public final class SettingsFiles: @unchecked Sendable {  // `walked` is guarded by `lock`.
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

    /// Whether a file of this name says how the app is built.
    public static func isSettingsFile(named name: String) -> Bool {
        name == "Package.swift" || name == "Package.resolved" || isXcodeGenSpec(named: name) || name == "Project.swift" || name == "project.pbxproj"
            || name.hasSuffix(".xcconfig") || name.hasSuffix(".plist") || name.hasSuffix(".entitlements")
            || name.hasPrefix("Package@swift") || StringCatalog.isCatalog(name) || isBuildScript(named: name)
    }

    /// Whether a file of this name may build the app with settings of its own: fastlane's files
    /// and environments, CocoaPods' `Podfile`, make files, shell, Ruby and Python scripts, and
    /// YAML (CI workflows), any of which can pass `xcodebuild` a build setting
    /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS='$(inherited) PREMIUM'`).
    public static func isBuildScript(named name: String) -> Bool {
        buildScriptNames.contains(name) || name.hasPrefix(".env") || buildScriptSuffixes.contains { name.hasSuffix($0) }
    }

    private static let buildScriptNames: Set<String> = [
        "Fastfile", "Snapfile", "Gymfile", "Scanfile", "Podfile", "Makefile", "Rakefile", "Justfile",
    ]
    private static let buildScriptSuffixes = [".sh", ".bash", ".zsh", ".rb", ".py", ".mk", ".yml", ".yaml"]

    /// Whether a file of this name is an XcodeGen spec: `project.yml`, or `project-*.yml` as a project split into specs names them.
    public static func isXcodeGenSpec(named name: String) -> Bool {
        name == "project.yml" || (name.hasPrefix("project-") && name.hasSuffix(".yml"))
    }

    public struct File: Sendable {
        public let path: String
        /// Relative to the current directory when the file lies under it, absolute otherwise.
        public let displayPath: String
    }

    /// A file the walk met, with its name and the path its symbolic links lead to.
    private struct Found {
        let file: File
        let name: String
        let target: String
        /// A file of an asset catalog (`AssetCatalog.isCatalogFile`), which `files(where:)` leaves out.
        let isAsset: Bool
        /// A file of a Core Data model (`CoreDataModels.isModelFile`), which `files(where:)` leaves out.
        let isDataModel: Bool
    }

    /// The files and directories searched, as the run was given them.
    public let roots: [String]
    private let lock = NSLock()
    private var walked: [Found]?

    public init(roots: [String]) {
        self.roots = roots
    }

    /// The settings files whose names match, each once however many links lead to it, sorted by
    /// display path.
    public func files(where matches: (String) -> Bool) -> [File] {
        unique(found.filter { !$0.isAsset && !$0.isDataModel && matches($0.name) })
    }

    /// The asset catalogs' files the layout reader reads (`AssetCatalog.isCatalogFile`), each
    /// once, sorted by display path: the cache's and the facts file's keys cover them with the
    /// settings files.
    public var assetCatalogFiles: [File] {
        unique(found.filter(\.isAsset))
    }

    /// The Core Data models' files the layout reader reads (`CoreDataModels.isModelFile`), each
    /// once, sorted by display path: the cache's and the facts file's keys cover them too.
    public var dataModelFiles: [File] {
        unique(found.filter(\.isDataModel))
    }

    private func unique(_ found: [Found]) -> [File] {
        var seen = Set<String>()
        return found.filter { seen.insert($0.target).inserted }.map(\.file).sorted { $0.displayPath < $1.displayPath }
    }

    private var found: [Found] {
        lock.lock()
        defer { lock.unlock() }
        if let walked { return walked }
        let found = Self.walk(roots)
        walked = found
        return found
    }

    private static func walk(_ roots: [String]) -> [Found] {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        var found: [Found] = []
        for root in roots {
            let url = URL(fileURLWithPath: root, relativeTo: URL(fileURLWithPath: current)).standardizedFileURL
            guard let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { continue }
            while let file = walker.nextObject() as? URL {
                let name = file.lastPathComponent
                if isSkipped(directory: name) {
                    walker.skipDescendants()
                } else {
                    let path = file.standardizedFileURL.path
                    let isAsset = AssetCatalog.isCatalogFile(path)
                    let isDataModel = CoreDataModels.isModelFile(path)
                    guard isAsset || isDataModel || isSettingsFile(named: name) else { continue }
                    let display = path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
                    found.append(Found(
                        file: File(path: path, displayPath: display), name: name, target: file.resolvingSymlinksInPath().path, isAsset: isAsset,
                        isDataModel: isDataModel))
                }
            }
        }
        return found
    }
}
