import SwiftSyntax

/// Questions about the project's own types that rules ask from a place in the source.
extension ProjectFacts {
    /// The full name of the type a node is written in, innermost.
    public func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        ScopeLookup.enclosingTypes(of: Syntax(node)).first
    }

    /// The declarations (and extensions) of a type named at `node`: `Row` written inside
    /// `List` may be `List.Row`, so the enclosing types' names are tried first.
    public func declarations(ofTypeNamed name: String, near node: some SyntaxProtocol) -> [TypeDeclaration] {
        let candidates = ScopeLookup.enclosingTypes(of: Syntax(node)).map { "\($0).\(name)" } + [name]
        for candidate in candidates {
            if let declarations = types[candidate], !declarations.isEmpty { return declarations }
        }
        return []
    }

    /// Whether a project type inherits from or conforms to one of `names`, directly or through
    /// the project's own types it inherits from (`MainWindowController: AppWindowController`,
    /// `AppWindowController: NSWindowController`).
    public func inherits(_ type: String, fromAnyOf names: Set<String>) -> Bool {
        var seen: Set<String> = []
        var pending = [type]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            for inherited in (types[next] ?? []).flatMap(\.inheritedTypes) {
                if names.contains(inherited) { return true }
                pending.append(inherited)
            }
        }
        return false
    }

    /// The `var`/`let` that declares a member of a type, for its attributes and accessors.
    public func memberVariable(named name: String, of type: String) -> VariableDeclSyntax? {
        members[type]?[name]?.nameToken.ancestor(VariableDeclSyntax.self)
    }
}
