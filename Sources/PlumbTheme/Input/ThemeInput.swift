import PlumbCore
import Yams

/// A plan or a design tokens file, read and validated. A document with a `$value` anywhere is
/// read as design tokens, any other as a plan.
public struct ThemeInput: Sendable {
    public var plan: ThemePlan
    /// What the reader left out: design tokens of types the theme has no place for.
    public var notes: [String]

    /// Reads `text` (YAML or JSON); errors are `ConfigurationError`s that name `file`, the line
    /// and the key path.
    public init(text: String, file: String) throws {
        let reader = NodeReader(file: file)
        guard let root = try reader.compose(text) else {
            throw ConfigurationError(file: file, line: nil, message: "the file is empty; a plan needs at least palette.accent")
        }
        if Self.hasTokens(root) {
            (plan, notes) = try TokensReader(reader: reader).read(root)
        } else {
            plan = try PlanReader(reader: reader).read(root)
            notes = []
        }
    }

    /// Whether some map in the document has a `$value`: a plan never does.
    private static func hasTokens(_ node: Node) -> Bool {
        guard case .mapping(let mapping) = node else { return false }
        return mapping.contains { $0.key.string == "$value" || hasTokens($0.value) }
    }
}
