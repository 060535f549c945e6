import PlumbSyntax
import SwiftSyntax

/// The initializer a name refers to where it is used: a local `let`, a stored property of the
/// enclosing type (`let` or `var`, not computed), or a static constant of a project type
/// (`Layout.columns`). Unlike the resolver it does not evaluate the value.
enum StoredValues {
    static func initializer(of expression: ExprSyntax, facts: ProjectFacts) -> ExprSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return initializer(named: reference.baseName.text, near: Syntax(reference))
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if ["self", "Self"].contains(base.trimmedDescription) { return initializer(named: name, near: Syntax(member)) }
            guard let typeName = ValueResolver.dottedName(base) else { return nil }
            return facts.members[typeName]?[name]?.initializer
        }
        return nil
    }

    private static func initializer(named name: String, near node: Syntax) -> ExprSyntax? {
        switch ScopeLookup.find(name, from: node) {
        case .local(_, let value): return value
        case .shadowed: return nil
        case .notFound: break
        }
        guard let type = ViewTypes.enclosingType(of: node)?.memberBlock.members else { return nil }
        for item in type {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.accessorBlock == nil ? binding.initializer?.value : nil
            }
        }
        return nil
    }
}
