import PlumbLayout
import SwiftSyntax

/// A body that returns its view (`BodyForm.returning`), read as the function it is: its view is
/// what its `return` gives on the path the code takes, its `if`, `guard` and `switch` decided as
/// a view builder's are, and its other statements show nothing.
extension TreeBuilder {
    /// The views `items` return, or nil when they end without returning.
    func returnedViews(_ items: CodeBlockItemListSyntax) -> [ViewNode]? {
        for item in items {
            switch item.item {
            case .expr(let expression):
                if let views = returnedViews(branchesOf: expression) { return views }
            case .stmt(let statement):
                if let returned = statement.as(ReturnStmtSyntax.self) {
                    return returned.expression.map(returnedValueViews) ?? []
                }
                if let check = statement.as(GuardStmtSyntax.self) {
                    let holds = conditionsHold(
                        check.conditions, keyword: "guard", whenHeld: "the code after it", orElse: "the else branch", at: check)
                    if !holds { return returnedViews(check.body.statements) ?? [] }
                } else if let expression = statement.as(ExpressionStmtSyntax.self)?.expression {
                    if let views = returnedViews(branchesOf: expression) { return views }
                } else if let block = statement.as(DoStmtSyntax.self) {
                    if let views = returnedViews(block.body.statements) { return views }
                } else if BodyForm.returns(CodeBlockItemListSyntax([item])) {
                    // A loop that returns from one of its passes: which one is the data's.
                    let text = item.trimmedText
                    return [opaque(.view(String(text.prefix(20))), "unsupported statement '\(text.prefix(40))'", cause: .expression, at: item)]
                }
            case .decl(let declaration):
                if let conditional = declaration.as(IfConfigDeclSyntax.self),
                    case .statements(let clause)? = compiledClause(conditional)?.elements, let views = returnedViews(clause)
                {
                    return views
                }
            }
        }
        return nil
    }

    /// The views the branch an `if` or `switch` statement takes returns; nil when it does not
    /// return (a branch that only acts is not decided, so it asks nothing of the host).
    private func returnedViews(branchesOf expression: ExprSyntax) -> [ViewNode]? {
        guard BodyForm.returns(expression) else { return nil }
        if let conditional = expression.as(IfExprSyntax.self) { return takenBranch(of: conditional).flatMap(returnedViews) }
        return expression.as(SwitchExprSyntax.self).flatMap(takenCase).flatMap(returnedViews)
    }

    /// The view a `return` gives; a value the reader does not read, returned by a function or
    /// property the project declares as a colour or shape style, is that style's fill.
    private func returnedValueViews(_ value: ExprSyntax) -> [ViewNode] {
        let views = statementViews(value)
        guard views.count == 1, views[0].notModelledCause == .expression, let type = declaredReturnType(around: value),
            let fill = fill(of: type, named: String(value.trimmedText.prefix(40)), at: value)
        else { return views }
        withdrawReport(of: views[0])
        return fill
    }

    /// The type written for what the function or computed property around `node` returns; nil
    /// inside a closure, whose type is not written there.
    private func declaredReturnType(around node: some SyntaxProtocol) -> DeclaredValueType? {
        var current = node.parent
        while let syntax = current {
            if syntax.is(ClosureExprSyntax.self) { return nil }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.flatMap { declaredType(written: $0.type) }
            }
            if let binding = syntax.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.flatMap { declaredType(written: $0.type) }
            }
            current = syntax.parent
        }
        return nil
    }
}
