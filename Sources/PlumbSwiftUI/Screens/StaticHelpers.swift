import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// The views a project type's static members build: `Self.iconView(size: 60)`,
/// `EmptyState.search(text: query)`, `Placeholder.row`, read like `@ViewBuilder` helpers, a
/// function's parameters bound to the call's arguments.
extension TreeBuilder {
    /// The views of a static function of a project type called as `Type.name(…)`, `Self.name(…)`
    /// or, in the type's own code, `name(…)`.
    func staticHelperViews(_ call: FunctionCallExprSyntax) -> [ViewNode]? {
        guard let callee = staticCallee(call.calledExpression),
            let function = DeclaredMember.staticFunctionWithBody(callee.name, of: callee.typeName, in: facts),
            let body = function.body
        else { return nil }
        let inner = ReadingScope(
            typeName: callee.typeName, bindings: bindings(of: function, for: call, adding: [:]), viewChain: scope.viewChain)
        return readingHelper(function.name.text, body.statements, at: call) { reading(in: inner) { statements(body.statements) } }
    }

    /// The views of a static computed property of a project type named as `Type.name` or `Self.name`.
    func staticHelperViews(property expression: ExprSyntax) -> [ViewNode]? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let typeName = staticOwner(member),
            let getter = DeclaredMember.staticGetter(member.declName.baseName.text, of: typeName, in: facts)
        else { return nil }
        let inner = ReadingScope(typeName: typeName, viewChain: scope.viewChain)
        return readingHelper(member.declName.baseName.text, getter, at: expression) { reading(in: inner) { statements(getter) } }
    }

    /// The type and name of a static member called: `Type.name`, `Self.name`, or a plain `name`
    /// in the code of the type being read.
    private func staticCallee(_ callee: ExprSyntax) -> (typeName: String, name: String)? {
        if let member = callee.as(MemberAccessExprSyntax.self) {
            return staticOwner(member).map { ($0, member.declName.baseName.text) }
        }
        guard let reference = callee.as(DeclReferenceExprSyntax.self), let typeName = scope.typeName else { return nil }
        return (typeName, reference.baseName.text)
    }

    /// The project type a member access names its member of: `Self` is the type being read.
    private func staticOwner(_ member: MemberAccessExprSyntax) -> String? {
        guard let base = member.base, let name = ValueResolver.dottedName(base) else { return nil }
        if name == "Self" { return scope.typeName }
        return facts.declarations(ofTypeNamed: name, near: member).first?.fullName
    }
}
