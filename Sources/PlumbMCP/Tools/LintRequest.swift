import Foundation
import PlumbCore
import PlumbLint

/// What `lint` and `fix` check, read from their arguments: Swift source text standing as a file
/// (`path`) of a project (`directory`, whose other files give the facts — the theme, constants,
/// view types — as in a lint run over the project), or the project directory itself; with the
/// configuration given inline (`config`), else the project's `.plumb.yml`, else the defaults.
struct LintRequest {
    /// The source text and the file it stands as; nil when the whole directory is checked.
    private(set) var source: (text: String, file: LintInput)?
    let configuration: Configuration
    /// The project's Swift files, from `directory`.
    let project: [LintInput]
    let roots: [String]
    /// Project files that could not be listed or read.
    let problems: [String]

    static let arguments: [InputSchema.Property] = [
        .string("source", "Swift source text to check, as the file `path` of the project in `directory` if one is given."),
        .string("path", "The path `source` stands as (relative to `directory`); findings name it. Default: View.swift."),
        .string("config", "The text of a .plumb.yml to check with; default: the project's .plumb.yml, else the defaults."),
        .string("directory", "A project directory (absolute, or relative to the server's working directory): its Swift files give the project's facts, and without `source` they are what is checked."),
    ]

    init(_ input: ToolInput, requiresSource: Bool) throws {
        let text = try input.string("source")
        let directory = try input.string("directory").map(Self.directory)
        if requiresSource, text == nil { throw ToolError.argument("source", "required") }
        guard text != nil || directory != nil else { throw ToolError.argument("source", "give source text or a directory") }
        configuration = try Self.configuration(text: input.string("config"), directory: directory)
        let path = try input.string("path") ?? "View.swift"
        guard !path.isEmpty, !path.hasSuffix("/") else { throw ToolError.argument("path", "must name a file, e.g. Sources/HomeView.swift") }
        if let text {
            let location = directory.map { URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: $0)).standardizedFileURL.path }
            source = (text, LintInput(path: location ?? path, displayPath: path))
        } else {
            source = nil
        }
        guard let directory else {
            (project, roots, problems) = ([], [], [])
            return
        }
        let base = URL(fileURLWithPath: configuration.baseDirectory)
        roots = configuration.included.isEmpty ? [directory] : configuration.included.map { URL(fileURLWithPath: $0, relativeTo: base).path }
        let discovery = FileDiscovery(configuration: configuration, currentDirectory: directory).discover(roots)
        guard discovery.inputs.count <= input.limits.projectFiles else {
            throw ToolError.argument("directory", "holds \(discovery.inputs.count) Swift files; the limit is \(input.limits.projectFiles)")
        }
        project = discovery.inputs
        problems = discovery.failures
    }

    func lint() -> LintResult {
        let linter = Linter(configuration: configuration)
        guard let source else { return linter.lint(project, roots: roots) }
        return linter.lint(source: source.text, as: source.file, project: project, roots: roots)
    }

    /// The same request with other source text, as a fix leaves it.
    func replacingSource(with text: String) -> LintRequest {
        var request = self
        request.source?.text = text
        return request
    }

    /// Display paths by path, for naming the files fixes edit.
    var displayPaths: [String: String] {
        var paths = Dictionary(project.map { ($0.path, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
        if let file = source?.file { paths[file.path] = file.displayPath }
        return paths
    }

    private static func directory(_ path: String) throws -> String {
        var isDirectory: ObjCBool = false
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ToolError.argument("directory", "'\(path)' is not a directory")
        }
        return url.path
    }

    private static func configuration(text: String?, directory: String?) throws -> Configuration {
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
}
