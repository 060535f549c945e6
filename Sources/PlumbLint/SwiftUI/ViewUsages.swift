import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Where the view a node belongs to is used in its file: the views a helper property or function
/// returns, or a view type's `body`, take the context of the places that use them (a button
/// built in `addButton` and placed in `.toolbar { addButton }` is a toolbar item).
enum ViewUsages {
    /// Uses of the helper member in the node's file, or of the view type anywhere in the project
    /// (from the view graph); `nil` when the owner was already followed (in `followed`).
    static func of(_ node: some SyntaxProtocol, in context: LintContext, followed: inout Set<String>) -> [Syntax]? {
        guard let (name, isType) = owner(of: Syntax(node)), followed.insert(name).inserted else { return nil }
        if isType { return context.viewGraph.callSites(of: name).map { Syntax($0.call) } }
        return context.references[name] ?? []
    }

    /// The helper member (`addButton`) or, for `body`, the full name of the view type that holds
    /// `node`.
    private static func owner(of node: Syntax) -> (String, Bool)? {
        var current = node.parent
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self) { return (function.name.text, false) }
            if let binding = candidate.as(PatternBindingSyntax.self),
               let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                guard name == "body" else { return (name, false) }
                return ScopeLookup.enclosingTypes(of: Syntax(binding)).first.map { ($0, true) }
            }
            current = candidate.parent
        }
        return nil
    }

    /// Whether the member holding `node` builds toolbar content (`@ToolbarContentBuilder`,
    /// `some ToolbarContent`).
    static func isToolbarContent(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self) {
                return function.attributes.trimmedText.contains("ToolbarContentBuilder")
                    || (function.signature.returnClause?.type.trimmedText.contains("ToolbarContent") ?? false)
            }
            if let variable = candidate.as(VariableDeclSyntax.self) {
                return variable.attributes.trimmedText.contains("ToolbarContentBuilder")
                    || variable.bindings.contains { $0.typeAnnotation?.type.trimmedText.contains("ToolbarContent") ?? false }
            }
            current = candidate.parent
        }
        return false
    }
}
