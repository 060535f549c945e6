import PlumbLayout
import SwiftParser
import SwiftSyntax

/// Something in a snippet the reader did not model: an unknown view or modifier, a non-literal
/// argument, a construct (`if`, `ForEach`) that comes later. The view tree keeps an opaque node
/// in its place.
public struct SnippetIssue: Sendable, Hashable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public let message: String

    public var description: String { "\(line):\(column): \(message)" }
}

/// The view tree read from a snippet, and what it could not model.
public struct SnippetReading: Sendable {
    public let root: ViewNode
    public let issues: [SnippetIssue]
}

/// Reading a snippet failed: it holds no view expression.
public struct SnippetError: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// Reads a SwiftUI snippet — one Swift expression of views and modifiers with literal arguments
/// — into a PlumbLayout view tree. Unknown views and modifiers become opaque nodes and are
/// reported, never guessed.
public enum SnippetReader {
    public static func read(_ source: String, fileName: String = "snippet.swift") throws -> SnippetReading {
        let file = Parser.parse(source: source)
        let expression = file.statements.lazy.compactMap { item -> ExprSyntax? in
            if case .expr(let expression) = item.item { return expression }
            return nil
        }.first
        guard let expression else { throw SnippetError(description: "\(fileName) holds no view expression") }
        let builder = TreeBuilder(converter: SourceLocationConverter(fileName: fileName, tree: file), fileName: fileName)
        let root = builder.view(expression)
        return SnippetReading(root: root, issues: builder.issues)
    }
}
