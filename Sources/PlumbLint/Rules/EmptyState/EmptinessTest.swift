import PlumbSyntax
import SwiftSyntax

/// Tests of whether a collection is empty, as code writes them: `items.isEmpty`,
/// `!items.isEmpty`, `items.isEmpty == false`, `items.count > 0`, `items.count != 0`.
/// Collections are named by their text without `self.`: `model.items`.
enum EmptinessTest {
    /// The collection a condition proves non-empty where it holds: `!items.isEmpty`,
    /// `items.isEmpty == false`, `items.count > 0`, `items.count != 0`, `items.count >= 1`; a
    /// `&&` chain proves what each part proves.
    static func nonEmpty(in condition: ExprSyntax) -> [String] {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return isEmptyBase(prefix.expression).map { [$0] } ?? []
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return nonEmpty(in: only.expression)
        }
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return [] }
        let elements = Array(sequence.elements)
        if elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" }) {
            return split(elements, by: "&&").flatMap(nonEmpty(in:))
        }
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text else { return [] }
        if let base = isEmptyBase(elements[0]), op == "==", elements[2].as(BooleanLiteralExprSyntax.self)?.literal.text == "false" {
            return [base]
        }
        if let base = countBase(elements[0]), let bound = elements[2].as(IntegerLiteralExprSyntax.self)?.literal.text {
            if (op == ">" || op == "!=") && bound == "0" || op == ">=" && bound == "1" { return [base] }
        }
        return []
    }

    /// The collection a condition proves empty where it holds: `items.isEmpty`, `items.count == 0`.
    static func empty(in condition: ExprSyntax) -> String? {
        if let base = isEmptyBase(condition) { return base }
        guard let sequence = condition.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
              elements[2].as(IntegerLiteralExprSyntax.self)?.literal.text == "0"
        else { return nil }
        return countBase(elements[0])
    }

    /// Whether the view code of the declarations (not an action) tests `collection`'s emptiness:
    /// `collection.isEmpty`, or its `count` compared.
    static func isTested(_ collection: String, in declarations: [TypeDeclaration], facts: ProjectFacts) -> Bool {
        declarations.contains { declaration in
            declaration.node.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.text == "isEmpty" || token.text == "count",
                      let member = token.parent?.parent?.as(MemberAccessExprSyntax.self), ViewCode.holds(member, facts: facts)
                else { return false }
                if isEmptyBase(ExprSyntax(member)) == collection { return true }
                guard countBase(ExprSyntax(member)) == collection, let sequence = member.parent?.parent?.as(SequenceExprSyntax.self) else { return false }
                return sequence.elements.contains { comparisons.contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "") }
            }
        }
    }

    private static let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">="]

    /// How a collection is named in these tests: its text without `self.` and `$`.
    static func name(of expression: ExprSyntax) -> String {
        var text = expression.trimmedText
        if text.hasPrefix("self.") { text.removeFirst("self.".count) }
        if text.hasPrefix("$") { text.removeFirst() }
        return text
    }

    private static func isEmptyBase(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEmpty",
              let base = member.base
        else { return nil }
        return name(of: base)
    }

    private static func countBase(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "count",
              let base = member.base
        else { return nil }
        return name(of: base)
    }

    private static func split(_ elements: [ExprSyntax], by op: String) -> [ExprSyntax] {
        var parts: [[ExprSyntax]] = [[]]
        for element in elements {
            if element.as(BinaryOperatorExprSyntax.self)?.operator.text == op { parts.append([]) } else { parts[parts.count - 1].append(element) }
        }
        return parts.compactMap { part in
            guard let first = part.first else { return nil }
            return part.count == 1 ? first : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(part)))
        }
    }

    /// Whether `expression` is written where its collection is known to be non-empty: in the
    /// body of an `if !items.isEmpty` or the `else` of an `if items.isEmpty` (a `NavigationLink`
    /// shown only when there is something to list).
    static func isGuardedNonEmpty(_ expression: ExprSyntax) -> Bool {
        let collection = name(of: expression)
        var child = Syntax(expression)
        while let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self) {
                let conditions = ifExpression.conditions.compactMap { $0.condition.as(ExprSyntax.self) }
                if child.id == Syntax(ifExpression.body).id, conditions.contains(where: { nonEmpty(in: $0).contains(collection) }) {
                    return true
                }
                if let elseBody = ifExpression.elseBody, child.id == Syntax(elseBody).id,
                   conditions.count == 1, empty(in: conditions[0]) == collection {
                    return true
                }
            }
            if parent.is(MemberBlockItemSyntax.self) { return false }
            child = parent
        }
        return false
    }

    /// A value that falls back to a constant when its collection is empty:
    /// `items.isEmpty ? Kind.allCases : items` or `!items.isEmpty ? items : defaults`, where
    /// `isConstant` decides the fallback.
    static func isNormalised(_ value: ExprSyntax, isConstant: (ExprSyntax) -> Bool) -> Bool {
        guard let ternary = value.as(SequenceExprSyntax.self).flatMap(unfoldedTernary) else { return false }
        if let tested = empty(in: ternary.condition) {
            return name(of: ternary.elseExpression) == tested && isConstant(ternary.thenExpression)
        }
        return nonEmpty(in: ternary.condition).contains(name(of: ternary.thenExpression)) && isConstant(ternary.elseExpression)
    }

    /// `a ? b : c` as the parser leaves it, unfolded: the condition, then and else.
    private static func unfoldedTernary(_ sequence: SequenceExprSyntax) -> (condition: ExprSyntax, thenExpression: ExprSyntax, elseExpression: ExprSyntax)? {
        let elements = Array(sequence.elements)
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
              index + 1 < elements.count,
              let middle = elements[index].as(UnresolvedTernaryExprSyntax.self)
        else { return nil }
        let condition = index == 1 ? elements[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(Array(elements[..<index]))))
        let rest = Array(elements[(index + 1)...])
        let otherwise = rest.count == 1 ? rest[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(rest)))
        return (condition, middle.thenExpression, otherwise)
    }
}
