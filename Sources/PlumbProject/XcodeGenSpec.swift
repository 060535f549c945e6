import Foundation
import PlumbCore
import Yams

/// Reads an XcodeGen spec (`project.yml`, `project-*.yml`) and the specs it `include:`s, never
/// running XcodeGen: each target's `type`, `platform` or `supportedDestinations`, deployment
/// target (its own, else the project's `options.deploymentTarget`), `sources`, `settings` and
/// `configFiles` (the release configuration's, over `base`), and `info.properties`.
///
/// A target's settings are XcodeGen's preset for its platforms (iOS builds for iPhone and iPad)
/// under the project's settings and the target's own, so what an `.xcodeproj` target's build
/// settings say is read the same way (`BuildSettings`).
struct XcodeGenSpec {
    /// Why a spec cannot be read: the file, line and key.
    struct Problem: Error, CustomStringConvertible {
        let file: String
        let line: Int
        let message: String
        var description: String { "\(file):\(line): \(message)" }
    }

    private(set) var targets: [ProjectTarget] = []
    private(set) var appearanceEvidence: [AppearanceEvidence] = []
    /// Every spec read, the root one first: those it includes are part of this project, not projects of their own.
    private(set) var specs: [String] = []

    /// A piece of a spec file: a mapping with the folder its paths are relative to.
    private struct Fragment {
        let node: Node
        let directory: String
        let displayPath: String
    }

    /// `displayPath(_:)` names a file as findings name it.
    init(path: String, swiftFiles: [String], displayPath: (String) -> String) throws {
        var fragments: [Fragment] = []
        try Self.load(path, into: &fragments, specs: &specs, displayPath: displayPath)
        let project = Self.projectSettings(fragments)
        var names: [String] = []
        var pieces: [String: [Fragment]] = [:]
        for fragment in fragments {
            guard let declared = fragment.node["targets"] else { continue }
            guard let mapping = declared.mapping else {
                throw Problem(file: fragment.displayPath, line: declared.mark?.line ?? 1, message: "`targets` is not a mapping of target names")
            }
            for (key, value) in mapping {
                guard let name = key.string, value.mapping != nil else {
                    throw Problem(file: fragment.displayPath, line: value.mark?.line ?? 1, message: "`targets.\(key.string ?? "?")` is not a mapping")
                }
                if pieces[name] == nil { names.append(name) }
                pieces[name, default: []].append(Fragment(node: value, directory: fragment.directory, displayPath: fragment.displayPath))
            }
        }
        for name in names {
            let target = pieces[name] ?? []
            targets.append(Self.target(name, from: target, project: project, definedIn: displayPath(path), swiftFiles: swiftFiles))
            appearanceEvidence += Self.appearanceEvidence(of: name, in: target)
        }
    }

    /// The spec at `path` and, before it, the specs it includes (XcodeGen merges a spec over its includes).
    private static func load(_ path: String, into fragments: inout [Fragment], specs: inout [String],
                             displayPath: (String) -> String) throws {
        let path = (path as NSString).standardizingPath
        guard !specs.contains(path) else { return }
        specs.append(path)
        let display = displayPath(path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(file: display, line: 1, message: "cannot read the file")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: String(decoding: data, as: UTF8.self))
        } catch let error as YamlError {
            throw problem(error, in: display)
        }
        guard let node else { return }
        guard node.mapping != nil else { throw Problem(file: display, line: node.mark?.line ?? 1, message: "the spec is not a mapping") }
        let directory = (path as NSString).deletingLastPathComponent
        if let include = node["include"] {
            let entries = include.sequence.map(Array.init) ?? [include]
            for entry in entries {
                guard let relative = entry.string ?? entry["path"]?.string else {
                    throw Problem(file: display, line: entry.mark?.line ?? 1, message: "`include` names no path")
                }
                try load(relative.hasPrefix("/") ? relative : directory + "/" + relative, into: &fragments, specs: &specs, displayPath: displayPath)
            }
        }
        fragments.append(Fragment(node: node, directory: directory, displayPath: display))
    }

    private static func problem(_ error: YamlError, in file: String) -> Problem {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            Problem(file: file, line: mark.line, message: "not YAML: \(problem) (column \(mark.column))")
        default:
            Problem(file: file, line: 1, message: "not YAML: \(error)")
        }
    }

    // MARK: Settings

    /// The project's `options.deploymentTarget` and `settings`, later specs over earlier ones.
    private static func projectSettings(_ fragments: [Fragment]) -> BuildSettings {
        var settings = BuildSettings()
        for fragment in fragments {
            if let options = fragment.node["options"]?["deploymentTarget"] { settings = settings.overridden(by: deploymentTargets(options)) }
            settings = settings.overridden(by: Self.settings(of: fragment))
        }
        return settings
    }

    /// A fragment's `configFiles` and `settings` for its release configuration (else its first).
    private static func settings(of fragment: Fragment) -> BuildSettings {
        var settings = BuildSettings()
        if let configFiles = fragment.node["configFiles"]?.mapping, let file = releaseValue(of: configFiles)?.string {
            settings = XCConfigFile.read(file.hasPrefix("/") ? file : fragment.directory + "/" + file)
        }
        guard let declared = fragment.node["settings"]?.mapping else { return settings }
        let structured = ["base", "configs", "groups"].contains { declared[$0] != nil }
        guard structured else { return settings.overridden(by: values(of: declared)) }
        settings = settings.overridden(by: values(of: declared["base"]?.mapping ?? [:]))
        if let configs = declared["configs"]?.mapping, let release = releaseValue(of: configs)?.mapping {
            settings = settings.overridden(by: values(of: release))
        }
        return settings
    }

    /// The entry of a per-configuration mapping for the release build, as `XcodeProject` reads one.
    private static func releaseValue(of mapping: Node.Mapping) -> Node? {
        mapping.first { $0.key.string?.lowercased() == "release" }?.value
            ?? mapping.first { $0.key.string?.lowercased().contains("release") == true }?.value
            ?? mapping.first?.value
    }

    private static func values(of mapping: Node.Mapping) -> BuildSettings {
        var settings = BuildSettings()
        for (key, value) in mapping {
            guard let name = key.string else { continue }
            if let scalar = value.string {
                settings.values[name] = scalar
            } else if let list = value.sequence {
                settings.values[name] = list.compactMap(\.string).joined(separator: " ")
            }
        }
        return settings
    }

    // MARK: Targets

    private static func target(_ name: String, from fragments: [Fragment], project: BuildSettings,
                               definedIn path: String, swiftFiles: [String]) -> ProjectTarget {
        func last(_ key: String) -> (node: Node, fragment: Fragment)? {
            fragments.reversed().lazy.compactMap { fragment in fragment.node[key].map { ($0, fragment) } }.first
        }
        // XcodeGen's preset, under the project's settings, under the target's deployment target and settings.
        let platformNames = (last("supportedDestinations") ?? last("platform")).map { names($0.node) } ?? []
        var settings = preset(platforms: platformNames).overridden(by: project)
        if let declared = last("deploymentTarget")?.node {
            if let version = declared.string {
                for setting in platformNames.compactMap({ AppleSDK.byManifestName[$0]?.deploymentTargetSetting }) { settings.values[setting] = version }
            }
            settings = settings.overridden(by: deploymentTargets(declared))
        }
        for fragment in fragments { settings = settings.overridden(by: Self.settings(of: fragment)) }
        let platforms = settings.platforms
        var files = Set<String>()
        if let (sources, fragment) = last("sources") {
            let entries = sources.sequence.map(Array.init) ?? [sources]
            for entry in entries { files.formUnion(Self.files(of: entry, in: fragment.directory, among: swiftFiles)) }
        }
        let type = last("type")?.node.string
        var target = ProjectTarget(
            name: name, source: .xcodeGen, definedIn: path, platforms: platforms,
            deploymentTargets: settings.deploymentTargets(for: platforms ?? Set(Platform.allCases)),
            role: type.map { XcodeProject.role(productType: "com.apple.product-type." + $0) } ?? .app,
            files: files.filter { $0.hasSuffix(".swift") })
        // XcodeGen resolves paths against the spec that names them (the project's spec is read last).
        let directory = fragments.last?.directory ?? ""
        let infoPath = last("info").flatMap { info in info.node["path"]?.string.map { (info.fragment.directory as NSString).appendingPathComponent($0) } }
        target.infoPlists = [infoPath ?? settings.infoPlist(inProjectAt: directory)].compactMap { $0.map { ($0 as NSString).standardizingPath } }
        return target
    }

    /// The files a `sources` entry compiles: its path, narrowed to its `includes` globs and
    /// without its `excludes` (both relative to the path); none when it is for another build
    /// phase (`buildPhase: none`, `resources`).
    private static func files(of entry: Node, in directory: String, among swiftFiles: [String]) -> Set<String> {
        guard let relative = entry.string ?? entry["path"]?.string else { return [] }
        if let phase = entry["buildPhase"], phase.string != "sources" { return [] }
        let path = SourcePattern(relative, in: directory)
        let globs = { (key: String) in entry[key].map(names)?.map { SourcePattern($0, in: path.pattern) } }
        var files = Array(path.matches(in: swiftFiles))
        if let includes = globs("includes") { files = Array(includes.reduce(into: Set<String>()) { $0.formUnion($1.matches(in: files)) }) }
        return (globs("excludes") ?? []).reduce(into: Set(files)) { $0.subtract($1.matches(in: files)) }
    }

    /// A mapping of platform names to versions (`iOS: 15.0`) as deployment target settings.
    private static func deploymentTargets(_ node: Node) -> BuildSettings {
        var settings = BuildSettings()
        for (key, value) in node.mapping ?? [:] {
            guard let setting = key.string.flatMap({ AppleSDK.byManifestName[$0]?.deploymentTargetSetting }), let version = value.string else { continue }
            settings.values[setting] = version
        }
        return settings
    }

    private static func names(_ node: Node) -> [String] {
        node.string.map { [$0] } ?? node.sequence?.compactMap(\.string) ?? []
    }

    /// What XcodeGen sets for a target's `supportedDestinations`, else its `platform` (a name or a list).
    private static func preset(platforms: [String]) -> BuildSettings {
        var settings = BuildSettings()
        var sdks: [String] = []
        for name in platforms {
            if name == "macCatalyst" {
                settings.values["SUPPORTS_MACCATALYST"] = "YES"
            } else if let sdk = AppleSDK.byManifestName[name]?.sdk {
                sdks.append(sdk)
            }
        }
        if !sdks.isEmpty { settings.values["SUPPORTED_PLATFORMS"] = sdks.joined(separator: " ") }
        if sdks.contains("iphoneos") { settings.values["TARGETED_DEVICE_FAMILY"] = "1,2" }
        return settings
    }

    /// `UIUserInterfaceStyle` locked in a target's `info.properties` or its settings (`INFOPLIST_KEY_UIUserInterfaceStyle`).
    private static func appearanceEvidence(of target: String, in fragments: [Fragment]) -> [AppearanceEvidence] {
        var evidence: [AppearanceEvidence] = []
        for fragment in fragments {
            var candidates: [Node] = []
            if let value = fragment.node["info"]?["properties"]?["UIUserInterfaceStyle"] { candidates.append(value) }
            let settings = fragment.node["settings"]
            for scope in [settings, settings?["base"]] + (settings?["configs"]?.mapping?.map(\.value) ?? []) {
                for key in ["INFOPLIST_KEY_UIUserInterfaceStyle", "UIUserInterfaceStyle"] {
                    if let value = scope?[key] { candidates.append(value) }
                }
            }
            for value in candidates {
                guard let style = value.string, ["Light", "Dark"].contains(style) else { continue }
                evidence.append(AppearanceEvidence(
                    appearance: .fixed,
                    position: SourcePosition(file: fragment.displayPath, line: value.mark?.line ?? 1, column: 1),
                    reason: "UIUserInterfaceStyle is \(style)", target: target))
            }
        }
        return evidence
    }
}
