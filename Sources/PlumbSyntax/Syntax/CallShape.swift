import SwiftSyntax

/// How a call is written: a view or type initializer (`VStack(…)`), a modifier on a base
/// (`text.padding(…)`), or a member with an implicit base (`.init(…)`, `.flexible()`).
public enum CallShape {
    case initializer(String)
    case modifier(String, base: ExprSyntax)
    case implicitMember(String)

    public init?(_ call: FunctionCallExprSyntax) {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            self = .initializer(reference.baseName.text)
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            if let base = member.base {
                self = .modifier(member.declName.baseName.text, base: base)
            } else {
                self = .implicitMember(member.declName.baseName.text)
            }
        } else if let specialized = callee.as(GenericSpecializationExprSyntax.self),
                  let reference = specialized.expression.as(DeclReferenceExprSyntax.self) {
            self = .initializer(reference.baseName.text)
        } else {
            return nil
        }
    }

    public var initializerName: String? {
        if case .initializer(let name) = self { return name }
        return nil
    }

    public var modifierName: String? {
        if case .modifier(let name, _) = self { return name }
        return nil
    }
}

extension InheritanceClauseSyntax {
    /// The names of the inherited types as written (`View`, `Sendable`, `Foo.Bar`).
    public var typeNames: [String] {
        inheritedTypes.map { $0.type.as(IdentifierTypeSyntax.self)?.name.text ?? $0.type.trimmedDescription }
    }
}

extension FunctionCallExprSyntax {
    /// The argument with this label.
    public func argument(_ label: String) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }

    public var unlabeledArguments: [LabeledExprSyntax] {
        arguments.filter { $0.label == nil }
    }

    /// The view a modifier chain starts from: `ScrollView` in
    /// `ScrollView { … }.padding().safeAreaInset(edge: .bottom) { … }`.
    public var chainRoot: FunctionCallExprSyntax {
        var current = self
        while case .modifier(_, let base)? = CallShape(current), let inner = base.as(FunctionCallExprSyntax.self) {
            current = inner
        }
        return current
    }

    /// The modifiers of the chain that ends in this call, from its root outward:
    /// `.font` then `.padding` in `Image(…).font(.title).padding(8)`.
    public var chainModifiers: [FunctionCallExprSyntax] {
        var modifiers: [FunctionCallExprSyntax] = []
        var current = self
        while case .modifier(_, let base)? = CallShape(current) {
            modifiers.append(current)
            guard let inner = base.as(FunctionCallExprSyntax.self) else { break }
            current = inner
        }
        return modifiers.reversed()
    }

    /// The names of the modifiers of the chain that ends in this call, from its root outward.
    public var chainModifierNames: [String] {
        chainModifiers.compactMap { CallShape($0)?.modifierName }
    }

    /// The modifier calls written on this view, from it outward: the chain above it.
    public var appliedModifiers: [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var current = Syntax(self)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            calls.append(call)
            current = Syntax(call)
        }
        return calls
    }
}

extension ExprSyntax {
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
}
