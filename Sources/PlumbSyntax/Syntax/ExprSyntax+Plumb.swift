import SwiftSyntax

extension ExprSyntax {
    /// The expression without trailing `?` and `!`: `NSScreen.main` for `NSScreen.main?`.
    public var unwrappingOptionals: ExprSyntax {
        if let optional = self.as(OptionalChainingExprSyntax.self) { return optional.expression.unwrappingOptionals }
        if let forced = self.as(ForceUnwrapExprSyntax.self) { return forced.expression.unwrappingOptionals }
        return self
    }

    /// The branches a value can take: both sides of `flag ? a : b` (also `x == y ? a : b`), or
    /// the value itself. An else side that is itself an operator sequence is left out: the
    /// resolver only reads whole nodes of the tree.
    public var valueBranches: [ExprSyntax] {
        if let sequence = self.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
               let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) {
                let elseSide = index == elements.count - 2 ? elements[index + 1].valueBranches : []
                return ternary.thenExpression.valueBranches + elseSide
            }
        }
        if let ternary = self.as(TernaryExprSyntax.self) {
            return ternary.thenExpression.valueBranches + ternary.elseExpression.valueBranches
        }
        return [self]
    }

    /// Whether the expression is what `??` falls back to: `UIScreen.main.bounds` in
    /// `window?.bounds ?? UIScreen.main.bounds` (the operator sequence is unfolded).
    public var isNilCoalescingFallback: Bool {
        guard let sequence = parent?.as(ExprListSyntax.self), let index = sequence.firstIndex(where: { $0.id == id }),
              index != sequence.startIndex
        else { return false }
        return sequence[sequence.index(before: index)].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    }
}
