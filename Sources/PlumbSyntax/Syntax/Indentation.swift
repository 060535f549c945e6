import SwiftSyntax

/// The whitespace that starts lines, for fixes that add lines.
public enum Indentation {
    /// The leading whitespace of the line a node starts on.
    public static func ofLine(containing node: some SyntaxProtocol) -> String {
        var token = node.firstToken(viewMode: .sourceAccurate)
        while let current = token {
            if let indent = afterLastNewline(current.leadingTrivia) { return indent }
            token = current.previousToken(viewMode: .sourceAccurate)
        }
        return ""
    }

    /// How much deeper a node's second line is indented than its first; 4 spaces if it is not.
    public static func step(inside node: some SyntaxProtocol, lineIndent: String) -> String {
        for token in node.tokens(viewMode: .sourceAccurate).dropFirst() {
            guard let indent = afterLastNewline(token.leadingTrivia) else { continue }
            if indent.count > lineIndent.count, indent.hasPrefix(lineIndent) { return String(indent.dropFirst(lineIndent.count)) }
            break
        }
        return "    "
    }

    private static func afterLastNewline(_ trivia: Trivia) -> String? {
        guard let newline = trivia.pieces.lastIndex(where: \.isNewline) else { return nil }
        var text = ""
        for piece in trivia.pieces[(newline + 1)...] { piece.write(to: &text) }
        return String(text.prefix { $0 == " " || $0 == "\t" })
    }
}
