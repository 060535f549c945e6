import SwiftSyntax

extension ExprSyntax {
    /// The whole chain this expression starts or continues: `Text("A").padding().bold()` for
    /// `Text("A")` or `Text("A").padding()`.
    public var outermostChain: ExprSyntax {
        var current = self
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = ExprSyntax(member)
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = ExprSyntax(call)
            } else {
                break
            }
        }
        return current
    }
}
