/// Swift names for the plan's token names.
///
/// A token name becomes lowerCamelCase: it is split into words at every character that is not an
/// ASCII letter or digit (`text-primary`, `text_primary`, `Text Primary` all give `textPrimary`),
/// and a leading capital run is lowered (`URLColor` gives `urlColor`). A name that gives no word,
/// or one that starts with a digit, has no Swift name. Keywords are rejected rather than escaped
/// with backticks, so every token reads `AppTheme.Colors.name` wherever it is used.
public enum SwiftName {
    public static func camelCase(_ name: String) -> String? {
        let words = name.split { !($0.isLetter || $0.isASCII && $0.isNumber) }
        guard let first = words.first, first.first?.isLetter == true else { return nil }
        return lowered(first) + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Whether `name` can be declared as it is: an ASCII identifier that is not a keyword.
    public static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && !isKeyword(name)
    }

    /// Keywords that need backticks to be declared as a name.
    public static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is",
        "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "_",
    ]

    /// The word with its leading capitals lowered, keeping the capital that starts the next word:
    /// `URL` → `url`, `URLColor` → `urlColor`, `Text` → `text`.
    private static func lowered(_ word: Substring) -> String {
        let capitals = word.prefix { $0.isUppercase }
        let keep = capitals.count > 1 && capitals.count < word.count ? 1 : 0
        return capitals.dropLast(keep).lowercased() + word.dropFirst(capitals.count - keep)
    }
}
