import SwiftSyntax

extension ExprSyntax {
    /// The expression without trailing `?` and `!`: `NSScreen.main` for `NSScreen.main?`.
    public var unwrappingOptionals: ExprSyntax {
        if let optional = self.as(OptionalChainingExprSyntax.self) { return optional.expression.unwrappingOptionals }
        if let forced = self.as(ForceUnwrapExprSyntax.self) { return forced.expression.unwrappingOptionals }
        return self
    }
}
