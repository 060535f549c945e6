import PlumbCore
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// One parsed Swift file. It is parsed once; every pass and every rule reads this tree.
///
/// swift-syntax builds a node's data (parent, position, children) in its root's arena the first
/// time anything visits the node, and frees it only with the root: a walk of every node leaves
/// about as much memory behind as the parse itself. A pass that visits the whole file and keeps
/// only findings walks `transientTree()` instead, so that what its walk built is freed when it
/// ends; one that keeps nodes finds them in `tree` without visiting the rest (the view graph's
/// `ViewReferences`).
public final class SourceFile: Sendable {
    /// The path the file is read from and written to.
    public let path: String
    /// The path findings name: relative to the current directory when the file lies under it.
    public let displayPath: String
    public let tree: SourceFileSyntax
    /// The text `tree` was parsed from: a pass that looks for a few names finds them here
    /// faster than in the tree (the view graph's `CalleeNames`).
    public let bytes: [UInt8]
    /// Line and column lookup by byte offset.
    private let lines: LineTable

    public init(path: String, displayPath: String, bytes: [UInt8]) {
        self.path = path
        self.displayPath = displayPath
        self.bytes = bytes
        tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        lines = LineTable(bytes: bytes)
    }

    public convenience init(path: String, source: String) {
        self.init(path: path, displayPath: path, bytes: Array(source.utf8))
    }

    public var hasParseErrors: Bool { tree.hasError }

    /// A new root over the same parsed tree, with node data of its own that lives only as long
    /// as something holds one of its nodes. Its nodes equal `tree`'s (same `SyntaxIdentifier`s),
    /// so facts, caches and lookups by node work across both.
    public func transientTree() -> SourceFileSyntax {
        Syntax(raw: tree.raw, rawNodeArena: tree.raw.arena).cast(SourceFileSyntax.self)
    }

    public func position(of offset: AbsolutePosition) -> SourcePosition {
        let (line, column) = lines.lineAndColumn(ofUTF8Offset: offset.utf8Offset)
        return SourcePosition(file: displayPath, line: line, column: column)
    }

    public func position(of node: some SyntaxProtocol) -> SourcePosition {
        position(of: node.positionAfterSkippingLeadingTrivia)
    }

    /// The 1-based line of a byte offset.
    public func line(of offset: AbsolutePosition) -> Int {
        lines.lineAndColumn(ofUTF8Offset: offset.utf8Offset).line
    }

    /// The byte range of a node without its trivia, as a fix replaces it.
    public func range(of node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}
