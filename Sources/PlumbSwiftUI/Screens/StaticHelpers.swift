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
        guard let function = Self.overload(of: callee.name, in: callee.typeName, takingArgumentsOf: call, facts: facts),
            let body = function.body
        else { return nil }
        let inner = ReadingScope(
            typeName: callee.typeName, bindings: scope.parameterBindings(of: function, for: call, adding: [:]), viewChain: scope.viewChain)
        return readingHelper(function.name.text, body.statements, at: call) { reading(in: inner) { statements(body.statements) } }
    }

    /// Of the overloads of the static function `name` of `typeName`, the one the compiler picks
    /// for `call`: the first whose parameters take its arguments by label, a key path literal
    /// (`icon: \.star`) only where the parameter's type takes one (`KeyPath<Icons, Image>`, or a
    /// function it converts to), never a generic view (`icon: Icon`); the first declared when none
    /// fits.
    static func overload(
        of name: String, in typeName: String, takingArgumentsOf call: FunctionCallExprSyntax, facts: ProjectFacts
    ) -> FunctionDeclSyntax? {
        let overloads = DeclaredMember.staticFunctionsWithBody(name, of: typeName, in: facts)
        guard overloads.count > 1 else { return overloads.first }
        let arguments = Self.arguments(of: call)
        return overloads.first { function in
            Self.match(function.signature.parameterClause.parameters, arguments)?.allSatisfy { parameter, argument in
                guard let argument, argument.is(KeyPathExprSyntax.self) else { return true }
                let type = parameter.type.trimmedText
                return type.contains("KeyPath") || type.contains("->")
            } ?? false
        } ?? overloads.first
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
    /// in the code of the type being read; a leading-dot `.name(…)` there is the type's own when
    /// it declares such a function returning itself, the one place Swift can infer that type
    /// in code that builds views (`static func plain(…) -> Row { .styled(…) }`).
    private func staticCallee(_ callee: ExprSyntax) -> (typeName: String, name: String)? {
        if let member = callee.as(MemberAccessExprSyntax.self) {
            if member.base == nil, let typeName = scope.typeName {
                let name = member.declName.baseName.text
                return returnsItself(name, of: typeName) ? (typeName, name) : nil
            }
            return staticOwner(member).map { ($0, member.declName.baseName.text) }
        }
        guard let reference = callee.as(DeclReferenceExprSyntax.self), let typeName = scope.typeName else { return nil }
        return (typeName, reference.baseName.text)
    }

    /// Whether the static function `name` of `typeName` is declared to return `typeName` itself
    /// (`-> Row`, `-> Row<Icon>`, `-> Self`).
    private func returnsItself(_ name: String, of typeName: String) -> Bool {
        let shortName = typeName.split(separator: ".").last.map(String.init) ?? typeName
        return DeclaredMember.staticFunctionsWithBody(name, of: typeName, in: facts).contains { function in
            guard let returned = function.signature.returnClause?.type.as(IdentifierTypeSyntax.self) else { return false }
            return returned.name.text == "Self" || returned.name.text == shortName
        }
    }

    /// The project type a member access names its member of: `Self` is the type being read.
    private func staticOwner(_ member: MemberAccessExprSyntax) -> String? {
        guard let base = member.base, let name = ValueResolver.dottedName(base) else { return nil }
        if name == "Self" { return scope.typeName }
        return facts.declarations(ofTypeNamed: name, near: member).first?.fullName
    }
}
