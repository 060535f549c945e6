import PlumbSyntax
import SwiftSyntax

/// What the callers of a view pass for one of its parameters, from the view graph: how a rule
/// reads `columns` in `LazyVGrid(columns: columns)` when `columns` is a `let` the view is given.
public enum ViewArguments {
    /// The expressions every call site of the enclosing view passes for the parameter `expression`
    /// names (`columns` or `self.columns`); `nil` when it is not a parameter of a project view,
    /// when the view is never called, or when some call does not pass it in a way the source shows.
    public static func passed(for expression: ExprSyntax, facts: ProjectFacts, graph: ViewGraph) -> [ExprSyntax]? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard case .notFound = ScopeLookup.find(reference.baseName.text, from: Syntax(reference)) else { return nil }
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let type = facts.enclosingTypeName(of: expression), let view = graph.view(named: type),
              let parameter = view.property(named: name), parameter.isParameter
        else { return nil }
        let sites = graph.callSites(of: type)
        guard !sites.isEmpty else { return nil }
        let arguments = sites.map { $0.argument(for: parameter, of: view) }
        return arguments.contains(where: { $0 == nil }) ? nil : arguments.compactMap { $0 }
    }
}
