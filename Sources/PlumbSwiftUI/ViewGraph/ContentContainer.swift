import SwiftSyntax

extension ViewType {
    /// Whether the view holds content its callers build: generic over a `View`
    /// (`struct Sheet<Content: View>`, `where Content: View`) that a stored property holds
    /// (`let content: () -> Content`, `@ViewBuilder let content: Content`). Its body shows what
    /// each caller gives, so it is laid out inside the screens that use it, never alone: read
    /// alone, its content is unknown.
    public var holdsCallersContent: Bool {
        let generics = Set(declarations.compactMap { $0.node.as(StructDeclSyntax.self) }.flatMap(Self.viewGenerics))
        guard !generics.isEmpty else { return false }
        return properties.contains { property in
            property.type?.tokens(viewMode: .sourceAccurate).contains { generics.contains($0.text) } ?? false
        }
    }

    /// The generic parameters a declaration constrains to `View`.
    private static func viewGenerics(of declaration: StructDeclSyntax) -> [String] {
        let inline = declaration.genericParameterClause?.parameters.filter { $0.inheritedType?.trimmedText == "View" }.map(\.name.text)
        let required = declaration.genericWhereClause?.requirements.compactMap { requirement -> String? in
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                  conformance.rightType.trimmedText == "View"
            else { return nil }
            return conformance.leftType.trimmedText
        }
        return (inline ?? []) + (required ?? [])
    }
}
