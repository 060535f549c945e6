import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// A constant the project declares at file level, named where a view goes (`let brandGradient =
/// LinearGradient(…)` in one file, `brandGradient.mask(icon)` in another): its value, which never
/// changes, read where it is declared.
extension TreeBuilder {
    /// The views of the file-level constant `expression` names, or nil when it names something
    /// else: a local, a parameter, or a member of the type being read, which hide a file's value.
    func fileConstantViews(_ expression: ExprSyntax) -> [ViewNode]? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return nil }
        let name = reference.baseName.text
        guard case .notFound = ScopeLookup.find(name, from: Syntax(reference)),
            !declaresMember(name, around: reference),
            let value = facts.visibleFileValue(named: name, near: reference)?.initializer
        else { return nil }
        guard helpersBeingRead.insert(value.id).inserted else {
            return [opaque(.view(name), "constant '\(name)' contains itself", cause: .recursion, at: reference)]
        }
        defer { helpersBeingRead.remove(value.id) }
        return reading(in: ReadingScope(typeName: nil, viewChain: scope.viewChain)) { views(value) }
    }

    /// Whether the type being read, or a type around `reference`, declares a member `name`.
    private func declaresMember(_ name: String, around reference: DeclReferenceExprSyntax) -> Bool {
        let types = ScopeLookup.enclosingTypes(of: Syntax(reference)) + (scope.typeName.map { [$0] } ?? [])
        return types.contains { facts.members[$0]?[name] != nil || DeclaredMember.function(name, of: $0, in: facts) != nil }
    }
}
