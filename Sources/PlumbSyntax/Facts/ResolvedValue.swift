import SwiftSyntax

/// A number the resolver proved an expression evaluates to, and where it comes from.
public struct ResolvedValue: Sendable {
    public enum Origin: Sendable {
        /// A literal written where it is used; the node is what a fix replaces.
        case literal(ExprSyntax)
        /// A named constant. `literal` is the literal in its declaration, when it holds one.
        case constant(ValueDeclaration, literal: ExprSyntax?)
        /// One of the theme's tokens.
        case token(ValueDeclaration)
        /// Arithmetic over other values.
        case computed
    }

    public let value: Double
    public let origin: Origin
}
