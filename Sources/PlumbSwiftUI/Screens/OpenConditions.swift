import SwiftSyntax

/// One fact a run-time condition tests, by the text of the value it tests: that a Boolean holds
/// (`isLoading`, `items.isEmpty`), that an optional holds a value (`error != nil`, `if let
/// error`, `error.map { … }`), or that a value is one case of an enum (`state == .ready`, `if
/// case .ready = state`). `negated` when the condition holds where the fact does not (`!isLoading`,
/// `error == nil`, `state != .ready`).
struct ConditionFact: Hashable {
    enum Kind: Hashable {
        case holds
        case hasValue
        case isCase(String)
    }

    let subject: String
    let kind: Kind
    var negated = false

    /// The same fact, tested the other way round.
    var inverted: ConditionFact { ConditionFact(subject: subject, kind: kind, negated: !negated) }
}

/// Whether each run-time fact holds in the state a reading lays out: what a run-time `if`,
/// `guard`, ternary, mapped optional or `switch` took it to be (its `OptionalContent` scenario),
/// and what an open number chose. A layout is a state the app can be in only if a fact holds, or
/// not, everywhere it is tested: `if isLoading { … }` and a later `if !isLoading { … }` never
/// both show, nor `if let error` and `if error == nil`, nor `if case .ready = state` and
/// `state == .failed`. The first test met decides.
struct OpenConditions: Equatable {
    /// Whether each fact holds, keyed by the fact not negated.
    private var byTest: [ConditionFact: Bool] = [:]
    /// The case each value was taken to be.
    private var cases: [String: String] = [:]
    private var byNumber: [ConditionFact: Bool] = [:]

    /// Whether `fact` holds as an earlier test took it; nil when none tested it.
    func holds(_ fact: ConditionFact) -> Bool? {
        let positive = fact.negated ? fact.inverted : fact
        let known = byTest[positive] ?? caseHolds(positive)
        return known.map { $0 != fact.negated }
    }

    /// Whether all of `facts` hold as earlier tests took them: false when one does not, true when
    /// every one does, nil when one was not tested (or is no fact the reader follows, nil).
    func holds(_ facts: [ConditionFact?]) -> Bool? {
        let known = facts.map { $0.flatMap(holds) }
        if known.contains(false) { return false }
        return facts.isEmpty || known.contains(nil) ? nil : true
    }

    /// Records that the conjunction `facts` was taken to hold, or not. Held, each fact holds; not
    /// held, the one fact not yet known to hold does not (with several unknown, which one fails
    /// is open).
    mutating func take(_ facts: [ConditionFact?], holds: Bool) {
        if holds {
            for fact in facts.compactMap({ $0 }) { record(fact, holds: true) }
            return
        }
        let open = facts.filter { $0.flatMap(self.holds) != true }
        if open.count == 1, let fact = open[0] { record(fact, holds: false) }
    }

    /// Records that an open number chose the single fact of `facts` to hold, or not.
    mutating func choose(_ facts: [ConditionFact?], holds: Bool) {
        guard facts.count == 1, let fact = facts[0] else { return }
        byNumber[fact.negated ? fact.inverted : fact] = holds != fact.negated
    }

    /// Whether the single fact of `facts` holds as an open number chose it; nil when none did.
    func chosen(_ facts: [ConditionFact?]) -> Bool? {
        guard facts.count == 1, let fact = facts[0] else { return nil }
        return byNumber[fact.negated ? fact.inverted : fact].map { $0 != fact.negated }
    }

    private mutating func record(_ fact: ConditionFact, holds: Bool) {
        guard self.holds(fact) == nil else { return }
        let positive = fact.negated ? fact.inverted : fact
        let value = holds != fact.negated
        byTest[positive] = value
        if value, case .isCase(let name) = positive.kind { cases[positive.subject] = name }
    }

    /// A value taken to be one case is no other.
    private func caseHolds(_ fact: ConditionFact) -> Bool? {
        guard case .isCase(let name) = fact.kind, let taken = cases[fact.subject] else { return nil }
        return taken == name
    }
}

/// The facts of a run-time condition as it is written.
extension TreeBuilder {
    /// The facts a condition list asserts together, one per element and per `&&` operand; nil
    /// for an element the reader does not follow (`#available`). Operands the source settles
    /// as holding are left out: they decide nothing about the state.
    func conditionFacts(_ conditions: ConditionElementListSyntax) -> [ConditionFact?] {
        conditions.flatMap { element -> [ConditionFact?] in
            switch element.condition {
            case .expression(let expression):
                return conditionFacts(expression)
            case .optionalBinding(let binding):
                // `if let name` unwraps `name` itself.
                let value = binding.initializer?.value
                    ?? binding.pattern.as(IdentifierPatternSyntax.self).map { ExprSyntax(DeclReferenceExprSyntax(baseName: $0.identifier)) }
                return [value.map(hasValueFact)]
            case .matchingPattern(let match):
                return [Self.caseName(match.pattern).map { caseFact($0, of: match.initializer.value) }]
            default:
                return [nil]
            }
        }
    }

    /// The facts `condition` asserts together (its `&&` operands).
    func conditionFacts(_ condition: ExprSyntax) -> [ConditionFact?] {
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            let conjunction = elements.indices.filter { elements[$0].as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }
            if !conjunction.isEmpty, !elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" }) {
                var operands: [[ExprSyntax]] = [[]]
                for (index, element) in elements.enumerated() {
                    if conjunction.contains(index) { operands.append([]) } else { operands[operands.count - 1].append(element) }
                }
                return operands.flatMap { operand -> [ConditionFact?] in
                    let expression = operand.count == 1 ? operand[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(operand)))
                    return decide(expression) == true ? [] : [fact(expression)]
                }
            }
        }
        return [fact(condition)]
    }

    /// The one fact `condition` tests: `!`, a comparison with `nil` or with an enum case, else
    /// the condition itself holding.
    private func fact(_ condition: ExprSyntax) -> ConditionFact {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return fact(only.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return fact(prefix.expression).inverted
        }
        if let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let operation = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text,
            operation == "==" || operation == "!=", let lhs = sequence.elements.first, let rhs = sequence.elements.last
        {
            let negated = operation == "!="
            if LiteralValue.isNil(rhs) || LiteralValue.isNil(lhs) {
                let fact = hasValueFact(LiteralValue.isNil(rhs) ? lhs : rhs)
                return negated ? fact : fact.inverted
            }
            if let name = Self.leadingDotName(rhs) ?? Self.leadingDotName(lhs) {
                let fact = caseFact(name, of: Self.leadingDotName(rhs) != nil ? lhs : rhs)
                return negated ? fact.inverted : fact
            }
        }
        return ConditionFact(subject: subject(condition), kind: .holds)
    }

    /// The fact that the optional `value` holds a value.
    func hasValueFact(_ value: ExprSyntax) -> ConditionFact {
        ConditionFact(subject: subject(value), kind: .hasValue)
    }

    /// The fact that `value` is its enum's case `name`.
    func caseFact(_ name: String, of value: ExprSyntax) -> ConditionFact {
        ConditionFact(subject: subject(value), kind: .isCase(name))
    }

    /// The text of the value a condition tests, followed through the names a caller gives (a
    /// row's `isLoading` given `model.isSaving` is the caller's `model.isSaving`).
    private func subject(_ expression: ExprSyntax) -> String {
        var current = (expression, scope)
        for _ in 0..<8 {
            guard let bound = current.1.bound(current.0) else { break }
            current = (bound.expression, bound.scope)
        }
        return current.0.trimmedText
    }
}
