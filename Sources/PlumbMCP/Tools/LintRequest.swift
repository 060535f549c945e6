import Foundation
import PlumbCore
import PlumbLint

/// What `lint` and `fix` check, read from their arguments: Swift source text standing as a file
/// (`path`) of a project (`directory`, whose other files give the facts — the theme, constants,
/// view types — as in a lint run over the project), or the project directory itself.
struct LintRequest {
    /// The source text and the file it stands as; nil when the whole directory is checked.
    private(set) var source: (text: String, file: LintInput)?
    let configuration: Configuration
    /// The project's files; nil without a `directory`.
    let project: ProjectFiles?

    static let arguments: [InputSchema.Property] = [
        .string("source", "Swift source text to check, as the file `path` of the project in `directory` if one is given."),
        .string("path", "The path `source` stands as (relative to `directory`); findings name it. Default: View.swift."),
        .string("config", "The text of a .plumb.yml to check with; default: the project's .plumb.yml, else the defaults."),
        .string("directory", "A project directory (absolute, or relative to the server's working directory): its Swift files give the project's facts, and without `source` they are what is checked."),
        .boolean("projectRules", "Run the project-level rules (the theme's structure, its spacing scale, one accent, Color(hex:), orientations) on `source` without a `directory` too. Default: false — without the project they report what the source cannot fix."),
    ]

    init(_ input: ToolInput, requiresSource: Bool) throws {
        let text = try input.string("source")
        let directory = try input.string("directory")
        if requiresSource, text == nil { throw ToolError.argument("source", "required") }
        guard text != nil || directory != nil else { throw ToolError.argument("source", "give source text or a directory") }
        let configurationText = try input.string("config")
        project = try directory.map {
            try ProjectFiles(directory: $0, configurationText: configurationText, limits: input.limits, projects: input.projects)
        }
        var configuration = try project?.configuration ?? ProjectFiles.configuration(text: configurationText, directory: nil)
        if text != nil, directory == nil, try !input.bool("projectRules") {
            // A snippet is not a project: a missing theme or Color(hex:) is not its to fix.
            for rule in RuleRegistry.descriptions where rule.kind == .project {
                configuration.rules[rule.id] = RuleSetting(isOff: true)
            }
        }
        self.configuration = configuration
        let path = try input.string("path") ?? "View.swift"
        guard !path.isEmpty, !path.hasSuffix("/") else { throw ToolError.argument("path", "must name a file, e.g. Sources/HomeView.swift") }
        if let text {
            let location = try directory.map { URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: try ProjectFiles.directory($0))).standardizedFileURL.path }
            source = (text, LintInput(path: location ?? path, displayPath: path))
        }
    }

    func lint() -> LintResult {
        guard let project, let warm = project.warm else { return lint(with: LintOptions()) }
        return warm.serially {
            let cache = warm.cache(configuration: configuration, roots: project.roots, paths: project.inputs.map(\.path))
            return lint(with: LintOptions(cache: cache, warm: warm))
        }
    }

    private func lint(with options: LintOptions) -> LintResult {
        let linter = Linter(configuration: configuration, options: options)
        let inputs = project?.inputs ?? []
        let roots = project?.roots ?? []
        guard let source else { return linter.lint(inputs, roots: roots) }
        return linter.lint(source: source.text, as: source.file, project: inputs, roots: roots)
    }

    /// The same request with other source text, as a fix leaves it.
    func replacingSource(with text: String) -> LintRequest {
        var request = self
        request.source?.text = text
        return request
    }

    /// Display paths by path, for naming the files fixes edit.
    var displayPaths: [String: String] {
        var paths = Dictionary((project?.inputs ?? []).map { ($0.path, $0.displayPath) }, uniquingKeysWith: { first, _ in first })
        if let file = source?.file { paths[file.path] = file.displayPath }
        return paths
    }
}
