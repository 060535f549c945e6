import SwiftSyntax

/// What Swift makes of a body the reader reads as views (a `body`, a helper, a closure given
/// for content): `@ViewBuilder` builds views only from a body that returns nothing explicitly
/// (SE-0289: a `return` turns the builder off) and whose statements are views, since a builder
/// takes no assignment and, in a body that is not async, no `await`.
enum BodyForm: Equatable {
    /// A view builder: each statement is a view.
    case builder
    /// A plain function: its view is the value its `return` gives on the path the code takes;
    /// its other statements (`_ = size`, `DispatchQueue.main.async { … }`) show nothing.
    case returning
    /// An action (`{ count += 1 }`, `{ try await model.follow() }`, a representable's callback):
    /// it returns nothing and shows nothing.
    case action

    init(_ items: CodeBlockItemListSyntax) {
        if Self.returns(items) {
            self = .returning
        } else if items.contains(where: { Self.acts($0.item) }) {
            self = .action
        } else {
            self = .builder
        }
    }

    /// Whether `items` return or leave early (`guard`, which a builder does not take either),
    /// in their own statements or their branches, not in the closures they hold.
    static func returns(_ items: CodeBlockItemListSyntax) -> Bool {
        items.contains { item in
            switch item.item {
            case .stmt(let statement):
                if statement.is(ReturnStmtSyntax.self) || statement.is(GuardStmtSyntax.self) { return true }
                if let expression = statement.as(ExpressionStmtSyntax.self)?.expression { return returns(expression) }
                if let loop = statement.as(ForStmtSyntax.self) { return returns(loop.body.statements) }
                if let loop = statement.as(WhileStmtSyntax.self) { return returns(loop.body.statements) }
                if let loop = statement.as(RepeatStmtSyntax.self) { return returns(loop.body.statements) }
                if let block = statement.as(DoStmtSyntax.self) {
                    return returns(block.body.statements) || block.catchClauses.contains { returns($0.body.statements) }
                }
                return false
            case .expr(let expression):
                return returns(expression)
            case .decl(let declaration):
                guard let conditional = declaration.as(IfConfigDeclSyntax.self) else { return false }
                return conditional.clauses.contains { clause in
                    guard case .statements(let items)? = clause.elements else { return false }
                    return returns(items)
                }
            }
        }
    }

    /// Whether the branches of an `if` or `switch` statement return.
    static func returns(_ expression: ExprSyntax) -> Bool {
        if let conditional = expression.as(IfExprSyntax.self) {
            if returns(conditional.body.statements) { return true }
            switch conditional.elseBody {
            case .ifExpr(let next)?: return returns(ExprSyntax(next))
            case .codeBlock(let block)?: return returns(block.statements)
            case nil: return false
            }
        }
        guard let choice = expression.as(SwitchExprSyntax.self) else { return false }
        return choice.cases.contains { $0.as(SwitchCaseSyntax.self).map { returns($0.statements) } ?? false }
    }

    /// Whether a statement assigns (`a = b`, `_ = b`, `a += 1`) or awaits, which no view builder does.
    private static func acts(_ item: CodeBlockItemSyntax.Item) -> Bool {
        let expression: ExprSyntax
        switch item {
        case .expr(let value): expression = value
        case .stmt(let statement):
            guard let value = statement.as(ExpressionStmtSyntax.self)?.expression else { return false }
            expression = value
        case .decl: return false
        }
        var inner = expression
        if let attempt = inner.as(TryExprSyntax.self) { inner = attempt.expression }
        if inner.is(AwaitExprSyntax.self) { return true }
        guard let sequence = inner.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains { element in
            if element.is(AssignmentExprSyntax.self) { return true }
            guard let operation = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
            return operation.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(operation)
        }
    }
}
