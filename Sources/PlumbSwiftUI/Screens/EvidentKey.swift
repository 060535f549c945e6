/// A written string that is evidently a localization key, not the text a screen shows: words
/// joined by underscores or dots with no space (`"export_warning_title"`, `"settings.general.title"`,
/// `"exportType.title"`). SwiftUI shows the strings' text for a key; where the project's strings do
/// not hold it (they are downloaded, generated when the app is built, or kept outside the
/// repository), nothing in the source gives that text, and the key's own length is not its length.
enum EvidentKey {
    static func isKey(_ string: String) -> Bool {
        guard let first = string.first, first.isASCII, first.isLetter,
            string.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || separators.contains($0)) })
        else { return false }
        let words = string.split(separator: "_", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: ".", omittingEmptySubsequences: false) }
        guard words.count > 1, words.allSatisfy({ !$0.isEmpty }) else { return false }
        // A dot before a digit is a version's (`"v1.2"`), not a key's.
        return string.contains("_") || words.allSatisfy { $0.first?.isLetter == true }
    }

    private static let separators: Set<Character> = ["_", "."]
}
