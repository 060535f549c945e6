import PlumbLayout
import SwiftSyntax

/// Optional views written as expressions: `nil` and a mapped optional with a fallback.
extension TreeBuilder {
    /// `nil` where a view goes (`.background(isPlain ? nil : Color.gray)`): an optional view that
    /// is absent, which SwiftUI shows as nothing. `spacing.map { content.lineSpacing($0) } ??
    /// content`: the mapped view when the value is there, else the fallback, as the host's
    /// `OptionalContent` scenario says (see `optionalContentViews`). Nil for other expressions.
    func optionalViews(_ expression: ExprSyntax) -> [ViewNode]? {
        if LiteralValue.isNil(expression) { return [] }
        guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
            elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
            let mapped = elements[0].as(FunctionCallExprSyntax.self), let present = optionalContentViews(mapped)
        else { return nil }
        return hostOptionalContent == .present ? present : views(elements[2])
    }
}
