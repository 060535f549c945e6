import PlumbSyntax
import SwiftSyntax

/// What a computed value returns on the path its code takes where every condition on that path
/// is settled (`KnownConditions`, a size class): an `if` or `guard` that returns early (`if kind
/// == .textLink { return 0 }`), an `if` or `switch` expression (`return switch size { case
/// .large: 20 … }`, `if kind == .textLink, size == .small { .bodyMD } else { .bodyLG }`), and a
/// `switch` on a known case of a project enum. A condition only the running app settles, a
/// pattern that binds or tests, or any other statement leaves the value unread.
extension ValueReader {
    /// What the computed property `name` of `type` returns in `scope`, read statement by statement.
    func settledGetter(_ name: String, of type: String, in scope: ReadingScope) -> ExprSyntax? {
        guard let declaration = facts.members[type]?[name], !declaration.hasValue,
            let statements = declaration.nameToken.ancestor(PatternBindingSyntax.self)?.accessorBlock.flatMap(ViewTypeMembers.getter)
        else { return nil }
        return returned(by: Array(statements), in: scope, isWholeBody: true)
    }

    /// What a function's body returns on the path its settled conditions take, its parameters
    /// bound in `scope` (`static func brand(size: CGFloat, weight: Font.Weight) -> Font { switch
    /// weight { case .medium: return .custom("Brand-Medium", size: size) … } }`).
    func settledReturn(by body: CodeBlockItemListSyntax, in scope: ReadingScope) -> ExprSyntax? {
        returned(by: Array(body), in: scope, isWholeBody: true)
    }

    /// The branch an `if` or `switch` expression takes in `scope`; nil for any other expression.
    func settledBranch(_ expression: ExprSyntax, in scope: ReadingScope) -> ExprSyntax? {
        if let conditional = expression.as(IfExprSyntax.self) {
            return takenStatements(conditional, in: scope).flatMap { returned(by: $0, in: scope, isWholeBody: true) }
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            return caseStatements(choice, in: scope).flatMap { returned(by: Array($0), in: scope, isWholeBody: true) }
        }
        return nil
    }

    /// What `statements` return. Only a body of one expression (`isWholeBody`) gives it without
    /// `return`, as Swift reads an `if` or `switch` branch of such a body.
    private func returned(by statements: [CodeBlockItemSyntax], in scope: ReadingScope, isWholeBody: Bool) -> ExprSyntax? {
        for (index, statement) in statements.enumerated() {
            let isAlone = isWholeBody && statements.count == 1
            switch statement.item {
            case .decl(let declaration):
                // A local constant is read where the returned value names it.
                guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                    variable.bindings.allSatisfy({ $0.initializer != nil })
                else { return nil }
            case .stmt(let statement):
                if let returnStatement = statement.as(ReturnStmtSyntax.self) {
                    return returnStatement.expression.map { settledBranch($0, in: scope) ?? $0 }
                }
                if let guardStatement = statement.as(GuardStmtSyntax.self) {
                    guard let holds = holds(guardStatement.conditions, in: scope) else { return nil }
                    if !holds { return returned(by: Array(guardStatement.body.statements), in: scope, isWholeBody: false) }
                    continue
                }
                guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression else { return nil }
                return branchResult(expression, rest: statements[(index + 1)...], in: scope, isAlone: isAlone)
            case .expr(let expression):
                return branchResult(expression, rest: statements[(index + 1)...], in: scope, isAlone: isAlone)
            }
        }
        return nil
    }

    /// What an expression statement gives: the branch an `if` or `switch` takes, what follows it
    /// where an `if` takes no branch or one that does not return; alone, the expression itself.
    private func branchResult(
        _ expression: ExprSyntax, rest: ArraySlice<CodeBlockItemSyntax>, in scope: ReadingScope, isAlone: Bool
    ) -> ExprSyntax? {
        let branch: [CodeBlockItemSyntax]?
        if let conditional = expression.as(IfExprSyntax.self) {
            branch = takenStatements(conditional, in: scope)
        } else if let choice = expression.as(SwitchExprSyntax.self) {
            branch = caseStatements(choice, in: scope).map(Array.init)
        } else {
            return isAlone ? expression : nil
        }
        guard let branch else { return nil }
        if let value = returned(by: branch, in: scope, isWholeBody: isAlone) { return value }
        // A branch that returns nothing (an `if` without `else` not taken) goes on with the rest.
        return branch.isEmpty ? returned(by: Array(rest), in: scope, isWholeBody: false) : nil
    }

    /// The statements the `if` runs in `scope`: its body, its `else` (another `if` read in turn),
    /// or none where it has no `else`; nil where a condition is not settled.
    private func takenStatements(_ conditional: IfExprSyntax, in scope: ReadingScope) -> [CodeBlockItemSyntax]? {
        guard let holds = holds(conditional.conditions, in: scope) else { return nil }
        if holds { return Array(conditional.body.statements) }
        switch conditional.elseBody {
        case .codeBlock(let block)?: return Array(block.statements)
        case .ifExpr(let next)?: return takenStatements(next, in: scope)
        case nil: return []
        }
    }

    /// The statements of the case a `switch` on a known case of a project enum, or on a named
    /// font value (`NamedFontValues`), takes.
    private func caseStatements(_ choice: SwitchExprSyntax, in scope: ReadingScope) -> CodeBlockItemListSyntax? {
        // `switch self` in a property of a named value (`NamedValueMembers`) is over the name `self` is bound to.
        guard let typeName = declaredTypeName(of: choice.subject, in: scope) ?? scope.bound(choice.subject)?.declaredType,
            let caseName = Self.caseName(dereference(choice.subject, in: scope).0, of: typeName),
            declaresCase(caseName, in: typeName) || NamedFontValues.isNamedValue(caseName, of: typeName)
        else { return nil }
        return Self.branch(of: choice, for: caseName)
    }

    /// Whether every condition of a list holds (`kind == .textLink, size == .small`); nil where one
    /// is not settled or is not an expression (`let`, `#available`).
    private func holds(_ conditions: ConditionElementListSyntax, in scope: ReadingScope) -> Bool? {
        var all = true
        for element in conditions {
            guard case .expression(let condition) = element.condition, let holds = holds(condition, in: scope) else { return nil }
            all = all && holds
        }
        return all
    }
}
