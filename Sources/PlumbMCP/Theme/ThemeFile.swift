import Foundation
import PlumbCore
import PlumbLint
import PlumbTheme

/// A theme file for a project, as `plumb theme -o` and the MCP `theme` tool write it: one code
/// path, so both refuse the same things — a theme type the project already declares elsewhere
/// (a second declaration would not compile), and a file Plumb did not write.
public struct ThemeFile {
    public let path: String
    public let theme: GeneratedTheme
    /// The project's `Color` initializers the file uses rather than declares, one note each.
    public let notes: [String]

    /// The theme of `plan`, the text of the file `planPath`, fitted to the project around `path`.
    public init(plan: String, planPath: String, path: String, name: String? = nil, extensionOnly: Bool = false) throws(ThemeFileRefusal) {
        self.path = path
        let typeName = try Self.generate(plan: plan, planPath: planPath, options: ThemeOptions(name: name)).typeName
        let project: ThemeProjectCheck
        do {
            project = try ThemeProjectCheck.inspect(around: path, typeName: typeName)
        } catch {
            throw .unusableInput("\(error)")
        }
        if let declaration = project.typeDeclaration, !extensionOnly {
            throw .redeclaration(path: path, typeName: typeName, declaredAt: declaration)
        }
        if extensionOnly, project.typeDeclaration == nil { throw .nothingToExtend(typeName: typeName) }
        var options = ThemeOptions(name: name, extensionOnly: extensionOnly)
        var notes: [String] = []
        for initializer in project.colorInitializers where [["hex"], ["light", "dark"]].contains(initializer.labels) {
            let signature = "Color(" + initializer.labels.map { $0 + ":" }.joined() + ")"
            notes.append("\(initializer.position.file):\(initializer.position.line): note: \(signature) is declared here; \(path) uses it and does not declare it again")
            options.existingInitializers.insert(initializer.labels)
        }
        self.notes = notes
        theme = try Self.generate(plan: plan, planPath: planPath, options: options)
    }

    /// Whether the file holds the theme already.
    public var isUpToDate: Bool {
        FileManager.default.contents(atPath: path) == Data(theme.source.utf8)
    }

    /// Replaces the file atomically (a reader sees the old theme or the new one, never half),
    /// unless it exists and Plumb did not write it: code someone wrote is never replaced.
    public func write() throws(ThemeFileRefusal) {
        if let existing = FileManager.default.contents(atPath: path), !GeneratedTheme.mayReplace(existing) {
            throw .notGenerated(path: path)
        }
        do {
            try AtomicFileWriter().write(Array(theme.source.utf8), to: path)
        } catch {
            throw .unwritable(path: path, reason: error.localizedDescription)
        }
    }

    /// The plan's theme alone, for standard output or before the project is read.
    public static func generate(plan: String, planPath: String, options: ThemeOptions = ThemeOptions()) throws(ThemeFileRefusal) -> GeneratedTheme {
        do {
            return try ThemeGenerator.generate(text: plan, path: planPath, options: options)
        } catch {
            throw .unusableInput("\(error)")
        }
    }
}

/// Why a theme file was not made or not written; nothing was written.
public enum ThemeFileRefusal: Error, Equatable {
    /// The plan, or the project's `.plumb.yml`, cannot be used: the message names the file, line and key.
    case unusableInput(String)
    case redeclaration(path: String, typeName: String, declaredAt: SourcePosition)
    case nothingToExtend(typeName: String)
    case notGenerated(path: String)
    case unwritable(path: String, reason: String)

    /// The message, naming the caller's own options: `--name` and `--extension-only` on the
    /// command line, `name` and `extensionOnly` in the MCP tool.
    public func message(nameOption: String, extensionOption: String) -> String {
        switch self {
        case .unusableInput(let message):
            message
        case .redeclaration(let path, let typeName, let declaration):
            """
            \(path) would redeclare \(typeName), which \(declaration.file):\(declaration.line) declares; nothing was written. \
            Give the theme another name (`\(nameOption) Brand\(typeName)`), or write its tokens into \(typeName) (`\(extensionOption)`)
            """
        case .nothingToExtend(let typeName):
            "\(extensionOption): the project declares no \(typeName) to extend; leave the option out to declare it"
        case .notGenerated(let path):
            "\(path) exists and `plumb theme` did not write it (it does not start with \(ThemeRenderer.headerStart)); nothing was written. Choose another file, or move this one away first"
        case .unwritable(let path, let reason):
            "\(path): cannot write the file (\(reason)); nothing was changed"
        }
    }
}
