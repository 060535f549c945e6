import SwiftSyntax

extension DeclModifierListSyntax {
    /// `static` or `class`: a member of the type rather than of its values.
    public var isStatic: Bool {
        contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}
