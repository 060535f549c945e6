import Foundation

/// The compilation conditions (`#if NAME`) the project's checked-in build settings leave
/// undefined: a name that no build settings file below the roots mentions at all is defined by
/// no configuration of any target (`SWIFT_ACTIVE_COMPILATION_CONDITIONS`, `OTHER_SWIFT_FLAGS`'s
/// `-D NAME`, a package's `.define("NAME")`, in an Xcode project, an `.xcconfig`, an XcodeGen
/// spec or a package manifest) nor by a script that builds it (fastlane's `xcargs`, a CI
/// workflow, a `Podfile`, `SettingsFiles.isBuildScript`), so the compiler sees it false in
/// every build of the project.
/// Any mention counts as a definition (a comment, a configuration's name): the reading
/// over-approximates what the settings define and never settles a name some build may define.
public struct CompilationFlags: Sendable, Hashable {
    /// Every word of the build settings files, behind one reference: a `CodeScope` carries the
    /// flags and is hashed and compared on every node the rule walk enters, so neither may touch
    /// every word (a corpus of several apps has tens of thousands).
    private final class Words: Sendable {
        let set: Set<String>
        init(_ set: Set<String>) { self.set = set }
    }

    /// Nil when no build settings were read, and then no name is settled.
    private let mentioned: Words?
    /// Whether a debug build's conditions (`DebugSwitch`) are false: the build the app's users run.
    private var isReleaseBuild = false
    /// Conditions an Xcode target's release configuration defines (`XcodeProject.releaseConditions`):
    /// a debug build's name among them (`DEBUG_MENU` set for Release too) is the release build's.
    private var definedInRelease: Set<String> = []

    /// Nothing settled: no build settings were read, or they cannot be read whole.
    public static let unknown = CompilationFlags(mentioned: nil)

    /// Conditions the build tools define without a setting: SwiftPM's `DEBUG` (debug builds)
    /// and `SWIFT_PACKAGE`, CocoaPods' `COCOAPODS` (in the `Pods` folder's settings, which
    /// are not read), and the resource-bundle conditions Xcode gives a package's targets.
    static let toolDefined: Set<String> = [
        "DEBUG", "SWIFT_PACKAGE", "COCOAPODS",
        "SWIFT_MODULE_RESOURCE_BUNDLE_AVAILABLE", "SWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE",
    ]

    /// Flags settled by `mentioned`, the words of the build settings files (nil: none read).
    public init(mentioned: Set<String>?) {
        self.mentioned = mentioned.map(Words.init)
    }

    /// These flags as the build the app's users run compiles them: a name that says it is a
    /// debug build's (`DEBUG`, `DEBUG_MENU`: `DebugSwitch`) is false there, unless an Xcode
    /// target's release configuration defines it. The layout lays a
    /// screen out so; the lint rules keep such names unknown (a debug build's code is linted).
    public var releaseBuild: CompilationFlags {
        var flags = self
        flags.isReleaseBuild = true
        return flags
    }

    public static func == (lhs: CompilationFlags, rhs: CompilationFlags) -> Bool {
        guard lhs.isReleaseBuild == rhs.isReleaseBuild, lhs.definedInRelease == rhs.definedInRelease else { return false }
        return switch (lhs.mentioned, rhs.mentioned) {
        case (nil, nil): true
        case let (left?, right?): left === right || left.set == right.set
        default: false
        }
    }

    /// The number of words: equal flags have equal counts, and the walk's flags are one value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(mentioned?.set.count ?? -1)
        hasher.combine(isReleaseBuild)
        hasher.combine(definedInRelease.count)
    }

    /// Whether `name` is false in every checked-in build: the settings were read and neither
    /// they nor the build tools define it.
    public func isNeverDefined(_ name: String) -> Bool {
        if isReleaseBuild, DebugSwitch.isNamed(name), !definedInRelease.contains(name) { return true }
        guard let mentioned, !Self.toolDefined.contains(name) else { return false }
        return !mentioned.set.contains(name)
    }

    /// The settings below the roots: Xcode projects, `.xcconfig` files, XcodeGen specs with the
    /// specs they include, and package manifests. Nothing is settled when there are none (a bare
    /// folder), when a spec cannot be read, or when a Tuist manifest builds the project: its
    /// settings may come from helper code (`Tuist/ProjectDescriptionHelpers`), which is Swift
    /// and not read as settings.
    public init(settings: SettingsFiles) {
        let files = settings.files { name in
            name == "project.pbxproj" || name.hasSuffix(".xcconfig") || SettingsFiles.isXcodeGenSpec(named: name)
                || name == "Package.swift" || name.hasPrefix("Package@swift") || name == "Project.swift" || SettingsFiles.isBuildScript(named: name)
        }
        var paths = Set(files.map(\.path))
        for file in files where SettingsFiles.isXcodeGenSpec(named: (file.path as NSString).lastPathComponent) {
            guard let spec = try? XcodeGenSpec(path: file.path, swiftFiles: [], displayPath: { $0 }) else {
                self.init(mentioned: nil)
                return
            }
            paths.formUnion(spec.specs)
        }
        // Scripts alone do not make a project whose settings were read (an XcodeGen spec, YAML too, does).
        let isProject = { (path: String) in
            let name = (path as NSString).lastPathComponent
            return SettingsFiles.isXcodeGenSpec(named: name) || !SettingsFiles.isBuildScript(named: name)
        }
        guard paths.contains(where: isProject), !paths.contains(where: TuistManifest.isManifest) else {
            self.init(mentioned: nil)
            return
        }
        var words = Set<String>()
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            Self.collectWords(of: data, into: &words)
        }
        self.init(mentioned: words)
        for path in paths where (path as NSString).lastPathComponent == "project.pbxproj" {
            guard var project = try? XcodeProject(pbxprojPath: path) else { continue }
            definedInRelease.formUnion(project.releaseConditions())
        }
    }

    /// The identifiers of a file's text; after `-D` (`-DNAME`, the compiler's define) also the
    /// name without its `D`.
    static func collectWords(of data: Data, into words: inout Set<String>) {
        let bytes = [UInt8](data)
        var index = 0
        while index < bytes.count {
            guard Self.isIdentifierByte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, Self.isIdentifierByte(bytes[index]) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            words.insert(word)
            if start > 0, bytes[start - 1] == UInt8(ascii: "-"), word.count > 1, word.hasPrefix("D") {
                words.insert(String(word.dropFirst()))
            }
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte >= 0x80
    }
}
