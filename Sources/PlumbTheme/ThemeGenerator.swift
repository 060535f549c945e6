import Foundation
import PlumbCore

/// A generated theme file, with what the run should tell its user.
public struct GeneratedTheme: Sendable {
    /// The theme type's name, which also names the file by default.
    public var typeName: String
    public var source: String
    /// Contrast failures and skipped design tokens.
    public var warnings: [String]

    /// Whether a file with `contents` may be replaced by a theme: it is one Plumb wrote (it
    /// starts with the header), never code someone wrote by hand.
    public static func mayReplace(_ contents: Data) -> Bool {
        contents.starts(with: Data(ThemeRenderer.headerStart.utf8))
    }
}

/// How a theme goes into a project that already declares some of it.
public struct ThemeOptions: Sendable {
    /// The theme type's name instead of the plan's, to stay clear of a type the project has.
    public var name: String?
    /// Write the tokens as `extension NAME { … }` of a theme type the project declares.
    public var extensionOnly: Bool
    /// The `Color` initializers the project declares already, by leading labels (`["hex"]`):
    /// the file uses them and does not declare them again.
    public var existingInitializers: Set<[String]>

    public init(name: String? = nil, extensionOnly: Bool = false, existingInitializers: Set<[String]> = []) {
        self.name = name
        self.extensionOnly = extensionOnly
        self.existingInitializers = existingInitializers
    }
}

/// Plan or design tokens in, theme file out.
public enum ThemeGenerator {
    /// Reads `text`, the contents of the file `path`, and writes the theme. A plan that cannot be
    /// used throws a `ConfigurationError` that names the file, line and key path.
    public static func generate(text: String, path: String, options: ThemeOptions = ThemeOptions()) throws -> GeneratedTheme {
        var input = try ThemeInput(text: text, file: path)
        if let name = options.name {
            guard SwiftName.isIdentifier(name) else {
                throw ConfigurationError(file: path, line: nil, message: "--name: '\(name)' is not a Swift type name")
            }
            input.plan.name = name
        }
        let origin = path.split(separator: "/").last.map(String.init) ?? path
        var renderer = ThemeRenderer(plan: input.plan, origin: origin)
        renderer.declaresType = !options.extensionOnly
        renderer.existingInitializers = options.existingInitializers
        return GeneratedTheme(
            typeName: input.plan.name,
            source: renderer.source,
            warnings: input.notes + ContrastCheck.failures(in: input.plan).map(\.description))
    }
}
