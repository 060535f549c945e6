import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// Optional views written as expressions: `nil`, an optional view with a fallback, and a mapped
/// optional with a fallback.
extension TreeBuilder {
    /// `nil` where a view goes (`.background(isPlain ? nil : Color.gray)`): an optional view that
    /// is absent, which SwiftUI shows as nothing. `icon ?? DefaultIcon()`: the fallback when the
    /// code gives the optional as `nil` (a property left at its `nil` default), the optional's
    /// view when the code gives it as a project view made there (`icon: Badge(…)`).
    /// `spacing.map { content.lineSpacing($0) } ?? content`: the mapped view when the value is
    /// there, else the fallback, as the host's `OptionalContent` scenario says (see
    /// `optionalContentViews`). Nil for other expressions.
    func optionalViews(_ expression: ExprSyntax) -> [ViewNode]? {
        if LiteralValue.isNil(expression) || chainsThroughNil(expression) { return [] }
        guard let elements = expression.as(SequenceExprSyntax.self).map({ Array($0.elements) }), elements.count == 3,
            elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        else { return nil }
        if givesNil(elements[0]) { return views(elements[2]) }
        if givesProjectView(elements[0]) { return views(elements[0]) }
        guard let mapped = elements[0].as(FunctionCallExprSyntax.self), let present = optionalContentViews(mapped) else { return nil }
        return hostOptionalContent == .present ? present : views(elements[2])
    }

    /// Whether the code gives `expression` as a view made there, which is never `nil`.
    private func givesProjectView(_ expression: ExprSyntax) -> Bool {
        makesView(values.dereference(expression, in: scope).0)
    }

    /// Whether `value` makes a view with its initializer: a project view (`Badge(symbol:
    /// "star")`) or a type-erased one (`AnyView(…)`), neither of which is ever `nil`.
    func makesView(_ value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), let name = ValueResolver.dottedName(call.calledExpression),
            name.first?.isUppercase == true
        else { return false }
        return name == "AnyView" || facts.isView(name)
    }

    /// `header?()`, a closure a view may be given: nothing when the code gives it as `nil` (a
    /// parameter left at its `nil` default, `self.init(content: content, header: nil)`), else
    /// the closure's views. Nil when what the name holds is not known.
    func optionalCallViews(_ call: FunctionCallExprSyntax) -> [ViewNode]? {
        guard call.trailingClosure == nil, let chained = call.calledExpression.as(OptionalChainingExprSyntax.self) else { return nil }
        let (value, valueScope) = values.dereference(chained.expression, in: scope)
        if LiteralValue.isNil(value) { return [] }
        guard let closure = value.as(ClosureExprSyntax.self) else { return nil }
        return closureViews(closure, in: valueScope, given: call.arguments)
    }

    /// Whether `expression` is an optional chain through a value the code gives as `nil`
    /// (`details?.icon` where `details` is a parameter left at its `nil` default): the chain is
    /// `nil` too, whatever the run time holds.
    private func chainsThroughNil(_ expression: ExprSyntax) -> Bool {
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let chained = current.as(OptionalChainingExprSyntax.self) {
                if LiteralValue.isNil(values.dereference(chained.expression, in: scope).0) { return true }
                current = chained.expression
            } else {
                return false
            }
        }
    }

    /// Whether one of an `if`'s conditions unwraps a value the code gives as `nil` (`if let
    /// accessory` where `accessory` is an optional the call leaves out): the `if` fails,
    /// whatever else it tests.
    func unwrapsNil(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { unwrappedValue(of: $0, satisfies: givesNil) }
    }

    /// Whether a condition is an `if let` whose value satisfies `test`: the value it writes, or,
    /// for `if let name`, what the reading binds `name` to, tested in that binding's scope.
    func unwrappedValue(of element: ConditionElementSyntax, satisfies test: (ExprSyntax) -> Bool) -> Bool {
        guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else { return false }
        if let value = binding.initializer?.value { return test(value) }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let bound = scope.bindings[name]
        else { return false }
        return reading(in: bound.scope) { test(bound.expression) }
    }

    /// Whether `expression` is `nil` as the code gives it: `nil`, or a chain through `nil`.
    private func givesNil(_ expression: ExprSyntax) -> Bool {
        let (value, valueScope) = values.dereference(expression, in: scope)
        return LiteralValue.isNil(value) || reading(in: valueScope) { chainsThroughNil(value) }
    }
}
