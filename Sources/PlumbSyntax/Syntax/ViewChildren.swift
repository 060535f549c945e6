import SwiftSyntax

/// The views a `@ViewBuilder` closure lists.
public enum ViewChildren {
    /// The expressions listed at the top level of a closure, not those in `if` or `switch` branches.
    public static func direct(of closure: ClosureExprSyntax) -> [ExprSyntax] {
        closure.statements.compactMap { statement in
            guard let expression = statement.item.as(ExprSyntax.self),
                  !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self)
            else { return nil }
            return expression
        }
    }

    /// Every view expression a closure can produce, through `if`, `switch` and `#if` branches.
    public static func all(of closure: ClosureExprSyntax) -> [ExprSyntax] {
        all(in: closure.statements)
    }

    private static func all(in statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
        statements.flatMap { statement -> [ExprSyntax] in
            // An `if` or a `switch` written as a statement is wrapped in one.
            let item = statement.item.as(ExpressionStmtSyntax.self).map { Syntax($0.expression) } ?? Syntax(statement.item)
            if let ifExpression = item.as(IfExprSyntax.self) { return branches(of: ifExpression) }
            if let switchExpression = item.as(SwitchExprSyntax.self) {
                return switchExpression.cases.flatMap { $0.as(SwitchCaseSyntax.self).map { all(in: $0.statements) } ?? [] }
            }
            if let ifConfig = statement.item.as(IfConfigDeclSyntax.self) {
                return ifConfig.clauses.flatMap { clause -> [ExprSyntax] in
                    guard case .statements(let items)? = clause.elements else { return [] }
                    return all(in: items)
                }
            }
            if let expression = item.as(ExprSyntax.self) { return [expression] }
            return []
        }
    }

    private static func branches(of ifExpression: IfExprSyntax) -> [ExprSyntax] {
        var result = all(in: ifExpression.body.statements)
        switch ifExpression.elseBody {
        case .ifExpr(let next)?: result += branches(of: next)
        case .codeBlock(let block)?: result += all(in: block.statements)
        case nil: break
        }
        return result
    }
}
