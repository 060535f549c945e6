import PlumbSyntax
import SwiftSyntax

/// The values a name refers to where it is used: a local `let`, a property of the enclosing
/// type (`let` or `var`, or a computed property's result), or a static constant of a project
/// type (`Layout.columns`). A property declared in each branch of an `#if` has one value per
/// branch. Unlike the resolver it does not evaluate the values.
enum StoredValues {
    static func values(of expression: ExprSyntax, facts: ProjectFacts) -> [ExprSyntax] {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return values(named: reference.baseName.text, near: Syntax(reference))
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if ["self", "Self"].contains(base.trimmedText) { return values(named: name, near: Syntax(member)) }
            guard let typeName = ValueResolver.dottedName(base), let value = facts.members[typeName]?[name]?.initializer else { return [] }
            return [value]
        }
        return []
    }

    private static func values(named name: String, near node: Syntax) -> [ExprSyntax] {
        switch ScopeLookup.find(name, from: node) {
        case .local(_, let value): return [value]
        case .shadowed: return []
        case .notFound: break
        }
        guard let type = EnclosingType.around(node)?.memberBlock.members else { return [] }
        return values(named: name, in: type)
    }

    private static func values(named name: String, in members: MemberBlockItemListSyntax) -> [ExprSyntax] {
        members.flatMap { item -> [ExprSyntax] in
            if let conditional = item.decl.as(IfConfigDeclSyntax.self) {
                return conditional.clauses.flatMap { clause -> [ExprSyntax] in
                    guard case .decls(let nested)? = clause.elements else { return [] }
                    return values(named: name, in: nested)
                }
            }
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.compactMap { binding in
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
                if let accessors = binding.accessorBlock { return ComputedValue.expression(of: accessors) }
                return binding.initializer?.value
            }
        }
    }
}
