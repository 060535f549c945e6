import SwiftSyntax

/// The statements an `if #available(…)` takes where a body begins with one (`var headerFont:
/// Font { if #available(iOS 26, *) { .headline } else { .subheadline } }`): the catalog's
/// devices run the newest release, so `#available` holds and `#unavailable` does not, as
/// `ifViews` decides it for views. A condition beside the availability check is run-time code:
/// nothing is taken.
enum AvailabilityBranch {
    /// The statements that run after `statements` begin with an availability check: its body,
    /// or its `else` (else the statements after it); nil when they do not begin with one, or
    /// when its `else` is another `if`.
    static func taken(in statements: [CodeBlockItemSyntax]) -> [CodeBlockItemSyntax]? {
        guard let first = statements.first, let conditional = ifExpression(first.item), conditional.conditions.count == 1,
            let availability = conditional.conditions.first?.condition.as(AvailabilityConditionSyntax.self)
        else { return nil }
        let branch: CodeBlockItemListSyntax
        if availability.availabilityKeyword.tokenKind == .poundAvailable {
            branch = conditional.body.statements
        } else {
            switch conditional.elseBody {
            case .codeBlock(let block)?: branch = block.statements
            case .ifExpr?: return nil
            case nil: return Array(statements.dropFirst())
            }
        }
        // Only an `if` that is the whole body gives its branch's one expression without `return`.
        guard statements.count == 1 || branch.last?.item.as(ReturnStmtSyntax.self) != nil else { return nil }
        return Array(branch)
    }

    private static func ifExpression(_ item: CodeBlockItemSyntax.Item) -> IfExprSyntax? {
        switch item {
        case .expr(let expression): expression.as(IfExprSyntax.self)
        case .stmt(let statement): statement.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
        case .decl: nil
        }
    }
}
