import Yams

/// One token of a design tokens file: where it is, its `$type` (its own or its group's), its
/// `$value` and `$description`, and the dark-appearance value of a colour from
/// `$extensions["dev.plumb"].dark`.
struct DesignToken {
    var path: [String]
    var type: String?
    var value: Node
    var summary: String?
    var dark: Node?

    var dottedPath: String { path.joined(separator: ".") }
    /// The path as one name, for a Swift name to be made of.
    var name: String { path.joined(separator: "-") }

    /// The dotted path a `{group.token}` alias names, if the value is one.
    var aliasTarget: String? {
        guard let text = value.scalar?.string, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }
}
