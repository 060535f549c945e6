import Foundation
import PlumbCore
import PlumbProject

/// The project's facts written once (`plumb facts --output FILE`) for the jobs of a CI matrix
/// (`plumb lint --shard K/N --facts FILE`): the project model every shard would otherwise build
/// again from the settings files (where each file's code runs, the appearance settings, the
/// string catalogs), and the key that proves the file was written for the very project and
/// configuration a shard checks. A stale, foreign or corrupt file is an error naming the file and
/// the key (`FactsFileError`), never a run on facts of another project state.
///
/// Version 1 holds no Swift declarations: those are still syntax nodes (`TypeDeclaration.node`,
/// `ValueDeclaration.initializer`), so a shard still parses every Swift file of the project.
/// The format is documented in `docs/facts-file.md`.
public struct FactsFile: Codable, Sendable, Equatable {
    public static let formatName = "plumb-facts"
    public static let currentVersion = 1

    public struct FileKey: Codable, Sendable, Equatable {
        /// As findings name the file: relative to the current directory when it lies below it,
        /// so that a CI job with the project checked out elsewhere reads the same key.
        public var path: String
        /// `StableHash` of the file's bytes.
        public var contentHash: String
    }

    /// Where one file's code runs and what it is (`FileContext`).
    public struct Context: Codable, Sendable, Equatable {
        public var platforms: [String]?
        public var deploymentTargets: [String: String]
        public var role: String?
        /// The targets whose settings the file gets (`FileContext.targets`); absent when none.
        public var targets: [String]?
    }

    /// A place that shows how the app handles light and dark appearance (`AppearanceEvidence`).
    public struct Evidence: Codable, Sendable, Equatable {
        public var appearance: String
        public var position: SourcePosition
        public var reason: String
        /// The target whose setting it is; absent for a settings file no target names.
        public var target: String?
    }

    /// What of the project model a lint reads: the targets and the manifests' problems are
    /// `plumb project`'s, not the rules'.
    public struct Model: Codable, Sendable, Equatable {
        public var files: [String: Context]
        public var appearanceEvidence: [Evidence]
        public var strings: [String: String]
        /// Absent from a file written before asset catalogs were read: none.
        public var assets: AssetCatalog?
        /// Absent from a file written before Core Data models were read: none.
        public var coreData: CoreDataModels?
    }

    /// What the facts were written for; a run checks that its own is the same.
    public struct ProjectKey: Codable, Sendable, Equatable {
        public var plumbVersion: String
        /// `StableHash` of what the facts depend on in the configuration: the theme's name, the
        /// configured platforms and deployment target.
        public var configuration: String
        /// Every Swift file of the project, sorted by path.
        public var files: [FileKey]
        /// Every settings file, asset catalog file and Core Data model file below the roots (`SettingsFiles`), sorted by path.
        public var buildFiles: [FileKey]

        /// The key of the project a run checks now.
        public init(inputs: [LintInput], settings: SettingsFiles, configuration: Configuration) throws(FactsFileError) {
            plumbVersion = PlumbVersion.current
            self.configuration = Self.configurationKey(configuration)
            files = try Self.keys(of: inputs.map { ($0.displayPath, $0.path, $0.contents) })
            buildFiles = try Self.keys(
                of: (settings.files(where: SettingsFiles.isSettingsFile) + settings.assetCatalogFiles + settings.dataModelFiles)
                    .map { ($0.displayPath, $0.path, nil) })
        }
    }

    public var format: String
    public var version: Int
    public var project: ProjectKey
    public var model: Model

    /// Builds the facts of the project whose Swift files are `inputs` and whose roots are `roots`.
    public static func make(inputs: [LintInput], roots: [String], configuration: Configuration) throws(FactsFileError) -> FactsFile {
        let paths = inputs.map(\.path)
        let settings = SettingsFiles(roots: roots)
        let projectModel = ProjectModelBuilder.build(settings: settings, swiftFiles: paths).applying(configuration, paths: paths)
        return FactsFile(
            format: formatName, version: currentVersion, project: try ProjectKey(inputs: inputs, settings: settings, configuration: configuration),
            model: Model(projectModel, displayPaths: Dictionary(inputs.map { ($0.path, $0.displayPath) }, uniquingKeysWith: { first, _ in first })))
    }

    /// Reads and checks the facts file at `path` against the project a run checks, whose settings
    /// files are `settings`. Returns the project model to lint with and the inputs with their
    /// bytes (read once, for the check and for the parse).
    public static func load(
        _ path: String, inputs: [LintInput], settings: SettingsFiles, configuration: Configuration
    ) throws(FactsFileError) -> (model: ProjectModel, inputs: [LintInput]) {
        let facts = try read(path)
        var loaded = inputs
        for index in loaded.indices where loaded[index].contents == nil {
            guard let data = FileManager.default.contents(atPath: loaded[index].path) else {
                throw FactsFileError(file: loaded[index].displayPath, key: nil, problem: "cannot be read")
            }
            loaded[index].contents = [UInt8](data)
        }
        try facts.project.check(against: ProjectKey(inputs: loaded, settings: settings, configuration: configuration), path: path)
        let paths = Dictionary(loaded.map { ($0.displayPath, $0.path) }, uniquingKeysWith: { first, _ in first })
        var model = try facts.model.projectModel(path: path, paths: paths)
        // The file does not hold the declared orientations and the compilation conditions: they
        // are read from the settings files, which the key has just shown unchanged.
        model.declaredOrientations = DeclaredOrientations.all(in: settings)
        model.compilationFlags = CompilationFlags(settings: settings)
        return (model, loaded)
    }

    /// Decodes a facts file; anything that is not a facts file of this version is an error.
    public static func read(_ path: String) throws(FactsFileError) -> FactsFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FactsFileError(file: path, key: nil, problem: "cannot read the facts file")
        }
        let header: Header
        do {
            header = try JSONDecoder().decode(Header.self, from: data)
        } catch {
            throw FactsFileError(file: path, key: Self.key(of: error), problem: "not a Plumb facts file (\(Self.reason(of: error)))")
        }
        guard header.format == formatName else {
            throw FactsFileError(file: path, key: "format", problem: "not a Plumb facts file (format \"\(header.format)\")")
        }
        guard header.version == currentVersion else {
            throw FactsFileError(
                file: path, key: "version",
                problem: "facts format version \(header.version), this Plumb reads version \(currentVersion): write it again with `plumb facts`")
        }
        do {
            return try JSONDecoder().decode(FactsFile.self, from: data)
        } catch {
            throw FactsFileError(file: path, key: Self.key(of: error), problem: "corrupt facts file (\(Self.reason(of: error)))")
        }
    }

    /// The file's JSON: sorted keys, so that the same project always gives the same bytes.
    public func encoded() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and arrays cannot fail.
        return String(decoding: try! encoder.encode(self), as: UTF8.self) + "\n"
    }

    /// The two keys read before the rest, so that another format or version is named as such.
    private struct Header: Decodable {
        var format: String
        var version: Int
    }

    /// The dotted key a decoding error is at (`model.files`), when it has one.
    private static func key(of error: Error) -> String? {
        let path: [CodingKey]
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?: path = context.codingPath + [key]
        case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?, .dataCorrupted(let context)?: path = context.codingPath
        default: return nil
        }
        return path.isEmpty ? nil : path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    private static func reason(of error: Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound?: "a key is missing"
        case .typeMismatch?, .valueNotFound?: "a value has the wrong type"
        case .dataCorrupted(let context)?: context.codingPath.isEmpty ? "not JSON" : context.debugDescription
        default: "\(error)"
        }
    }
}

/// Why a facts file cannot be used: the file, the key (`project.files`, `model.files.App/Row.swift.role`) when
/// one is at fault, and what is wrong. The run fails (exit 2) rather than lint with facts of
/// another project state.
public struct FactsFileError: Error, CustomStringConvertible, Equatable {
    public let file: String
    public let key: String?
    public let problem: String

    public var description: String {
        "\(file): \(key.map { "key \($0): " } ?? "")\(problem)"
    }
}

extension FactsFile.Model {
    /// `displayPaths`: each Swift file's display path by its path, the model's key.
    init(_ model: ProjectModel, displayPaths: [String: String]) {
        let contexts = model.files.map { path, context in (displayPaths[path] ?? path, context) }
        files = Dictionary(contexts, uniquingKeysWith: { first, _ in first }).mapValues { context in
            FactsFile.Context(
                platforms: context.platforms.map { $0.map(\.rawValue).sorted() },
                deploymentTargets: Dictionary(uniqueKeysWithValues: context.deploymentTargets.map { ($0.key.rawValue, $0.value.description) }),
                role: context.role?.rawValue, targets: context.targets.isEmpty ? nil : context.targets)
        }
        appearanceEvidence = model.appearanceEvidence.map {
            FactsFile.Evidence(appearance: $0.appearance.rawValue, position: $0.position, reason: $0.reason, target: $0.target)
        }
        strings = model.strings.entries
        assets = model.assets
        coreData = model.coreData
    }

    /// The project model a lint reads, as `ProjectModelBuilder` built it when the file was
    /// written. A value this Plumb does not know is an error naming its key, not a value left out.
    /// `paths`: each Swift file's path by its display path, as the run names them.
    func projectModel(path: String, paths: [String: String]) throws(FactsFileError) -> ProjectModel {
        func value<T>(_ text: String, _ make: (String) -> T?, key: String) throws(FactsFileError) -> T {
            guard let value = make(text) else { throw FactsFileError(file: path, key: key, problem: "corrupt facts file (unknown value \"\(text)\")") }
            return value
        }
        var contexts: [String: FileContext] = [:]
        for (file, context) in files {
            let key = "model.files.\(file)"
            var platforms: Set<Platform>?
            if let names = context.platforms {
                platforms = []
                for name in names { platforms?.insert(try value(name, Platform.init(rawValue:), key: key + ".platforms")) }
            }
            var deploymentTargets: [Platform: OSVersion] = [:]
            for (platform, version) in context.deploymentTargets {
                deploymentTargets[try value(platform, Platform.init(rawValue:), key: key + ".deploymentTargets")] =
                    try value(version, OSVersion.init, key: key + ".deploymentTargets")
            }
            var role: FileRole?
            if let name = context.role { role = try value(name, FileRole.init(rawValue:), key: key + ".role") }
            contexts[paths[file] ?? file] = FileContext(
                platforms: platforms, deploymentTargets: deploymentTargets, role: role, targets: context.targets ?? [])
        }
        var model = ProjectModel.empty
        model.files = contexts
        for (index, evidence) in appearanceEvidence.enumerated() {
            let appearance = try value(evidence.appearance, Appearance.init(rawValue:), key: "model.appearanceEvidence.\(index).appearance")
            model.appearanceEvidence.append(AppearanceEvidence(
                appearance: appearance, position: evidence.position, reason: evidence.reason, target: evidence.target))
        }
        model.strings = StringCatalog(entries: strings)
        model.assets = assets ?? AssetCatalog()
        model.coreData = coreData ?? CoreDataModels()
        return model
    }
}

extension FactsFile.ProjectKey {
    /// The first difference between this key, read from a facts file at `path`, and `current`,
    /// the key of the project a run checks, as an error naming it.
    func check(against current: Self, path: String) throws(FactsFileError) {
        guard plumbVersion == current.plumbVersion else {
            throw FactsFileError(
                file: path, key: "project.plumbVersion", problem: "written by Plumb \(plumbVersion), this is Plumb \(current.plumbVersion)")
        }
        guard configuration == current.configuration else {
            throw FactsFileError(
                file: path, key: "project.configuration",
                problem: "stale: written with another theme name, platforms or deployment target in the configuration")
        }
        try Self.compare(files, current.files, key: "project.files", path: path)
        try Self.compare(buildFiles, current.buildFiles, key: "project.buildFiles", path: path)
    }

    private static func compare(_ written: [FactsFile.FileKey], _ current: [FactsFile.FileKey], key: String, path: String) throws(FactsFileError) {
        let writtenHashes = Dictionary(written.map { ($0.path, $0.contentHash) }, uniquingKeysWith: { first, _ in first })
        let currentPaths = Set(current.map(\.path))
        for file in current {
            guard let hash = writtenHashes[file.path] else {
                throw FactsFileError(file: path, key: key, problem: "stale: \(file.path) is not in the facts (added since they were written)")
            }
            guard hash == file.contentHash else {
                throw FactsFileError(file: path, key: key, problem: "stale: \(file.path) changed since the facts were written")
            }
        }
        if let removed = written.first(where: { !currentPaths.contains($0.path) }) {
            throw FactsFileError(
                file: path, key: key, problem: "stale: \(removed.path) is in the facts but not in the project (removed, or other paths checked)")
        }
    }

    static func configurationKey(_ configuration: Configuration) -> String {
        var hash = StableHash()
        hash.combine(configuration.themeName)
        hash.combine(configuration.platforms.map { $0.map(\.rawValue).joined(separator: ",") } ?? "-")
        hash.combine(configuration.deploymentTarget?.description ?? "-")
        return hash.hex
    }

    /// Each file's path and the hash of its bytes (read from disk when not given), sorted by path.
    private static func keys(of files: [(displayPath: String, path: String, contents: [UInt8]?)]) throws(FactsFileError) -> [FactsFile.FileKey] {
        var keys: [FactsFile.FileKey] = []
        for (displayPath, path, contents) in files {
            guard let bytes = contents ?? FileManager.default.contents(atPath: path).map({ [UInt8]($0) }) else {
                throw FactsFileError(file: displayPath, key: nil, problem: "cannot be read")
            }
            var hash = StableHash()
            hash.combine(bytes: bytes)
            keys.append(FactsFile.FileKey(path: displayPath, contentHash: hash.hex))
        }
        return keys.sorted { $0.path < $1.path }
    }
}
