/// What the code does to a string known only at run time before it shows it, applied to the
/// sample of the string's role: `String(name.prefix(2))` shows the sample's first two
/// characters, a name's initials (`name.split(separator: " ").map { $0.prefix(1) }.joined()`) the
/// first character of each of its words. The code bounds the text, so its sample is bounded the
/// same way: two characters of "Alex Morgan" are "Al", its initials "AM".
public enum TextStep: Sendable, Hashable {
    /// `prefix(n)`, `first`: at most the first `n` characters.
    case prefix(Int)
    /// `suffix(n)`, `last`: at most the last `n` characters.
    case suffix(Int)
    /// `uppercased()`, `lowercased()`, `capitalized`: the same characters in another case.
    case uppercased, lowercased, capitalized
    /// Each word (split at `separator`, or at white space when nil) through `steps`, joined with
    /// `joiner`: `components(separatedBy: " ").map { $0.prefix(1) }.joined()`.
    case eachWord(separator: String?, steps: [TextStep], joiner: String)

    /// `text` through the step.
    public func applied(to text: String) -> String {
        switch self {
        case .prefix(let count): return String(text.prefix(count))
        case .suffix(let count): return String(text.suffix(count))
        case .uppercased: return text.uppercased()
        case .lowercased: return text.lowercased()
        case .capitalized: return Self.capitalized(text)
        case .eachWord(let separator, let steps, let joiner):
            let words = separator.map { text.split(separator: $0).map(String.init) }
                ?? text.split(whereSeparator: \.isWhitespace).map(String.init)
            return words.map { Self.apply(steps, to: $0) }.joined(separator: joiner)
        }
    }

    /// `text` through `steps`, in order.
    public static func apply(_ steps: [TextStep], to text: String) -> String {
        steps.reduce(text) { $1.applied(to: $0) }
    }

    /// Whether the steps bound the text's length by the code (a prefix, a suffix, each word's).
    public static func bound(_ steps: [TextStep]) -> Bool {
        steps.contains { step in
            switch step {
            case .prefix, .suffix: true
            case .eachWord(_, let steps, _): bound(steps)
            case .uppercased, .lowercased, .capitalized: false
            }
        }
    }

    /// Foundation's `capitalized` without Foundation: each word's first letter upper-cased, the
    /// rest lower-cased.
    private static func capitalized(_ text: String) -> String {
        var result = ""
        var startsWord = true
        for character in text {
            result += startsWord ? character.uppercased() : character.lowercased()
            startsWord = character.isWhitespace
        }
        return result
    }
}
