import Foundation
import PlumbCore

/// What a file is part of: the app, a library, tests, or an extension (widget, intents, …).
public enum FileRole: String, Sendable, CaseIterable, Comparable {
    case app
    case library
    case appExtension = "extension"
    case test

    /// When a file belongs to several targets, the role that runs most: app code shared with a
    /// test target is app code.
    public static func < (lhs: FileRole, rhs: FileRole) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Where the model learned about a target.
public enum TargetSource: String, Sendable {
    case package = "Package.swift"
    case xcode = "Xcode project"
    case xcodeGen = "XcodeGen project.yml"
    case tuist = "Tuist Project.swift"
}

/// One target of the project: where its code runs and which files it has.
public struct ProjectTarget: Sendable {
    public var name: String
    public var source: TargetSource
    /// The manifest or project the target is declared in.
    public var definedIn: String
    /// `nil` when the manifest does not say (a package without `platforms:`).
    public var platforms: Set<Platform>?
    public var deploymentTargets: [Platform: OSVersion]
    public var role: FileRole
    /// The Swift files of the target, by absolute path.
    public var files: Set<String> = []
    /// Folders all of whose Swift files belong to the target (a package target's path).
    public var folders: [String] = []
    /// The `Info.plist` files the target's settings name (`INFOPLIST_FILE`, XcodeGen's `info.path`), by absolute path.
    public var infoPlists: [String] = []
    /// Appearance locked in the target's own settings (`INFOPLIST_KEY_UIUserInterfaceStyle`).
    public var appearanceEvidence: [AppearanceEvidence] = []
    /// The targets and package products the target links (see `LinkedPlatforms`).
    public var links: [TargetLink] = []
    /// The package products that export the target, by name.
    public var products: [String] = []
}

/// One target's use of another target or of a package product: a package dependency (`"Core"`,
/// `.target(name:)`, `.product(name:package:)`) or a product an Xcode target links, with the
/// platforms the link is limited to (`condition: .when(platforms:)`, Xcode's platform filters);
/// `nil` when it is not limited.
public struct TargetLink: Sendable, Equatable {
    public enum Kind: Sendable {
        /// A target of the same package.
        case target
        /// A product of any package.
        case product
        /// A plain name: a target of the same package, else a product.
        case byName
    }

    public var name: String
    public var kind: Kind
    public var platforms: Set<Platform>?
}

/// Where one file's code runs and what it is: the union of its targets, or what its folders say.
public struct FileContext: Sendable, Equatable {
    /// `nil` when nothing says: the code could run anywhere.
    public var platforms: Set<Platform>?
    public var deploymentTargets: [Platform: OSVersion]
    public var role: FileRole?
    /// The targets whose settings the file gets, by name: those that compile it, else, for a file
    /// no target claims, the app targets of the project whose folder holds it (see
    /// `ProjectModelBuilder`); empty when no target says.
    public var targets: [String]

    public static let unknown = FileContext(platforms: nil, deploymentTargets: [:], role: nil)

    public init(platforms: Set<Platform>?, deploymentTargets: [Platform: OSVersion], role: FileRole?, targets: [String] = []) {
        self.platforms = platforms
        self.deploymentTargets = deploymentTargets
        self.role = role
        self.targets = targets
    }
}

/// The app as Plumb understands it, built once per run from the checked roots (manifests,
/// Xcode projects, folder names) and shared by every rule: each file's platforms, deployment
/// targets and role.
public struct ProjectModel: Sendable {
    public var targets: [ProjectTarget]
    /// Files the model knows something about, by absolute path.
    public var files: [String: FileContext]
    /// Manifests or projects that could not be read, with why.
    public var problems: [String]
    /// Appearance locked in an `Info.plist` or build setting (`UIUserInterfaceStyle`), each with
    /// the target whose setting it is (`AppearanceEvidence.target`) when one claims it.
    public var appearanceEvidence: [AppearanceEvidence] = []
    /// What localized string literals show on screen.
    public var strings = StringCatalog()
    /// The images' sizes and the named colours of the asset catalogs.
    public var assets = AssetCatalog()
    /// The properties of the classes Xcode generates from the Core Data models.
    public var coreData = CoreDataModels()
    /// The supported orientations that the `Info.plist`s and Xcode projects below the roots declare.
    public var declaredOrientations: [DeclaredOrientations] = []
    /// The compilation conditions no checked-in build settings define.
    public var compilationFlags = CompilationFlags.unknown

    public static let empty = ProjectModel(targets: [], files: [:], problems: [])

    /// What the model knows of the file at `path` (as `LintInput.path`).
    public func context(ofPath path: String) -> FileContext {
        if let context = files[path] { return context }
        // A path the file discovery gave is standard already: standardizing it again (a `stat` and
        // a URL's parse, for each file of the project on each warm call) could only find it again.
        guard !Self.isStandard(path) else { return .unknown }
        return files[URL(fileURLWithPath: path).standardizedFileURL.path] ?? .unknown
    }

    /// Whether `path` is its own standardized file path: absolute, with no empty, `.` or `..`
    /// component and no trailing slash. Read byte by byte: it is asked for every file of a call.
    static func isStandard(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        guard path.utf8.first == slash else { return false }
        guard path.utf8.count > 1 else { return true }
        // The component being read: its length in bytes, and how many of them are dots.
        var length = 0, dots = 0
        for byte in path.utf8.dropFirst() {
            if byte == slash {
                guard isPlainComponent(length: length, dots: dots) else { return false }
                (length, dots) = (0, 0)
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        return isPlainComponent(length: length, dots: dots)
    }

    /// Whether a component is neither empty nor `.` nor `..`.
    private static func isPlainComponent(length: Int, dots: Int) -> Bool {
        length > 0 && !(length <= 2 && dots == length)
    }

    /// The compilation conditions settled for the file at `path`: those of the project when a
    /// target's settings reach the file, none for a file no target or project claims.
    public func compilationFlags(ofPath path: String) -> CompilationFlags {
        context(ofPath: path).targets.isEmpty ? .unknown : compilationFlags
    }

    /// Every platform any file of the project runs on; `nil` when some file's is unknown.
    public var allPlatforms: Set<Platform>? {
        var union = Set<Platform>()
        for context in files.values {
            guard let platforms = context.platforms else { return nil }
            union.formUnion(platforms)
        }
        return files.isEmpty ? nil : union
    }

    /// The model with the configuration's `platforms` and `deployment_target` applied: a
    /// configured list is the project's platforms (a file inferred for some of them keeps those;
    /// the rest, and files nothing says about, get the list); a configured deployment target is
    /// that of the file's platforms, iPhone and iPad where they are unknown (a single version
    /// number cannot be the Mac's and the phone's at once).
    public func applying(_ configuration: Configuration, paths: [String]) -> ProjectModel {
        guard configuration.platforms != nil || configuration.deploymentTarget != nil else { return self }
        var result = self
        for path in paths {
            var context = self.context(ofPath: path)
            if let configured = configuration.platforms.map(Set.init) {
                let narrowed = context.platforms?.intersection(configured) ?? []
                context.platforms = narrowed.isEmpty ? configured : narrowed
            }
            if let version = configuration.deploymentTarget {
                for platform in context.platforms ?? [.iOS, .iPadOS] { context.deploymentTargets[platform] = version }
            }
            result.files[path] = context
        }
        return result
    }
}
