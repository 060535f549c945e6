import PlumbCore
import Yams

/// A plan or a design tokens file, read and validated. A document whose root has `palette` or
/// `design` is a plan; any other is read as design tokens.
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
        if root["palette"] != nil || root["design"] != nil {
            plan = try PlanReader(reader: reader).read(root)
            notes = []
        } else {
            (plan, notes) = try TokensReader(reader: reader).read(root)
        }
    }
}
