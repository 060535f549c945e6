import Foundation
import PlumbCore
import PlumbProject

/// What every cached result depends on besides the Swift files themselves: Plumb's version and
/// build, the configuration file, the current directory (findings name paths relative to it),
/// the checked roots, and the project's settings files (`SettingsFiles`) — `Package.swift`, Xcode projects, build
/// settings, `Info.plist`s, XcodeGen specs, string catalogs, asset catalogs — below the roots and in their parent directories,
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
            hash.combine(bytes: FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [])
        }
        return hash.hex
    }

    /// What a file's walk depends on that the facts pass works out besides the facts rules read:
    /// the design settings inferred from the code, and where the file's code runs (its context
    /// in the project model, which its walk reads for the scope of every node). A change
    /// re-lints the file.
    static func settings(configuration: Configuration, context: FileContext) -> String {
        var hash = StableHash()
        hash.combine(String(describing: configuration.design))
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

    /// Settings files below the roots, and directly in each root's parent directories.
    static func buildFiles(settings: SettingsFiles, currentDirectory: String) -> [String] {
        var paths = Set((settings.files(where: SettingsFiles.isSettingsFile) + settings.assetCatalogFiles).map(\.path))
        for root in settings.roots {
            var directory = URL(fileURLWithPath: root, relativeTo: URL(fileURLWithPath: currentDirectory)).standardizedFileURL
            while directory.path != "/" {
                directory.deleteLastPathComponent()
                for name in (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [] {
                    let url = directory.appendingPathComponent(name)
                    if SettingsFiles.isSettingsFile(named: name) {
                        paths.insert(url.path)
                    } else if name.hasSuffix(".xcodeproj") {
                        paths.insert(url.appendingPathComponent("project.pbxproj").path)
                    }
                }
            }
        }
        return paths.sorted()
    }
}
