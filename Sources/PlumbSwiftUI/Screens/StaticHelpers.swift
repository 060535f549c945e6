import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// The views a project type's static members build: `Self.iconView(size: 60)`,
/// `EmptyState.search(text: query)`, `Placeholder.row`, read like `@ViewBuilder` helpers, a
/// function's parameters bound to the call's arguments; a static constant (`Icons.badge`, `static
/// let badge = Image(.badge)`) as the view its value makes.
extension TreeBuilder {
    /// The views of a static function of a project type called as `Type.name(…)`, `Self.name(…)`
    /// or, in the type's own code, `name(…)`.
    func staticHelperViews(_ call: FunctionCallExprSyntax) -> [ViewNode]? {
        staticCallee(call.calledExpression).flatMap { staticHelperViews(call, callee: $0) }
    }

    /// A leading-dot member given for a parameter whose declared type is the project type
    /// `typeName` (`ListRow(label: .plain(title: "About"))`): that type's static function or
    /// property, read in `valueScope`, where the value is written.
    func implicitMemberViews(_ expression: ExprSyntax, of typeName: String, in valueScope: ReadingScope) -> [ViewNode]? {
        reading(in: valueScope) {
            if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base == nil
            {
                return staticHelperViews(call, callee: (typeName, member.declName.baseName.text))
            }
            guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
            return staticHelperViews(property: member.declName.baseName.text, of: typeName, at: expression)
        }
    }

    private func staticHelperViews(_ call: FunctionCallExprSyntax, callee: (typeName: String, name: String)) -> [ViewNode]? {
        guard let function = DeclaredMember.staticFunctionWithBody(callee.name, of: callee.typeName, in: facts),
            let body = function.body
        else { return nil }
        let inner = ReadingScope(
            typeName: callee.typeName, bindings: bindings(of: function, for: call, adding: [:]), viewChain: scope.viewChain)
        return readingHelper(function.name.text, body.statements, at: call) { reading(in: inner) { statements(body.statements) } }
    }

    /// The views of a static computed property of a project type named as `Type.name` or `Self.name`.
    func staticHelperViews(property expression: ExprSyntax) -> [ViewNode]? {
        guard let member = expression.as(MemberAccessExprSyntax.self), let typeName = staticOwner(member) else { return nil }
        return staticHelperViews(property: member.declName.baseName.text, of: typeName, at: expression)
    }

    private func staticHelperViews(property name: String, of typeName: String, at expression: ExprSyntax) -> [ViewNode]? {
        let inner = ReadingScope(typeName: typeName, viewChain: scope.viewChain)
        if let getter = DeclaredMember.staticGetter(name, of: typeName, in: facts) {
            return readingHelper(name, getter, at: expression) { reading(in: inner) { statements(getter) } }
        }
        // A constant is the one view its value makes, once: `static let badge = Image(.badge)`.
        guard let value = DeclaredMember.staticConstant(name, of: typeName, in: facts) else { return nil }
        return readingHelper(name, value, at: expression) { reading(in: inner) { views(value) } }
    }

    /// The project type a parameter's written type names (`ListRowLabel` for
    /// `ListRowLabel<Icon>`), or nil for any other.
    func projectTypeName(_ type: TypeSyntax) -> String? {
        guard let identifier = type.as(IdentifierTypeSyntax.self) ?? type.as(OptionalTypeSyntax.self)?.wrappedType.as(IdentifierTypeSyntax.self)
        else { return nil }
        return facts.declarations(ofTypeNamed: identifier.name.text, near: type).first?.fullName
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
