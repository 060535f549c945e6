import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Where the view a node belongs to is used in its file: the views a helper property or function
/// returns, or a view type's `body`, take the context of the places that use them (a button
/// built in `addButton` and placed in `.toolbar { addButton }` is a toolbar item).
enum ViewUsages {
    /// Uses of the helper member in the node's file, or of the view type anywhere in the project
    /// (from the view graph); `nil` when the owner was already followed (in `followed`). A node
    /// of another file (a view's call site there) is followed to the uses in that file. Without
    /// `includingPresentations`, a view presented (a sheet's content, a navigation destination)
    /// is not used there: it is a screen of its own, in no layout of its presenter.
    static func of(
        _ node: some SyntaxProtocol, in context: LintContext, followed: inout Set<String>, includingPresentations: Bool = true
    ) -> [Syntax]? {
        guard let (name, isType) = owner(of: Syntax(node)) else { return nil }
        guard isType else { return helperUses(of: node, named: name, in: context, followed: &followed) }
        guard followed.insert(name).inserted else { return nil }
        return context.viewGraph.callSites(of: name).filter { includingPresentations || !$0.isPresented }.map { Syntax($0.call) }
    }

    /// Uses of the helper member that holds `node`, in the node's file; `nil` for a view's `body`
    /// or a helper already followed.
    static func helperUses(of node: some SyntaxProtocol, in context: LintContext, followed: inout Set<String>) -> [Syntax]? {
        guard let (name, isType) = owner(of: Syntax(node)), !isType else { return nil }
        return helperUses(of: node, named: name, in: context, followed: &followed)
    }

    /// A local of the same name (`var image = …` in another function, a closure's parameter) is
    /// not a use of the helper.
    private static func helperUses(of node: some SyntaxProtocol, named name: String, in context: LintContext, followed: inout Set<String>) -> [Syntax]? {
        guard followed.insert(name).inserted else { return nil }
        guard let file = node.root.id == context.tree.id ? context.file : context.facts.file(containing: node) else { return [] }
        return references(named: name, in: file, context: context).filter { reference in
            if case .notFound = ScopeLookup.find(name, from: reference) { return true }
            return false
        }
    }

    /// Where the project's container views place `node` when it is content they are given: for
    /// a call of a project view whose content closure holds it (`SettingsForm { here }`), the
    /// uses of that content property in the view's own code (`Form { content() }`).
    static func contentPlacements(of node: some SyntaxProtocol, in context: LintContext, followed: inout Set<String>) -> [Syntax] {
        var placements: [Syntax] = []
        let graph = context.viewGraph
        guard let file = node.root.id == context.tree.id ? context.file : context.facts.file(containing: node) else { return [] }
        for holder in ClosureHolder.holders(of: node) {
            guard let written = CallShape(holder.call)?.initializerName?.split(separator: ".").last else { continue }
            for view in graph.containers(named: String(written)) {
                guard let site = graph.callSite(of: view.name, at: holder.call, in: file),
                      let property = view.properties.first(where: { site.argument(for: $0, of: view)?.id == holder.closure.id }),
                      followed.insert("\(view.name).\(property.name)").inserted
                else { continue }
                for declaration in view.declarations {
                    let node = declaration.node
                    placements += references(named: property.name, in: declaration.file, context: context).filter {
                        $0.root.id == node.root.id && node.range.contains($0.position)
                    }
                }
            }
        }
        return placements
    }

    /// The references named `name` in `file` that can name a member (`MemberReferences`): the
    /// walked file's own, or another file's, whose positions are read once per run from a
    /// transient root and found again in its tree only for the names followed.
    private static func references(named name: String, in file: SourceFile, context: LintContext) -> [Syntax] {
        if file === context.file { return context.references[name] ?? [] }
        let positions = context.shared(SharedValueKey("member reference positions of \(file.path)")) {
            MemberReferences.positionsByName(in: file.transientTree())
        }
        return MemberReferences.references(at: positions[name] ?? [], in: file.tree)
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
