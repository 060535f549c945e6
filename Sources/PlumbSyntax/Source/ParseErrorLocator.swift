import PlumbCore
import SwiftSyntax

/// Where a file first stops parsing: the first missing or unexpected token that a compiler
/// would meet. Tokens in a `#if` clause no compiler builds (`#if swift(<5.9)`, `#if false`:
/// `CompileCondition.isDead`) are not: such code may be written for a Swift long gone.
public enum ParseErrorLocator {
    /// `nil` when every error lies in code no compiler builds.
    public static func firstError(in file: SourceFile) -> SourcePosition? {
        for token in file.transientTree().tokens(viewMode: .all) where token.presence == .missing || isUnexpected(token) {
            if !isInDeadCode(token) { return file.position(of: token.positionAfterSkippingLeadingTrivia) }
        }
        return nil
    }

    private static func isUnexpected(_ token: TokenSyntax) -> Bool {
        token.ancestor(UnexpectedNodesSyntax.self) != nil
    }

    private static func isInDeadCode(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if let clause = current.as(IfConfigClauseSyntax.self), CompileCondition.isDead(clause) { return true }
            node = current.parent
        }
        return false
    }
}
