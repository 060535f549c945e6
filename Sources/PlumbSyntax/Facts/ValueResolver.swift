import SwiftSyntax

/// Turns an expression into the number it evaluates to, when the source proves it: literals,
/// `let` constants of the enclosing scopes, type or file, static constants of project types,
/// theme tokens, `CGFloat(…)` conversions and `+ - * /`. Anything else is unresolved (`nil`),
/// and an unresolved value is never a finding.
public struct ValueResolver: Sendable {
    private let facts: ProjectFacts
    /// Static constants reachable with a leading dot in a number position (`.spacingM`).
    private static let numberTypes = ["CGFloat", "Double", "Float", "Int"]
    private static let maximumDepth = 16

    public init(facts: ProjectFacts) {
        self.facts = facts
    }

    public func resolve(_ expression: ExprSyntax) -> ResolvedValue? {
        resolve(expression, depth: 0)
    }

    private func resolve(_ expression: ExprSyntax, depth: Int) -> ResolvedValue? {
        guard depth < Self.maximumDepth else { return nil }
        if let number = NumberLiteral.value(of: expression) {
            return ResolvedValue(value: number, origin: .literal(expression))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
           let only = tuple.elements.first, only.label == nil {
            return resolve(only.expression, depth: depth + 1).map { ResolvedValue(value: $0.value, origin: .computed) }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return resolve(prefix.expression, depth: depth + 1).map { ResolvedValue(value: -$0.value, origin: .computed) }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return resolveConversion(call, depth: depth)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return Arithmetic.evaluate(sequence) { resolve($0, depth: depth + 1)?.value }
                .map { ResolvedValue(value: $0, origin: .computed) }
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return resolveName(reference.baseName.text, at: Syntax(reference), depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return resolveMember(member, depth: depth)
        }
        return nil
    }

    /// `CGFloat(8)`, `Double(x)`: the value of the single unlabeled argument.
    private func resolveConversion(_ call: FunctionCallExprSyntax, depth: Int) -> ResolvedValue? {
        guard let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              Self.numberTypes.contains(callee.baseName.text),
              call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
              call.trailingClosure == nil
        else { return nil }
        return resolve(argument.expression, depth: depth + 1).map { ResolvedValue(value: $0.value, origin: .computed) }
    }

    private func resolveName(_ name: String, at node: Syntax, depth: Int) -> ResolvedValue? {
        switch ScopeLookup.find(name, from: node) {
        case .shadowed:
            return nil
        case .local(let nameToken, let initializer):
            guard let file = facts.file(containing: node) else { return nil }
            let local = ValueDeclaration(name: name, owner: nil, file: file, nameToken: nameToken, initializer: initializer)
            return resolveDeclaration(local, depth: depth)
        case .notFound:
            break
        }
        for type in ScopeLookup.enclosingTypes(of: node) {
            if let declaration = facts.members[type]?[name] {
                return resolveDeclaration(declaration, depth: depth)
            }
        }
        guard let declaration = facts.fileValue(named: name, near: node) else { return nil }
        return resolveDeclaration(declaration, depth: depth)
    }

    private func resolveMember(_ member: MemberAccessExprSyntax, depth: Int) -> ResolvedValue? {
        let name = member.declName.baseName.text
        guard member.declName.argumentNames == nil else { return nil }
        guard let base = member.base else {
            for type in Self.numberTypes {
                if let declaration = facts.members[type]?[name] { return resolveDeclaration(declaration, depth: depth) }
            }
            return nil
        }
        let node = Syntax(member)
        if let reference = base.as(DeclReferenceExprSyntax.self), ["self", "Self"].contains(reference.baseName.text) {
            guard let type = ScopeLookup.enclosingTypes(of: node).first,
                  let declaration = facts.members[type]?[name]
            else { return nil }
            return resolveDeclaration(declaration, depth: depth)
        }
        guard let typeName = Self.dottedName(base) else { return nil }
        // `Spacing.medium` inside `AppTheme` means `AppTheme.Spacing.medium`: try the enclosing
        // types' names as prefixes, innermost first, then the name as written. Most names
        // (`AppTheme.Spacing`) are no nested type's suffix, and skip the walk up the tree.
        let nested = facts.isNestedNameSuffix(typeName)
            ? ScopeLookup.enclosingTypes(of: node).map { "\($0).\(typeName)" } : []
        let candidates = nested + [typeName]
        for candidate in candidates {
            if let declaration = facts.members[candidate]?[name] { return resolveDeclaration(declaration, depth: depth) }
        }
        return nil
    }

    private func resolveDeclaration(_ declaration: ValueDeclaration, depth: Int) -> ResolvedValue? {
        guard let initializer = declaration.initializer,
              let inner = resolve(initializer, depth: depth + 1)
        else { return nil }
        if facts.isThemeToken(declaration) {
            return ResolvedValue(value: inner.value, origin: .token(declaration))
        }
        switch inner.origin {
        case .literal(let literal):
            return ResolvedValue(value: inner.value, origin: .constant(declaration, literal: literal))
        case .constant, .token:
            return inner
        case .computed:
            return ResolvedValue(value: inner.value, origin: .constant(declaration, literal: nil))
        }
    }

    /// `AppTheme.Spacing` for a base written as a chain of plain names.
    public static func dottedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           let prefix = dottedName(base) {
            return "\(prefix).\(member.declName.baseName.text)"
        }
        return nil
    }
}

/// The number a literal spells, with an optional minus sign and `CGFloat(…)` left to the
/// resolver: `16`, `0.5`, `1_000`, `0x10`.
public enum NumberLiteral {
    public static func value(of expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return integerValue(integer.literal.text)
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(String(float.literal.text.filter { $0 != "_" }))
        }
        return nil
    }

    private static func integerValue(_ text: String) -> Double? {
        let digits = String(text.filter { $0 != "_" })
        let radixes: [(prefix: String, radix: Int)] = [("0x", 16), ("0o", 8), ("0b", 2)]
        for (prefix, radix) in radixes where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix).map(Double.init)
        }
        return Int(digits).map(Double.init)
    }
}

/// `a + b * c` in an unfolded sequence expression: `* /` bind tighter than `+ -`; any other
/// operator leaves the sequence unresolved.
public enum Arithmetic {
    public static func evaluate(_ sequence: SequenceExprSyntax, operand: (ExprSyntax) -> Double?) -> Double? {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements.count % 2 == 1 else { return nil }
        var terms: [Double] = []
        var pendingSigns: [Double] = []
        guard var product = operand(elements[0]) else { return nil }
        var index = 1
        while index < elements.count {
            guard let op = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
                  let value = operand(elements[index + 1])
            else { return nil }
            switch op {
            case "*": product *= value
            case "/":
                guard value != 0 else { return nil }
                product /= value
            case "+", "-":
                terms.append(product)
                pendingSigns.append(op == "+" ? 1 : -1)
                product = value
            default: return nil
            }
            index += 2
        }
        terms.append(product)
        var total = terms[0]
        for (sign, term) in zip(pendingSigns, terms.dropFirst()) { total += sign * term }
        return total
    }
}
