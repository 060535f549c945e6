import Foundation
import PlumbCore
import PlumbProject

/// What every cached result depends on besides the Swift files themselves: Plumb's version and
/// build, the configuration file, the current directory (findings name paths relative to it),
/// the checked roots, and the project's settings files (`SettingsFiles`) — `Package.swift`, Xcode projects, build
/// settings, `Info.plist`s, XcodeGen specs, string catalogs, asset catalogs, Core Data models — below the roots and in their parent directories,
/// since project rules and the project model (and through it the layout rules) read them. Any change to one of them invalidates
/// the whole cache, which is the safe side.
public enum CacheKey {
    public static func run(
        configurationFile: String?, settings: SettingsFiles, selection: [String] = [], currentDirectory: String = FileManager.default.currentDirectoryPath
    ) -> String {
        var hash = StableHash()
        hash.combine(PlumbVersion.current)
        for part in selection { hash.combine(part) }
        hash.combine(buildIdentity)
        hash.combine(currentDirectory)
        for root in settings.roots { hash.combine(root) }
        if let configurationFile {
            hash.combine(configurationFile)
            hash.combine(bytes: FileManager.default.contents(atPath: configurationFile).map { [UInt8]($0) } ?? [])
        }
        for path in buildFiles(settings: settings, currentDirectory: currentDirectory) {
            hash.combine(path)
            combineContents(of: path, into: &hash)
        }
        return hash.hex
    }

    /// Pictures of the asset catalogs larger than this are keyed by their size and modification
    /// time, not their bytes.
    static let largestHashedPicture = 64 * 1024

    /// A settings file's bytes. A large picture of an asset catalog counts by its size and
    /// modification time instead: the layout reader reads only its header, and hashing megabytes
    /// of artwork on every cached run would cost more than the lint it spares (a replaced picture
    /// still changes the key, and a touched one only re-lints).
    private static func combineContents(of path: String, into hash: inout StableHash) {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        if size > largestHashedPicture, AssetCatalog.isCatalogFile(path), (path as NSString).lastPathComponent != "Contents.json" {
            hash.combine("\(size) \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        } else {
            hash.combine(bytes: FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [])
        }
    }

    /// What a file's walk depends on that the facts pass works out besides the facts rules read:
    /// the design settings inferred from the code (`design`, described once per run), and where the
    /// file's code runs (its context in the project model, which its walk reads for the scope of
    /// every node). A change re-lints the file.
    static func settings(design: String, context: FileContext) -> String {
        var hash = StableHash()
        hash.combine(design)
        hash.combine(context.role?.rawValue ?? "-")
        hash.combine(context.platforms == nil ? 0 : 1)
        for platform in (context.platforms ?? []).map(\.rawValue).sorted() { hash.combine(platform) }
        for (platform, version) in context.deploymentTargets.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            hash.combine(platform.rawValue)
            hash.combine(version.description)
        }
        return hash.hex
    }

    /// The running executable's path, size and modification time: a rebuilt Plumb with the same
    /// version number may find other things.
    static var buildIdentity: String {
        let path = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(modified)"
    }

    /// Settings files below the roots (`below`, when the caller found them already), and
    /// directly in each root's parent directories.
    static func buildFiles(settings: SettingsFiles, currentDirectory: String, below: Set<String>? = nil) -> [String] {
        (below ?? filesBelow(settings)).union(filesAbove(settings.roots, currentDirectory: currentDirectory)).sorted()
    }

    /// The settings files and asset catalogs' and Core Data models' files the walk below the roots finds, each once.
    static func filesBelow(_ settings: SettingsFiles) -> Set<String> {
        Set((settings.files(where: SettingsFiles.isSettingsFile) + settings.assetCatalogFiles + settings.dataModelFiles).map(\.path))
    }

    /// The settings files directly in each root's parent directories (an Xcode project by its
    /// `project.pbxproj`).
    static func filesAbove(_ roots: [String], currentDirectory: String) -> Set<String> {
        var paths: Set<String> = []
        for root in roots {
            var directory = URL(fileURLWithPath: root, relativeTo: URL(fileURLWithPath: currentDirectory)).standardizedFileURL
            while directory.path != "/" {
                directory.deleteLastPathComponent()
                // A parent such as /tmp holds thousands of names: only those that match are made paths.
                for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
                    if SettingsFiles.isSettingsFile(named: name) {
                        paths.insert(directory.appendingPathComponent(name).path)
                    } else if name.hasSuffix(".xcodeproj") {
                        paths.insert(directory.appendingPathComponent(name).appendingPathComponent("project.pbxproj").path)
                    }
                }
            }
        }
        return paths
    }
}
