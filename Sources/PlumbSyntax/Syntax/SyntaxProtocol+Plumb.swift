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
    /// made it the largest single cost of reading type names and attributes in the rules' walk.
    public var trimmedText: String {
        let bytes = Syntax(self).syntaxTextBytes
        let start = leadingTriviaLength.utf8Length
        let end = bytes.count - trailingTriviaLength.utf8Length
        guard start < end else { return "" }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
