import PlumbSyntax
import SwiftSyntax

/// `.lineLimit(limit)` where `limit` is the view's own `@Environment(\.lineLimit)`: a design
/// system's row reads the limit its caller set and hands it on to its text (`@Environment(\.lineLimit)
/// var lineLimit` … `Text(title).lineLimit(layout == .avatar ? 1 : lineLimit)`, the condition
/// settled). Setting the limit the text already inherits changes nothing, so the modifier is read
/// as none, whatever that limit is. The inherited limit is the view's only where nothing in its
/// type sets another around the text: a type that sets a limit on anything but a `Text` of its
/// own keeps the argument unread.
extension TreeBuilder {
    /// Whether `argument`, `lineLimit`'s first at `call`, is the limit the view inherits.
    func isInheritedLineLimit(_ argument: ExprSyntax?, of call: FunctionCallExprSyntax) -> Bool {
        guard let owner = argument.flatMap(inheritedLimitOwner) else { return false }
        return setsNoOtherLimit(around: call, in: owner)
    }

    /// The type whose `@Environment(\.lineLimit)` property `argument` reads.
    private func inheritedLimitOwner(_ argument: ExprSyntax) -> String? {
        guard let (name, scope) = chosenName(argument) else { return nil }
        let types = ScopeLookup.enclosingTypes(of: Syntax(argument)) + (scope.typeName.map { [$0] } ?? [])
        guard let owner = types.first(where: { facts.memberVariable(named: name, of: $0) != nil }),
            let variable = facts.memberVariable(named: name, of: owner), !variable.modifiers.isStatic,
            let keyPath = ViewTypeMembers.environmentArgument(of: variable), Self.environmentKey(keyPath) == "lineLimit"
        else { return nil }
        return owner
    }

    /// The property `argument` names once dereferenced, through the branches settled choices take.
    private func chosenName(_ argument: ExprSyntax) -> (String, ReadingScope)? {
        var (expression, scope) = values.dereference(argument, in: self.scope)
        while let sequence = expression.as(SequenceExprSyntax.self), let choice = ValueReader.ternary(sequence) {
            guard let holds = values.holds(choice.condition, in: scope) else { return nil }
            (expression, scope) = values.dereference(holds ? choice.then : choice.else, in: scope)
        }
        return ReadingScope.propertyName(expression).map { ($0, scope) }
    }

    /// Whether every other `lineLimit` the declarations of `type` write is set on a `Text` (which
    /// holds no other view) or hands on the inherited limit too.
    private func setsNoOtherLimit(around call: FunctionCallExprSyntax, in type: String) -> Bool {
        (facts.types[type] ?? []).allSatisfy { declaration in
            declaration.node.tokens(viewMode: .sourceAccurate).allSatisfy { token in
                guard token.text == "lineLimit", let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                    let other = member.parent?.as(FunctionCallExprSyntax.self), other.id != call.id
                else { return true }
                return Self.isTextChain(member.base) || other.arguments.first.map { inheritedLimitOwner($0.expression) != nil } == true
            }
        }
    }

    /// Whether `expression` is `Text(…)` with modifiers.
    private static func isTextChain(_ expression: ExprSyntax?) -> Bool {
        var current = expression
        while let call = current?.as(FunctionCallExprSyntax.self) {
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else {
                return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text"
            }
        }
        return false
    }
}
