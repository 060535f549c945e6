import SwiftSyntax

/// An `if let` that cannot fail: the value it unwraps is one the code gives as a `Bool`, a number
/// or a string, never `nil` — typically an argument promoted to an optional parameter, as in an
/// app's `.if(!items.isEmpty) { … }` read through its `func if<T>(_ value: T?, …)` — or a view
/// made there (`if let accessory` given `accessory: AnyView(Image(…))`). Its first branch is
/// shown in every scenario, optional content absent too: nothing there is optional.
extension TreeBuilder {
    /// Whether every condition of an `if` unwraps a value the code gives as a non-optional one.
    func alwaysUnwraps(_ conditions: ConditionElementListSyntax) -> Bool {
        !conditions.isEmpty && conditions.allSatisfy { unwrappedValue(of: $0, satisfies: givesNonOptional) }
    }

    private func givesNonOptional(_ expression: ExprSyntax) -> Bool {
        let value = values.dereference(expression, in: scope).0
        return Self.isNonOptional(value) || makesView(value)
    }

    /// A literal (not `nil`), a `!` negation, or comparisons and `&&`/`||` of anything: forms whose
    /// value Swift never makes optional.
    private static func isNonOptional(_ expression: ExprSyntax) -> Bool {
        if expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(FloatLiteralExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
        {
            return true
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return prefix.operator.text == "!" }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        let operators = sequence.elements.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        // Every other element is an operator: no ternary, cast or assignment in between.
        return operators.count == sequence.elements.count / 2
            && operators.allSatisfy { ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains($0) }
    }
}
