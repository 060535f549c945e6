import Foundation
import PlumbCore

/// Xcode build settings by name, as a target resolves them, and what they say about where the
/// target's code runs: `SUPPORTED_PLATFORMS` (else `SDKROOT`), `TARGETED_DEVICE_FAMILY`,
/// `SUPPORTS_MACCATALYST` and the `*_DEPLOYMENT_TARGET` settings.
struct BuildSettings: Sendable {
    var values: [String: String] = [:]

    /// Settings of `other` replace these (a target's own settings over its project's).
    func overridden(by other: BuildSettings) -> BuildSettings {
        BuildSettings(values: values.merging(other.values) { _, new in new })
    }

    /// A setting with `$(NAME)` and `${NAME}` references to other settings replaced, and
    /// `$(inherited)` dropped (what it inherits was merged in already).
    subscript(name: String) -> String? {
        values[name].map { expand($0, depth: 0) }
    }

    private func expand(_ value: String, depth: Int) -> String {
        guard depth < 8, value.contains("$") else { return value }
        var result = ""
        var rest = Substring(value)
        while let start = rest.firstIndex(of: "$") {
            result += rest[..<start]
            let afterDollar = rest.index(after: start)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let closing: Character = rest[afterDollar] == "(" ? ")" : "}"
            guard let end = rest[afterDollar...].firstIndex(of: closing) else { break }
            let name = String(rest[rest.index(after: afterDollar)..<end])
            if name != "inherited", let inner = values[name] { result += expand(inner, depth: depth + 1) }
            rest = rest[rest.index(after: end)...]
        }
        return (result + rest).trimmingCharacters(in: .whitespaces)
    }

    /// The platforms the target builds for; `nil` when the settings do not say.
    var platforms: Set<Platform>? {
        let sdks = self["SUPPORTED_PLATFORMS"].map { $0.split(separator: " ").map(String.init) }
            ?? self["SDKROOT"].map { [$0] } ?? []
        var platforms = Set<Platform>()
        for sdk in sdks {
            let built = AppleSDK.platforms(named: sdk)
            // The iOS SDK builds for the devices the target names.
            platforms.formUnion(built.contains(.iOS) ? devicePlatforms : built)
        }
        if self["SUPPORTS_MACCATALYST"] == "YES" { platforms.insert(.macOS) }
        return platforms.isEmpty ? nil : platforms
    }

    /// The iOS SDK's devices from `TARGETED_DEVICE_FAMILY` (1 iPhone, 2 iPad; iPhone when unset).
    private var devicePlatforms: Set<Platform> {
        let families = (self["TARGETED_DEVICE_FAMILY"] ?? "1").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        var platforms = Set<Platform>()
        if families.contains("1") { platforms.insert(.iOS) }
        if families.contains("2") { platforms.insert(.iPadOS) }
        return platforms.isEmpty ? [.iOS] : platforms
    }

    /// The `Info.plist` the target builds with (`INFOPLIST_FILE`), as an absolute path: relative to
    /// the project's folder, which `$(SRCROOT)` and `$(PROJECT_DIR)` name.
    func infoPlist(inProjectAt directory: String) -> String? {
        var values = values
        for name in ["SRCROOT", "PROJECT_DIR", "SOURCE_ROOT"] { values[name] = values[name] ?? directory }
        guard let path = BuildSettings(values: values)["INFOPLIST_FILE"], !path.isEmpty else { return nil }
        let absolute = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
        return (absolute as NSString).standardizingPath
    }

    /// The settings naming each platform's deployment target.
    static let deploymentTargetSettings: [(setting: String, platforms: [Platform])] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", [.iOS, .iPadOS]),
        ("MACOSX_DEPLOYMENT_TARGET", [.macOS]),
        ("WATCHOS_DEPLOYMENT_TARGET", [.watchOS]),
        ("TVOS_DEPLOYMENT_TARGET", [.tvOS]),
        ("XROS_DEPLOYMENT_TARGET", [.visionOS]),
    ]

    /// The deployment targets the settings give, for the platforms in `platforms`.
    func deploymentTargets(for platforms: Set<Platform>) -> [Platform: OSVersion] {
        var targets: [Platform: OSVersion] = [:]
        for (setting, settingPlatforms) in Self.deploymentTargetSettings {
            guard let version = self[setting].flatMap(OSVersion.init) else { continue }
            for platform in settingPlatforms where platforms.contains(platform) { targets[platform] = version }
        }
        return targets
    }
}

/// The SDKs Xcode builds for, by the names `SDKROOT` and `SUPPORTED_PLATFORMS` give them.
public enum AppleSDK {
    /// A platform as project manifests name it (XcodeGen's `platform: iOS`, Tuist's `.macOS("13.0")`):
    /// the SDK that builds for it and the build setting naming its deployment target.
    static let byManifestName: [String: (sdk: String, deploymentTargetSetting: String)] = [
        "iOS": ("iphoneos", "IPHONEOS_DEPLOYMENT_TARGET"),
        "macOS": ("macosx", "MACOSX_DEPLOYMENT_TARGET"),
        "tvOS": ("appletvos", "TVOS_DEPLOYMENT_TARGET"),
        "watchOS": ("watchos", "WATCHOS_DEPLOYMENT_TARGET"),
        "visionOS": ("xros", "XROS_DEPLOYMENT_TARGET"),
    ]

    /// The platforms an SDK builds for: `iphoneos` both iPhone and iPad, none for a simulator or
    /// `auto` (which says nothing more than the other settings).
    public static func platforms(named sdk: String) -> Set<Platform> {
        switch sdk.lowercased() {
        case "iphoneos": [.iOS, .iPadOS]
        case "macosx": [.macOS]
        case "watchos": [.watchOS]
        case "appletvos": [.tvOS]
        case "xros": [.visionOS]
        default: []
        }
    }

    /// The platforms of a platform as a package manifest names it (`.iOS`, `.macCatalyst` in
    /// `platforms:` or `.when(platforms:)`); `nil` for one that is not Apple's (`.linux`).
    static func platforms(manifestName name: String) -> Set<Platform>? {
        if name == "macCatalyst" { return [.macOS] }
        return byManifestName[name].map { platforms(named: $0.sdk) }
    }

    /// The platforms of an Xcode platform filter (`platformFilters = (ios, maccatalyst, );` on a
    /// build file); `nil` for a filter that names none of them.
    static func platforms(platformFilter filter: String) -> Set<Platform>? {
        switch filter {
        case "ios": [.iOS, .iPadOS]
        case "macos", "maccatalyst": [.macOS]
        case "tvos": [.tvOS]
        case "watchos": [.watchOS]
        case "xros": [.visionOS]
        default: nil
        }
    }
}
