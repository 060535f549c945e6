import Foundation

/// A target's source entry in a project manifest (XcodeGen's `sources`, Tuist's `sources`): a
/// folder, a file, or a glob (`Sources/**`, `App/**/*.swift`, `Shared/*.swift`), relative to the
/// manifest's folder. Which of the project's Swift files it names is read against the files
/// themselves, so a folder and a glob name files the same way an Xcode project's list does.
struct SourcePattern: Sendable, Equatable {
    /// Absolute and standardized.
    let pattern: String

    init(_ relative: String, in directory: String) {
        let joined = relative.hasPrefix("/") ? relative : directory + "/" + relative
        // `..` and `.` are resolved; the glob's characters are kept as written.
        pattern = (joined as NSString).standardizingPath
    }

    /// The files among `files` (absolute, standardized paths) the entry names.
    func matches(in files: [String]) -> Set<String> {
        guard pattern.contains(where: { "*?".contains($0) }) else {
            return Set(files.filter { $0 == pattern || $0.hasPrefix(pattern + "/") })
        }
        guard let expression = try? NSRegularExpression(pattern: Self.regularExpression(of: pattern)) else { return [] }
        return Set(files.filter { file in
            expression.firstMatch(in: file, range: NSRange(file.startIndex..., in: file)) != nil
        })
    }

    /// `**` spans folders (`a/**/b` includes `a/b`), `*` and `?` stay within one, the rest is literal;
    /// a pattern ending in a folder's `**` names everything below it.
    private static func regularExpression(of glob: String) -> String {
        var expression = "^"
        var rest = Substring(glob)
        while let character = rest.first {
            if rest.hasPrefix("**/") {
                expression += "(?:.*/)?"
                rest = rest.dropFirst(3)
            } else if rest.hasPrefix("**") {
                expression += ".*"
                rest = rest.dropFirst(2)
            } else {
                switch character {
                case "*": expression += "[^/]*"
                case "?": expression += "[^/]"
                default: expression += NSRegularExpression.escapedPattern(for: String(character))
                }
                rest = rest.dropFirst()
            }
        }
        return expression + "(?:/.*)?$"
    }
}
