/// A path pattern of `.plumb.yml`'s `excluded`: `*` matches within one path component, `**`
/// across components, `?` one character. A pattern without wildcards also matches everything
/// below it, so `App/Generated` excludes that folder.
struct Glob: Sendable {
    private let components: [Substring]

    init(_ pattern: String) {
        components = pattern.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
    }

    /// Whether a path relative to the configuration's directory is matched.
    func matches(_ relativePath: String) -> Bool {
        let parts = relativePath.split(separator: "/", omittingEmptySubsequences: true)
        return Self.match(components[...], parts[...], prefixMatches: true)
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>, prefixMatches: Bool) -> Bool {
        guard let head = pattern.first else { return path.isEmpty || prefixMatches }
        if head == "**" {
            let rest = pattern.dropFirst()
            for start in path.startIndex...path.endIndex where match(rest, path[start...], prefixMatches: prefixMatches) {
                return true
            }
            return false
        }
        guard let component = path.first, matchComponent(Array(head), Array(component)) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), prefixMatches: prefixMatches)
    }

    private static func matchComponent(_ pattern: [Character], _ text: [Character]) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            for start in 0...text.count where matchComponent(Array(pattern.dropFirst()), Array(text[start...])) {
                return true
            }
            return false
        case "?":
            return !text.isEmpty && matchComponent(Array(pattern.dropFirst()), Array(text.dropFirst()))
        default:
            return text.first == first && matchComponent(Array(pattern.dropFirst()), Array(text.dropFirst()))
        }
    }
}
