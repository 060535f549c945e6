import PlumbSyntax
import SwiftSyntax

/// Reads argument values through what the project says they are: a parameter is the argument
/// its caller gave, a constant (`let`, static, theme token) is its initializer, and a number is
/// what `ValueResolver` proves it evaluates to (literals, constants, `AppTheme.Spacing.medium`,
/// arithmetic). What none of them settles stays unread.
struct ValueReader {
    let facts: ProjectFacts
    let resolver: ValueResolver
    private static let maximumSteps = 16

    init(facts: ProjectFacts) {
        self.facts = facts
        resolver = ValueResolver(facts: facts)
    }

    /// The expression `expression` stands for, and the scope to read it in: parameters are
    /// followed to their arguments and constants to their initializers.
    func dereference(_ expression: ExprSyntax, in scope: ReadingScope) -> (ExprSyntax, ReadingScope) {
        var current = (expression, scope)
        for _ in 0..<Self.maximumSteps {
            let (expression, scope) = current
            if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first, only.label == nil
            {
                current = (only.expression, scope)
            } else if let bound = scope.bound(expression) {
                current = (bound.expression, bound.scope)
            } else if let initializer = constantInitializer(expression, in: scope) {
                current = (initializer, scope)
            } else {
                break
            }
        }
        return current
    }

    /// The number `expression` evaluates to in `scope`: a literal, a settled choice, arithmetic,
    /// a constant the resolver proves.
    func number(_ expression: ExprSyntax, in scope: ReadingScope) -> Double? {
        let (expression, scope) = dereference(expression, in: scope)
        if let literal = LiteralValue.number(expression) { return literal }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self) {
                // `compact ? 4 : 12` (unfolded) where the condition is settled: a parameter given `false`.
                guard let condition = LiteralValue.bool(dereference(elements[0], in: scope).0) else { return nil }
                return number(condition ? ternary.thenExpression : elements[2], in: scope)
            }
            return Arithmetic.evaluate(sequence) { number($0, in: scope) }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression, in: scope).map { -$0 }
        }
        return resolver.resolve(expression)?.value
    }

    /// The initializer of the constant `expression` names: a local `let`, a `let` of the type
    /// being read or of the file, or a static constant of a project type (`AppTheme.Fonts.title`).
    private func constantInitializer(_ expression: ExprSyntax, in scope: ReadingScope) -> ExprSyntax? {
        if let name = ReadingScope.propertyName(expression) {
            if expression.is(DeclReferenceExprSyntax.self),
                case .local(_, let initializer) = ScopeLookup.find(name, from: Syntax(expression))
            {
                return initializer
            }
            let types = ScopeLookup.enclosingTypes(of: Syntax(expression)) + (scope.typeName.map { [$0] } ?? [])
            for type in types {
                if let initializer = facts.members[type]?[name]?.initializer { return initializer }
            }
            return expression.is(DeclReferenceExprSyntax.self)
                ? facts.fileValue(named: name, near: expression)?.initializer : nil
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            let base = member.base, let typeName = ValueResolver.dottedName(base)
        else { return nil }
        let name = member.declName.baseName.text
        let candidates = ScopeLookup.enclosingTypes(of: Syntax(member)).map { "\($0).\(typeName)" } + [typeName]
        return candidates.lazy.compactMap { facts.members[$0]?[name]?.initializer }.first
    }
}
