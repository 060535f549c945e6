import Foundation
import PlumbCore

/// Reads the native targets of an Xcode project (`X.xcodeproj/project.pbxproj`): each target's
/// build settings (project and target configurations with their `.xcconfig` files) and its Swift
/// files, through the sources build phase and Xcode 16's file-system-synchronized folders with
/// their exception sets.
struct XcodeProject {
    /// The `.xcodeproj` directory's parent, which `SOURCE_ROOT` paths are relative to.
    let projectDirectory: String
    let pbxprojPath: String
    private let objects: [String: PlistValue]
    private let rootObject: [String: PlistValue]
    private var locationCache: [String: String?] = [:]
    private let parents: [String: String]

    init(pbxprojPath: String) throws {
        self.pbxprojPath = pbxprojPath
        projectDirectory = URL(fileURLWithPath: pbxprojPath).deletingLastPathComponent().deletingLastPathComponent().path
        guard let data = FileManager.default.contents(atPath: pbxprojPath) else {
            throw PlistError(line: 1, message: "cannot read the file")
        }
        let root = try OldStylePlist.parse(String(decoding: data, as: UTF8.self))
        guard let objects = root["objects"]?.dictionary,
              let rootID = root["rootObject"]?.string, let project = objects[rootID]?.dictionary
        else { throw PlistError(line: 1, message: "no objects or rootObject") }
        self.objects = objects
        rootObject = project
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in object["children"]?.strings ?? [] { parents[child] = id }
        }
        self.parents = parents
    }

    /// The native targets, with the Swift files among `swiftFiles` (absolute, standardized
    /// paths) that each compiles.
    mutating func targets(swiftFiles: [String]) -> [ProjectTarget] {
        let projectSettings = settings(ofConfigurationList: rootObject["buildConfigurationList"]?.string)
        var result: [ProjectTarget] = []
        for targetID in rootObject["targets"]?.strings ?? [] {
            guard let target = objects[targetID]?.dictionary, target["isa"]?.string == "PBXNativeTarget" else { continue }
            let settings = projectSettings.overridden(by: self.settings(ofConfigurationList: target["buildConfigurationList"]?.string))
            let platforms = settings.platforms
            var files = Set<String>()
            for phaseID in target["buildPhases"]?.strings ?? [] where objects[phaseID]?["isa"]?.string == "PBXSourcesBuildPhase" {
                for buildFileID in objects[phaseID]?["files"]?.strings ?? [] {
                    if let reference = objects[buildFileID]?["fileRef"]?.string, let path = location(of: reference), path.hasSuffix(".swift") {
                        files.insert(path)
                    }
                }
            }
            files.formUnion(synchronizedFiles(of: targetID, target: target, swiftFiles: swiftFiles))
            let name = target["name"]?.string ?? targetID
            var projectTarget = ProjectTarget(
                name: name, source: .xcode, definedIn: pbxprojPath,
                platforms: platforms, deploymentTargets: settings.deploymentTargets(for: platforms ?? Set(Platform.allCases)),
                role: Self.role(productType: target["productType"]?.string), files: files)
            projectTarget.infoPlists = settings.infoPlist(inProjectAt: projectDirectory).map { [$0] } ?? []
            projectTarget.appearanceEvidence = interfaceStyleEvidence(settings, target: name)
            projectTarget.links = productLinks(of: target)
            result.append(projectTarget)
        }
        return result
    }

    /// The compilation conditions the release configuration of some native target defines
    /// (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `OTHER_SWIFT_FLAGS`' `-D NAME`), its project's
    /// settings under its own.
    mutating func releaseConditions() -> Set<String> {
        let projectSettings = settings(ofConfigurationList: rootObject["buildConfigurationList"]?.string)
        var conditions = Set<String>()
        for targetID in rootObject["targets"]?.strings ?? [] {
            guard let target = objects[targetID]?.dictionary, target["isa"]?.string == "PBXNativeTarget" else { continue }
            let settings = projectSettings.overridden(by: self.settings(ofConfigurationList: target["buildConfigurationList"]?.string))
            conditions.formUnion((settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? "").split(separator: " ").map(String.init))
            let flags = (settings["OTHER_SWIFT_FLAGS"] ?? "").split(separator: " ").map(String.init)
            for (index, flag) in flags.enumerated() where flag.hasPrefix("-D") {
                let name = flag == "-D" ? (index + 1 < flags.count ? flags[index + 1] : "") : String(flag.dropFirst(2))
                if !name.isEmpty { conditions.insert(name) }
            }
        }
        return conditions
    }

    /// `INFOPLIST_KEY_UIUserInterfaceStyle` locked to `Light` or `Dark` in a target's settings, at
    /// the first line of the project that sets it so.
    private func interfaceStyleEvidence(_ settings: BuildSettings, target: String) -> [AppearanceEvidence] {
        guard let style = settings["INFOPLIST_KEY_UIUserInterfaceStyle"], ["Light", "Dark"].contains(style) else { return [] }
        let text = FileManager.default.contents(atPath: pbxprojPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("INFOPLIST_KEY_UIUserInterfaceStyle = \(style);") }.map { $0 + 1 } ?? 1
        return [AppearanceEvidence(
            appearance: .fixed, position: SourcePosition(file: pbxprojPath, line: line, column: 1),
            reason: "INFOPLIST_KEY_UIUserInterfaceStyle is \(style)", target: target)]
    }

    static func role(productType: String?) -> FileRole {
        guard let type = productType else { return .app }
        if type.contains("bundle.unit-test") || type.contains("bundle.ui-testing") { return .test }
        if type.contains("app-extension") || type.contains("extensionkit") || type.contains("watchkit-extension") { return .appExtension }
        if type.contains("framework") || type.contains("library") { return .library }
        return .app
    }

    // MARK: Settings

    /// The settings of a configuration list's release configuration (else its first), over the
    /// `.xcconfig` file it is based on.
    private mutating func settings(ofConfigurationList id: String?) -> BuildSettings {
        guard let id, let list = objects[id] else { return BuildSettings() }
        let configurations = list["buildConfigurations"]?.strings.compactMap { objects[$0]?.dictionary } ?? []
        guard let configuration = configurations.first(where: { $0["name"]?.string == "Release" }) ?? configurations.first else {
            return BuildSettings()
        }
        var settings = BuildSettings()
        if let base = baseConfigurationPath(configuration) { settings = XCConfigFile.read(base) }
        var own = BuildSettings()
        for (name, value) in configuration["buildSettings"]?.dictionary ?? [:] {
            own.values[name] = value.string ?? value.strings.joined(separator: " ")
        }
        return settings.overridden(by: own)
    }

    private mutating func baseConfigurationPath(_ configuration: [String: PlistValue]) -> String? {
        if let reference = configuration["baseConfigurationReference"]?.string { return location(of: reference) }
        // Xcode 16: an `.xcconfig` inside a synchronized folder is named by folder and relative path.
        if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
           let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
           let folder = location(of: anchor) {
            return folder + "/" + relative
        }
        return nil
    }

    // MARK: Paths

    /// The absolute path of a file reference or group; `nil` for paths in the SDK or build
    /// products.
    private mutating func location(of id: String) -> String? {
        if let cached = locationCache[id] { return cached }
        let resolved = resolve(id)
        locationCache[id] = resolved
        return resolved
    }

    private mutating func resolve(_ id: String) -> String? {
        guard let object = objects[id] else { return nil }
        if id == rootObject["mainGroup"]?.string {
            let base = rootObject["projectDirPath"]?.string.flatMap { $0.isEmpty ? nil : $0 }
            return Self.join(projectDirectory, base)
        }
        let own = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            guard let parent = parents[id] else { return Self.join(projectDirectory, own) }
            guard let base = location(of: parent) else { return nil }
            return Self.join(base, own)
        case "SOURCE_ROOT":
            return Self.join(projectDirectory, own)
        case "<absolute>":
            return own.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        default:
            return nil
        }
    }

    private static func join(_ base: String, _ relative: String?) -> String {
        guard let relative, !relative.isEmpty else { return base }
        return URL(fileURLWithPath: base).appendingPathComponent(relative).standardizedFileURL.path
    }

    // MARK: Package products

    /// The package products a target links, each limited to the platforms of its build file's
    /// `platformFilters` (or `platformFilter`) in the target's Frameworks phase.
    private func productLinks(of target: [String: PlistValue]) -> [TargetLink] {
        var filters: [String: Set<Platform>] = [:]
        for phaseID in target["buildPhases"]?.strings ?? [] where objects[phaseID]?["isa"]?.string == "PBXFrameworksBuildPhase" {
            for buildFileID in objects[phaseID]?["files"]?.strings ?? [] {
                guard let buildFile = objects[buildFileID], let product = buildFile["productRef"]?.string else { continue }
                let names = buildFile["platformFilters"]?.strings ?? buildFile["platformFilter"]?.string.map { [$0] } ?? []
                let platforms = names.map { AppleSDK.platforms(platformFilter: $0) }
                // A filter not read leaves the link unlimited.
                if !names.isEmpty, !platforms.contains(nil) { filters[product] = platforms.reduce(into: []) { $0.formUnion($1 ?? []) } }
            }
        }
        return (target["packageProductDependencies"]?.strings ?? []).compactMap { productID in
            guard let name = objects[productID]?["productName"]?.string else { return nil }
            return TargetLink(name: name, kind: .product, platforms: filters[productID])
        }
    }

    // MARK: Synchronized folders

    /// The Swift files a target compiles from file-system-synchronized folders: everything in
    /// the folders it lists, except its exceptions there, and the exceptions other targets' folders
    /// make for it (a file of another target's folder added to this one).
    private mutating func synchronizedFiles(of targetID: String, target: [String: PlistValue], swiftFiles: [String]) -> Set<String> {
        let ownGroups = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        var included = Set<String>()
        var excluded = Set<String>()
        for (groupID, group) in objects where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = location(of: groupID) else { continue }
            for exceptionID in group["exceptions"]?.strings ?? [] {
                guard let exception = objects[exceptionID], exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      exception["target"]?.string == targetID else { continue }
                let paths = (exception["membershipExceptions"]?.strings ?? []).map { Self.join(folder, $0) }
                if ownGroups.contains(groupID) { excluded.formUnion(paths) } else { included.formUnion(paths) }
            }
            if ownGroups.contains(groupID) {
                let prefix = folder + "/"
                included.formUnion(swiftFiles.filter { $0.hasPrefix(prefix) })
            }
        }
        return included.subtracting(excluded).filter { $0.hasSuffix(".swift") }
    }
}
