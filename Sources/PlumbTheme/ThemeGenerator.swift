/// A generated theme file, with what the run should tell its user.
public struct GeneratedTheme: Sendable {
    /// The theme type's name, which also names the file by default.
    public var typeName: String
    public var source: String
    /// Contrast failures and skipped design tokens.
    public var warnings: [String]
}

/// Plan or design tokens in, theme file out.
public enum ThemeGenerator {
    /// Reads `text`, the contents of the file `path`, and writes the theme. A plan that cannot be
    /// used throws a `ConfigurationError` that names the file, line and key path.
    public static func generate(text: String, path: String) throws -> GeneratedTheme {
        let input = try ThemeInput(text: text, file: path)
        let origin = path.split(separator: "/").last.map(String.init) ?? path
        return GeneratedTheme(
            typeName: input.plan.name,
            source: ThemeRenderer(plan: input.plan, origin: origin).source,
            warnings: input.notes + ContrastCheck.failures(in: input.plan).map(\.description))
    }
}
