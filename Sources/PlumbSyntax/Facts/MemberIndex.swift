import SwiftSyntax

/// The functions and properties of some type declarations, by name, in the order they are
/// declared: a search that looks members up by every name it meets reads the declarations once
/// rather than once per name (`sheet-detents`, and the project's own `View` modifiers a screen
/// reader meets, `ProjectFacts.viewMethod(named:)`).
public struct MemberIndex: Sendable {
    private var byName: [String: [DeclSyntax]] = [:]

    public init(_ declarations: [TypeDeclaration] = []) {
        declarations.forEach { add($0) }
    }

    /// The members of the project's `View` extensions (its own modifiers).
    public static func viewExtensions(in facts: ProjectFacts) -> MemberIndex {
        MemberIndex(facts.viewExtensionDeclarations)
    }

    /// Adds the members of one more declaration, after those already indexed.
    public mutating func add(_ declaration: TypeDeclaration) {
        for item in declaration.members ?? [] {
            for name in Self.names(of: item.decl) { byName[name, default: []].append(item.decl) }
        }
    }

    public func members(named name: String) -> [DeclSyntax] {
        byName[name] ?? []
    }

    /// A function's name, or the names a property declaration binds (each once).
    private static func names(of declaration: DeclSyntax) -> [String] {
        if let function = declaration.as(FunctionDeclSyntax.self) { return [function.name.text] }
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return [] }
        var names: [String] = []
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }
}
