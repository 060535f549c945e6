/// A message split at its backticks into prose and code (`.left`, `AppTheme.Spacing.medium`), so
/// that the HTML and Markdown reports show code as code rather than as raw backticks. An
/// unmatched backtick is prose.
struct CodeSpans {
    enum Part: Equatable {
        case prose(String)
        case code(String)
    }

    let parts: [Part]

    init(_ text: String) {
        let pieces = text.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        // Pieces at odd places lie between a pair of backticks; a last one there has no closing
        // backtick, so it goes back to the prose it came from.
        let closed = pieces.count % 2 == 1 ? pieces : Array(pieces.dropLast(2)) + [pieces.suffix(2).joined(separator: "`")]
        parts = closed.enumerated().compactMap { index, piece in
            guard !piece.isEmpty else { return nil }
            return index % 2 == 0 ? .prose(piece) : .code(piece)
        }
    }

    /// The parts rendered: prose and code each escaped for the target format.
    func rendered(prose: (String) -> String, code: (String) -> String) -> String {
        parts.map { part in
            switch part {
            case .prose(let text): prose(text)
            case .code(let text): code(text)
            }
        }.joined()
    }
}
