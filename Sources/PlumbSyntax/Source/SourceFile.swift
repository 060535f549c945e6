import Foundation
import PlumbCore
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// One parsed Swift file: every pass and every rule reads its tree.
///
/// swift-syntax builds a node's data (parent, position, children) in its root's arena the first
/// time anything visits the node, and frees it only with the root: a walk of every node leaves
/// about as much memory behind as the parse itself. A pass that visits the whole file and keeps
/// only findings or a few nodes walks `transientTree()` instead, so that what its walk built is
/// freed when it ends, and hands the nodes it keeps over to `tree` with `shared(_:)`.
///
/// A file that no view needs can let its tree go once its facts are read (`letGoOfTree()`): on
/// real apps more than half the code is models and services, and keeping their trees until the
/// walk was most of a run's peak memory. Such a file parses its text again when asked. A tree
/// asked for through `tree` stays for the rest of the run (something may keep its nodes and
/// compare them with others); one parsed for a walk's `transientTree()` goes again when the walk
/// ends (`letGoOfUnpinnedTree()`). The same text parses to the same tree, so a node found by its
/// path (`NodeHandle`) is the same node in every parse; only its identity is new.
public final class SourceFile: @unchecked Sendable {
    /// The path the file is read from and written to.
    public let path: String
    /// The path findings name: relative to the current directory when the file lies under it.
    public let displayPath: String
    /// The text the tree is parsed from: a pass that looks for a few names finds them here
    /// faster than in the tree (the view graph's `CalleeNames`).
    public let bytes: [UInt8]
    /// Line and column lookup by byte offset.
    private let lines: LineTable
    /// Guards the four below.
    private let lock = NSLock()
    /// The tree, `nil` while the file has let it go.
    private var parsedTree: SourceFileSyntax?
    /// Whether the file has let its first tree go and parses again on demand.
    private var parsesOnDemand = false
    /// Whether a tree parsed on demand was asked for through `tree`, and so stays.
    private var isPinned = false
    /// What `remembered(_:_:)` found, by question.
    private var answers: [String: any Sendable] = [:]

    public init(path: String, displayPath: String, bytes: [UInt8]) {
        self.path = path
        self.displayPath = displayPath
        self.bytes = bytes
        parsedTree = Self.parse(bytes)
        lines = LineTable(bytes: bytes)
    }

    public convenience init(path: String, source: String) {
        self.init(path: path, displayPath: path, bytes: Array(source.utf8))
    }

    private static func parse(_ bytes: [UInt8]) -> SourceFileSyntax {
        bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    }

    /// The file's tree; a file that let its tree go parses it again, and keeps it.
    public var tree: SourceFileSyntax {
        lock.withLock {
            if parsesOnDemand { isPinned = true }
            return currentTree()
        }
    }

    /// Whether this file let its first tree go (see `letGoOfTree()`).
    public var isParsedOnDemand: Bool { lock.withLock { parsesOnDemand } }

    /// Whether `root` is the root of the tree the file holds now.
    public func holds(root: SyntaxIdentifier) -> Bool {
        lock.withLock { parsedTree.map { Syntax($0).id == root } ?? false }
    }

    /// The answer to a question about the file's text alone, found once by `find` and kept as
    /// long as the file is: a warm project keeps an unchanged file's `SourceFile` from one call to
    /// the next, and a changed file is another one, so an answer is never that of other text.
    /// `key` names the question and all it depends on; only answers that read nothing but this
    /// file (not the project's facts) may be kept here.
    public func remembered<Answer: Sendable>(_ key: String, _ find: () -> Answer) -> Answer {
        if let known = lock.withLock({ answers[key] }) as? Answer { return known }
        let answer = find()
        lock.withLock { answers[key] = answer }
        return answer
    }

    /// Lets the tree go: the file's facts must hold their nodes as `NodeHandle` paths by now.
    public func letGoOfTree() {
        lock.withLock {
            parsesOnDemand = true
            parsedTree = nil
        }
    }

    /// After a walk: lets go of a tree parsed on demand that nothing asked to keep.
    public func letGoOfUnpinnedTree() {
        lock.withLock {
            if parsesOnDemand && !isPinned { parsedTree = nil }
        }
    }

    /// Called with the lock held.
    private func currentTree() -> SourceFileSyntax {
        if let parsedTree { return parsedTree }
        let tree = Self.parse(bytes)
        parsedTree = tree
        return tree
    }

    public var hasParseErrors: Bool { tree.hasError }

    /// A new root over the same parsed tree, with node data of its own that lives only as long
    /// as something holds one of its nodes. Its nodes equal `tree`'s (same `SyntaxIdentifier`s),
    /// so facts, caches and lookups by node work across both.
    public func transientTree() -> SourceFileSyntax {
        let tree = lock.withLock { currentTree() }
        return Syntax(raw: tree.raw, rawNodeArena: tree.raw.arena).cast(SourceFileSyntax.self)
    }

    /// The node of `tree` that `node` (of `transientTree()`) is: a pass keeps this one, which
    /// builds only the data of its ancestors and their children in `tree`, not the whole walk's.
    ///
    /// It follows the node's path of child indices down from the root, one step per level:
    /// `node(at:)` scans the siblings at every level, which is quadratic in a file of many
    /// statements (a large generated file).
    public func shared<Node: SyntaxProtocol>(_ node: Node) -> Node {
        guard let path = Self.childPath(to: node) else { return node }
        let tree = self.tree
        guard path.root == Syntax(tree).id else { return node }
        return Self.node(at: path.indices, in: tree).cast(Node.self)
    }

    /// The child indices from the root down to `node`, and the root's identity.
    static func childPath(to node: some SyntaxProtocol) -> (root: SyntaxIdentifier, indices: [SyntaxChildrenIndex])? {
        var indices: [SyntaxChildrenIndex] = []
        var current = Syntax(node)
        while let parent = current.parent {
            guard let index = parent.children(viewMode: .all).index(of: current) else { return nil }
            indices.append(index)
            current = parent
        }
        return (current.id, indices.reversed())
    }

    /// The node at the end of a path of child indices from the root of `tree`.
    static func node(at indices: [SyntaxChildrenIndex], in tree: SourceFileSyntax) -> Syntax {
        var node = Syntax(tree)
        for index in indices {
            node = node.children(viewMode: .all)[index]
        }
        return node
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
