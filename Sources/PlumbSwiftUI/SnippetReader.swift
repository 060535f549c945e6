import PlumbCore
import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// The view tree read from a snippet, and what it could not model.
public struct SnippetReading: Sendable {
    public let root: ViewNode
    public let issues: [ReaderIssue]
}

/// Reading a snippet failed: it holds no view expression.
public struct SnippetError: Error, Sendable, CustomStringConvertible {
    public let description: String
}

/// Reads a SwiftUI snippet — one Swift expression of views and modifiers, or a whole file
/// holding a `View` type, whose `body` is read — into a PlumbLayout view tree, with the same
/// reader as whole screens (`ScreenReader`). Unknown views and modifiers become opaque nodes and
/// are reported, never guessed.
public enum SnippetReader {
    public static func read(
        _ source: String, fileName: String = "snippet.swift", options: ReadingOptions = ReadingOptions()
    ) throws -> SnippetReading {
        let reader = ScreenReader(sources: [(fileName, source)])
        guard let file = reader.facts.allFiles.first else { throw SnippetError(description: "\(fileName) is empty") }
        let expression = file.tree.statements.lazy.compactMap { item -> ExprSyntax? in
            if case .expr(let expression) = item.item { return expression }
            return nil
        }.first
        if let expression {
            let builder = TreeBuilder(facts: reader.facts, options: options)
            builder.environmentKeyWrites = reader.environmentKeyWrites
            builder.writtenAssignments = reader.writtenAssignments
            return SnippetReading(root: builder.view(expression), issues: builder.issues)
        }
        // A whole file: its first screen, else its first View type that no other one shows (the
        // file's top view rather than a component), else its first View type.
        let screens = reader.screens
        let graph = ViewGraph(facts: reader.facts)
        let top = screens.first { screen in !graph.callSites(of: screen.typeName).contains { $0.caller != screen.typeName } }
        guard let screen = screens.first(where: \.isScreen) ?? top ?? screens.first else {
            throw SnippetError(description: "\(fileName) holds no view expression and no View type with a body")
        }
        let tree = try reader.tree(of: screen.typeName, options: options)
        return SnippetReading(root: tree.root, issues: tree.issues)
    }
}
