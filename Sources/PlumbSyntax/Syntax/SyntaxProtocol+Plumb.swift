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
}
