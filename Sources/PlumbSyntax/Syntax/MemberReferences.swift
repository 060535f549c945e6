import SwiftSyntax

/// A file's references (`DeclReferenceExpr`) by name that can name a member of the type they are
/// written in: `page(style)` and `self.page`, not `.page` (a member of the type the context
/// expects) or `model.page`. A rule that follows a helper to its uses looks them up here.
public enum MemberReferences {
    public static func byName(in tree: some SyntaxProtocol) -> [String: [Syntax]] {
        var byName: [String: [Syntax]] = [:]
        forEach(in: tree) { byName[$0.baseName.text, default: []].append(Syntax($0)) }
        return byName
    }

    /// Where each name's references start: what a run keeps of another file than the one walked,
    /// whose nodes it finds again with `references(at:in:)` only for the names it follows.
    public static func positionsByName(in tree: some SyntaxProtocol) -> [String: [AbsolutePosition]] {
        var byName: [String: [AbsolutePosition]] = [:]
        forEach(in: tree) { byName[$0.baseName.text, default: []].append($0.positionAfterSkippingLeadingTrivia) }
        return byName
    }

    /// The references of `tree` at `positions` (from `positionsByName` of the same text).
    public static func references(at positions: [AbsolutePosition], in tree: some SyntaxProtocol) -> [Syntax] {
        positions.compactMap { tree.token(at: $0)?.parent?.as(DeclReferenceExprSyntax.self).map(Syntax.init) }
    }

    private static func forEach(in tree: some SyntaxProtocol, _ body: (DeclReferenceExprSyntax) -> Void) {
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self), reference.baseName.id == token.id,
                  namesOwnMember(reference)
            else { continue }
            body(reference)
        }
    }

    private static func namesOwnMember(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else { return true }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }
}
