import Foundation
import PlumbCore
import PlumbLayout
import PlumbLint
import PlumbSwiftUI

/// What `layout` lays out: source text (one view expression, or a file with a View type), or a
/// screen — a View type — of a project directory. Either is read again for each host, whose
/// size classes and platform decide `horizontalSizeClass` and `#if os` branches.
enum LaidOutView {
    case source(String)
    /// A screen of a project, read through its reader's kept trees (read once per host that
    /// answers the reading alike), with the warm project its files come from (nil: read afresh).
    case screen(ScreenReadings, typeName: String, configuration: Configuration, warm: WarmProject?)

    init(_ input: ToolInput) throws {
        let source = try input.string("source")
        let view = try input.string("view")
        let directory = try input.string("directory")
        switch (source, view, directory) {
        case (let source?, nil, nil):
            self = .source(source)
        case (nil, let view?, let directory?):
            let project = try ProjectFiles(directory: directory, limits: input.limits, projects: input.projects)
            self = .screen(Self.readings(project, warm: project.warm), typeName: view, configuration: project.configuration, warm: project.warm)
        case (nil, _?, nil):
            throw ToolError.argument("directory", "required with `view`: the project that declares the view")
        case (nil, nil, _):
            throw ToolError.argument("source", "give source text, or a `view` of a `directory`")
        case (.some, _, _):
            throw ToolError.argument("source", "give either source text or a `view` of a `directory`, not both")
        }
    }

    /// The view tree for `host`; a view that cannot be read at all is an error naming the
    /// argument, a part that cannot is an opaque node and an issue.
    func read(for host: LayoutHost?, rows: RowCount) throws -> (root: ViewNode, issues: [ReaderIssue], assumptions: [ReaderIssue]) {
        let options = ReadingOptions(host: host, rows: rows)
        switch self {
        case .source(let text):
            do {
                let reading = try SnippetReader.read(text, fileName: "source", options: options)
                return (reading.root, reading.issues, [])
            } catch {
                throw ToolError.argument("source", "\(error)")
            }
        case .screen(let readings, let typeName, _, _):
            do {
                let tree = try readings.tree(of: typeName, options: options)
                return (tree.root, tree.issues, tree.assumptions)
            } catch {
                let screens = readings.reader.suggestedNames.prefix(20).joined(separator: ", ")
                throw ToolError.argument("view", "\(error)" + (screens.isEmpty ? "" : "; its screens: \(screens)"))
            }
        }
    }

    /// The layout rules that judge it: those the project's configuration enables, the default
    /// ones for source text.
    var layoutRules: [any LayoutRule] {
        let configuration: Configuration
        switch self {
        case .source: configuration = Configuration(baseDirectory: FileManager.default.currentDirectoryPath)
        case .screen(_, _, let projectConfiguration, _): configuration = projectConfiguration
        }
        return RuleRegistry.enabledLayoutRules(for: configuration)
    }

    /// Runs `body` as the only call using the view's warm project, if it has one: its files'
    /// trees are shared with the project's other calls.
    func serially<Result>(_ body: () throws -> Result) rethrows -> Result {
        guard case .screen(_, _, _, let warm?) = self else { return try body() }
        return try warm.serially(body)
    }

    /// A reader over the project's facts, gathered as a lint gathers them (the warm project's,
    /// kept with its trees while no file changed): the project model gives localized text and the
    /// asset catalogs' images.
    private static func readings(_ project: ProjectFiles, warm: WarmProject?) -> ScreenReadings {
        let linter = Linter(configuration: project.configuration, options: LintOptions(warm: warm))
        let read = { linter.screenReadings(of: project.inputs, roots: project.roots) }
        return warm.map { $0.serially(read) } ?? read()
    }
}
