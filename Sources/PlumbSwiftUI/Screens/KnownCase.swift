import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// A `switch` over a value the reader sees being made as one case of an enum (`accessory`, which
/// the initializer sets to `.custom(AnyView(Toggle(…)))`): the case that matches it is taken, its
/// payload's names (`case .custom(let view)`, `case let .custom(view)`) bound to the value's
/// arguments. Decided, not assumed: the value is the code's. A value no case names is left to the
/// run-time reading (`default` may be a case of the same value, `static let plain = bold`).
extension TreeBuilder {
    func knownCaseViews(_ choice: SwitchExprSyntax) -> [ViewNode]? {
        let (value, valueScope) = values.dereference(choice.subject, in: scope)
        guard let made = Self.enumCase(value) else { return nil }
        for switchCase in choice.cases.compactMap({ $0.as(SwitchCaseSyntax.self) }) {
            guard case .case(let label) = switchCase.label else { continue }
            for item in label.caseItems where item.whereClause == nil {
                guard let names = Self.payloadNames(item.pattern, matching: made.name) else { continue }
                var bindings = scope.bindings
                for (name, argument) in zip(names, made.arguments) {
                    guard let name else { continue }
                    bindings[name] = ReadingScope.Bound(expression: argument, scope: valueScope)
                }
                let inner = ReadingScope(
                    typeName: scope.typeName, bindings: bindings, viewChain: scope.viewChain, modified: scope.modified,
                    configuration: scope.configuration)
                return reading(in: inner) { statements(switchCase.statements) }
            }
        }
        return nil
    }

    /// `.name` or `.name(a, b)`, a leading-dot case and its payload's values.
    private static func enumCase(_ value: ExprSyntax) -> (name: String, arguments: [ExprSyntax])? {
        if let member = value.as(MemberAccessExprSyntax.self), member.base == nil {
            return (member.declName.baseName.text, [])
        }
        guard let call = value.as(FunctionCallExprSyntax.self), call.additionalTrailingClosures.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
        else { return nil }
        // A trailing closure is the payload's last value (`.selection(isSelected: on) { toggle() }`).
        return (member.declName.baseName.text, call.arguments.map(\.expression) + (call.trailingClosure.map { [ExprSyntax($0)] } ?? []))
    }

    /// The names a case pattern binds to its payload's values, in order (nil for `_` or a value
    /// it compares), when the pattern is the case `name`; nil when it is another.
    private static func payloadNames(_ pattern: PatternSyntax, matching name: String) -> [String?]? {
        var pattern = pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return member.declName.baseName.text == name ? [] : nil
        }
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil, member.declName.baseName.text == name
        else { return nil }
        return call.arguments.map { argument in
            var inner = argument.expression.as(PatternExprSyntax.self)?.pattern
            if let binding = inner?.as(ValueBindingPatternSyntax.self) { inner = binding.pattern }
            return inner?.as(IdentifierPatternSyntax.self)?.identifier.text
        }
    }
}
