import SwiftSyntax

extension SyntaxProtocol {
    /// The nearest ancestor of a kind.
    public func ancestor<T: SyntaxProtocol>(_ kind: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let match = node.as(kind) { return match }
            current = node.parent
        }
        return nil
    }

    /// The node's source text without its first token's leading and its last token's trailing
    /// trivia: `trimmedDescription`'s text, read from the raw tree. swift-syntax builds
    /// `trimmedDescription` from two detached copies of the node (one per trimmed end), which
    /// made it the largest single cost of reading type names and attributes in the rules' walk,
    /// and 6 % of a whole lint in the screen reader (callgrind, `BENCHMARKS.md`).
    ///
    /// `trimmed` empties the trivia of the node's first and last token, missing ones included:
    /// where that token is missing (code still being written, `foo(` without its `)`), the
    /// present token beside it keeps its trivia, and so does this text.
    public var trimmedText: String {
        let bytes = Syntax(self).syntaxTextBytes
        let start = firstToken(viewMode: .all).map { $0.presence == .present ? $0.leadingTriviaLength.utf8Length : 0 } ?? 0
        let end = bytes.count - (lastToken(viewMode: .all).map { $0.presence == .present ? $0.trailingTriviaLength.utf8Length : 0 } ?? 0)
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
