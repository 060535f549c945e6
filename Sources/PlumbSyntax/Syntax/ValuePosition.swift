import SwiftSyntax

/// Where a value written with a leading dot (`.blue`, `.custom("X", size: 12)`) ends up, which is
/// what says what type it has: the argument of a call, or a declaration of a written type. The
/// climb goes through what keeps the value's type — method chains on it (`.blue.opacity(0.5)`),
/// ternary branches, `??` fallbacks, parentheses, array elements, `switch`/`if` branches and
/// returns — and gives up anywhere else (a closure, an operator, a pattern), so an unknown place
/// is never taken for a colour or a font.
public enum ValuePosition {
    case argument(FunctionCallExprSyntax, label: String?)
    /// The type written on the declaration that receives the value: `let c: Color = …`,
    /// `var tint: Color { … }`, `func color() -> Color { … }`.
    case declared(String)

    private static let maximumSteps = 64

    public static func of(_ expression: some SyntaxProtocol) -> ValuePosition? {
        var current = Syntax(expression)
        for _ in 0..<maximumSteps {
            guard let parent = current.parent else { return nil }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = parent
            } else if let argument = parent.as(LabeledExprSyntax.self) {
                guard let owner = parent.parent?.parent else { return nil }
                if let call = owner.as(FunctionCallExprSyntax.self) { return .argument(call, label: argument.label?.text) }
                guard let tuple = owner.as(TupleExprSyntax.self), tuple.elements.count == 1 else { return nil }
                current = owner
            } else if parent.is(ArrayElementSyntax.self) || parent.is(ArrayElementListSyntax.self) || parent.is(ArrayExprSyntax.self) {
                current = parent
            } else if let ternary = parent.as(TernaryExprSyntax.self), ternary.condition.id != current.id {
                current = parent
            } else if let ternary = parent.as(UnresolvedTernaryExprSyntax.self), ternary.thenExpression.id == current.id {
                current = parent
            } else if parent.is(ExprListSyntax.self) {
                guard let sequence = parent.parent?.as(SequenceExprSyntax.self), isValueBranch(current, of: sequence) else { return nil }
                current = Syntax(sequence)
            } else if parent.is(ExpressionStmtSyntax.self) {
                current = parent  // a `switch` or `if` written as a statement
            } else if parent.is(ReturnStmtSyntax.self) {
                return declaredType(around: parent)
            } else if let item = parent.as(CodeBlockItemSyntax.self) {
                guard let next = branchOwner(of: item) else { return nil }
                if next.is(ExprSyntax.self) {
                    current = next
                } else {
                    return declaredType(around: next)
                }
            } else if let initializer = parent.as(InitializerClauseSyntax.self) {
                guard let type = initializer.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type else { return nil }
                return .declared(type.trimmedText)
            } else {
                return nil
            }
        }
        return nil
    }

    /// In `flag ? a : b` and `value ?? fallback` (unfolded: three elements), the branches are
    /// values of the whole expression; a condition or an operand of `==` is not.
    private static func isValueBranch(_ element: Syntax, of sequence: SequenceExprSyntax) -> Bool {
        let elements = Array(sequence.elements)
        guard elements.count == 3, let index = elements.firstIndex(where: { $0.id == element.id }) else { return false }
        if elements[1].is(UnresolvedTernaryExprSyntax.self) { return index >= 1 }
        return index == 2 && elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    }

    /// What the value of a lone statement flows into: the `switch`/`if` expression of its branch,
    /// or the getter or function whose single statement it is (an implicit return).
    private static func branchOwner(of item: CodeBlockItemSyntax) -> Syntax? {
        guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1, let owner = list.parent else { return nil }
        if owner.is(SwitchCaseSyntax.self) {
            return owner.parent?.parent.flatMap { $0.is(SwitchExprSyntax.self) ? $0 : nil }
        }
        if owner.is(CodeBlockSyntax.self), let parent = owner.parent {
            if parent.is(IfExprSyntax.self) { return ifExpressionRoot(parent) }
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) { return owner }
            return nil
        }
        return owner.is(AccessorBlockSyntax.self) ? owner : nil
    }

    /// `else if` chains nest; the value is the outermost `if`'s.
    private static func ifExpressionRoot(_ node: Syntax) -> Syntax {
        var current = node
        while let parent = current.parent, parent.is(IfExprSyntax.self) { current = parent }
        return current
    }

    /// The return type of the function, getter or subscript a statement belongs to; `nil` inside
    /// a closure, whose type the source does not say.
    private static func declaredType(around node: Syntax) -> ValuePosition? {
        var current: Syntax? = node
        while let candidate = current {
            if candidate.is(ClosureExprSyntax.self) { return nil }
            if let function = candidate.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { .declared($0.type.trimmedText) }
            }
            if let binding = candidate.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { .declared($0.type.trimmedText) }
            }
            if let subscriptDecl = candidate.as(SubscriptDeclSyntax.self) {
                return .declared(subscriptDecl.returnClause.type.trimmedText)
            }
            if candidate.is(MemberBlockSyntax.self) || candidate.is(SourceFileSyntax.self) { return nil }
            current = candidate.parent
        }
        return nil
    }
}

extension ValuePosition {
    /// The name of the call that receives an argument: `foregroundStyle` for
    /// `.foregroundStyle(…)`, `Color` for `Color(…)`.
    public static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
        switch CallShape(call) {
        case .initializer(let name)?: name
        case .modifier(let name, _)?: name
        case .implicitMember(let name)?: name
        case nil: nil
        }
    }

    /// The bare type a declaration names: `Color` for `Color?`, `[Color]`, `some ShapeStyle`.
    public static func bareType(_ type: String) -> String {
        var text = Substring(type)
        for prefix in ["some ", "any "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        while text.hasSuffix("?") || text.hasSuffix("!") { text = text.dropLast() }
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        if text.hasPrefix("SwiftUI.") { text = text.dropFirst("SwiftUI.".count) }
        return String(text)
    }
}
