import PlumbCore
import SwiftSyntax

/// Where a file first stops parsing: the first missing or unexpected token.
enum ParseErrorLocator {
    static func firstError(in file: SourceFile) -> SourcePosition {
        for token in file.tree.tokens(viewMode: .all) {
            if token.presence == .missing || token.parent?.is(UnexpectedNodesSyntax.self) == true {
                return file.position(of: token.positionAfterSkippingLeadingTrivia)
            }
        }
        return file.position(of: file.tree.position)
    }
}
