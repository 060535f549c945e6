import SwiftSyntax

/// The value a computed property's getter ends in.
public enum ComputedValue {
    public static func expression(of accessors: AccessorBlockSyntax) -> ExprSyntax? {
        let statements: CodeBlockItemListSyntax?
        switch accessors.accessors {
        case .getter(let items): statements = items
        case .accessors(let list): statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
        guard let last = statements?.last?.item else { return nil }
        return last.as(ExprSyntax.self) ?? last.as(ReturnStmtSyntax.self)?.expression
    }
}
