import SwiftSyntax

extension InheritanceClauseSyntax {
    /// The names of the inherited types as written (`View`, `Sendable`, `Foo.Bar`).
    public var typeNames: [String] {
        inheritedTypes.map { $0.type.as(IdentifierTypeSyntax.self)?.name.text ?? $0.type.trimmedText }
    }
}
