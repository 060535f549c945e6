import SwiftSyntax

extension SyntaxProtocol {
    /// Every call in this node's subtree, the node itself included, in source order.
    public var descendantCalls: [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        var stack = [Syntax(self)]
        while let node = stack.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self) { found.append(call) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        return found
    }
}
