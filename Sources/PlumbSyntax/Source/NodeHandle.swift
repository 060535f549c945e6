import SwiftSyntax

/// A node of a file that stays findable when the file lets its tree go (see `SourceFile`): the
/// node itself while the tree is kept, else its path of child indices from the root, followed
/// again in the tree the file parses next.
struct NodeHandle<Node: SyntaxProtocol>: Sendable {
    private enum Storage: Sendable {
        case node(Node)
        case path([SyntaxChildrenIndex])
    }

    private let storage: Storage

    init(_ node: Node) {
        storage = .node(node)
    }

    private init(path: [SyntaxChildrenIndex]) {
        storage = .path(path)
    }

    /// The node, in `file`'s tree (which a file that let its tree go parses again and keeps).
    func node(in file: SourceFile) -> Node {
        switch storage {
        case .node(let node): node
        case .path(let path): SourceFile.node(at: path, in: file.tree).cast(Node.self)
        }
    }

    /// The same node held by its path, so that it keeps no tree alive.
    func located() -> NodeHandle {
        guard case .node(let node) = storage, let path = SourceFile.childPath(to: node) else { return self }
        return NodeHandle(path: path.indices)
    }
}
