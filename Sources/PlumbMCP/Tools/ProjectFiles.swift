import Foundation
import PlumbCore
import PlumbLint

/// A project directory as a lint run sees it: its configuration (`config` text given inline,
/// else the project's `.plumb.yml`, else the defaults) and its Swift files (the configuration's
/// `included` paths, else the whole directory, less `excluded` ones), named relative to it, and
/// the warm project the server keeps of it, if any.
struct ProjectFiles {
    /// The directory, standardized.
    let directory: String
    let configuration: Configuration
    let inputs: [LintInput]
    /// What was searched: project rules look there for Info.plist files and Xcode projects.
    let roots: [String]
    /// Files and folders that could not be listed or read.
    let problems: [String]
    /// Where the project stays warm between calls; nil reads it afresh.
    let warm: WarmProject?

    /// The project in `path`, kept warm among `projects` when there are any (whose Swift files
    /// are then found again only when a directory below the roots changed).
    init(directory path: String, configurationText: String? = nil, limits: Limits, projects: WarmProjects? = nil) throws {
        directory = try Self.directory(path)
        configuration = try Self.configuration(text: configurationText, directory: directory)
        warm = projects?.project(directory)
        let base = URL(fileURLWithPath: configuration.baseDirectory)
        roots = configuration.included.isEmpty ? [directory] : configuration.included.map { URL(fileURLWithPath: $0, relativeTo: base).path }
        let discovery = warm?.discover(roots, configuration: configuration, currentDirectory: directory)
            ?? FileDiscovery(configuration: configuration, currentDirectory: directory).discover(roots)
        guard discovery.inputs.count <= limits.projectFiles else {
            throw ToolError.argument("directory", "holds \(discovery.inputs.count) Swift files; the limit is \(limits.projectFiles)")
        }
        inputs = discovery.inputs
        problems = discovery.failures
    }

    /// The configuration for text given inline, else a project's `.plumb.yml`, else the defaults.
    static func configuration(text: String?, directory: String?) throws -> Configuration {
        let loader = ConfigurationLoader(knownRules: RuleRegistry.knownRules)
        let base = directory ?? FileManager.default.currentDirectoryPath
        do {
            if let text { return try loader.parse(text, file: ConfigurationLoader.fileName, baseDirectory: base) }
            if let directory, let file = ConfigurationLoader.discover(from: directory) { return try loader.load(file: file) }
        } catch {
            throw ToolError.argument(text == nil ? "directory" : "config", "\(error)")
        }
        return Configuration(baseDirectory: base)
    }

    /// The directory's standardized path; a path that is not a directory is an error.
    static func directory(_ path: String) throws -> String {
        var isDirectory: ObjCBool = false
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ToolError.argument("directory", "'\(path)' is not a directory")
        }
        return url.path
    }
}
