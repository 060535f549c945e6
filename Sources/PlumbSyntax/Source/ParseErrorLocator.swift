import PlumbCore
import SwiftSyntax

/// Where a file first stops parsing: the first missing or unexpected token.
public enum ParseErrorLocator {
    public static func firstError(in file: SourceFile) -> SourcePosition {
        for token in file.transientTree().tokens(viewMode: .all) {
            if token.presence == .missing || isUnexpected(token) {
                return file.position(of: token.positionAfterSkippingLeadingTrivia)
            }
        }
        return file.position(of: file.tree.position)
    }

    private static func isUnexpected(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        while let current = node {
            if current.is(UnexpectedNodesSyntax.self) { return true }
            node = current.parent
        }
        return false
    }
}
