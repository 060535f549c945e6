import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// A `switch` over a value the reader sees being made as one case of an enum (`accessory`, which
/// the initializer sets to `.custom(AnyView(Toggle(…)))`): the case that matches it is taken, its
/// payload's names (`case .custom(let view)`, `case let .custom(view)`) bound to the value's
/// arguments. Decided, not assumed: the value is the code's. A value no case names takes the
/// `default` only where the subject is declared as a project enum that lists the value's case and
/// every case the switch names; else it is left to the run-time reading (`default` may be a case
/// of the same value, `static let plain = bold`).
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
        return defaultViews(choice, madeAs: made.name)
    }

    /// The `default` of a switch whose subject, declared as a project enum, is made as its case
    /// `name` while every other case the switch names is another of that enum's cases, so none
    /// of them can match.
    private func defaultViews(_ choice: SwitchExprSyntax, madeAs name: String) -> [ViewNode]? {
        let cases = choice.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        guard let fallback = cases.first(where: { $0.label.is(SwitchDefaultLabelSyntax.self) }),
            let type = declaredType(of: choice.subject), !type.isOptional, !type.isMetatype
        else { return nil }
        let declared = declaredCases(of: type.name)
        guard declared.contains(name) else { return nil }
        for switchCase in cases {
            guard case .case(let label) = switchCase.label else { continue }
            for item in label.caseItems {
                guard let named = Self.caseName(item.pattern), named != name, declared.contains(named) else { return nil }
            }
        }
        return statements(fallback.statements)
    }

    /// The cases the project enum `typeName` declares, with or without associated values.
    private func declaredCases(of typeName: String) -> Set<String> {
        let declarations = facts.types[typeName] ?? []
        guard declarations.contains(where: { $0.node.is(EnumDeclSyntax.self) }) else { return [] }
        let elements = declarations.flatMap { Array($0.members ?? []) }.compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }.flatMap(\.elements)
        return Set(elements.compactMap { $0.name.identifier?.name })
    }

    /// The case a pattern names, `.name` or `.name(…)`, with or without `let`.
    static func caseName(_ pattern: PatternSyntax) -> String? {
        var pattern = pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        var expression = pattern.as(ExpressionPatternSyntax.self)?.expression
        if let call = expression?.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        return expression.flatMap(leadingDotName)
    }

    /// `.ready`: a leading-dot case name, without argument labels.
    static func leadingDotName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil, member.declName.argumentNames == nil else { return nil }
        return member.declName.baseName.text
    }

    /// `.name` or `.name(a, b)`, a leading-dot case and its payload's values.
    private static func enumCase(_ value: ExprSyntax) -> (name: String, arguments: [ExprSyntax])? {
        if let name = leadingDotName(value) { return (name, []) }
        guard let call = value.as(FunctionCallExprSyntax.self), call.additionalTrailingClosures.isEmpty,
            let name = leadingDotName(call.calledExpression)
        else { return nil }
        // A trailing closure is the payload's last value (`.selection(isSelected: on) { toggle() }`).
        return (name, call.arguments.map(\.expression) + (call.trailingClosure.map { [ExprSyntax($0)] } ?? []))
    }

    /// The names a case pattern binds to its payload's values, in order (nil for `_` or a value
    /// it compares), when the pattern is the case `name`; nil when it is another.
    private static func payloadNames(_ pattern: PatternSyntax, matching name: String) -> [String?]? {
        guard caseName(pattern) == name else { return nil }
        var pattern = pattern
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
        guard let call = pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self) else { return [] }
        return call.arguments.map { argument in
            var inner = argument.expression.as(PatternExprSyntax.self)?.pattern
            if let binding = inner?.as(ValueBindingPatternSyntax.self) { inner = binding.pattern }
            return inner?.as(IdentifierPatternSyntax.self)?.identifier.text
        }
    }
}
