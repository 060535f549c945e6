import SwiftSyntax

extension AttributeListSyntax {
    /// The attributes' names without module, generic arguments or arguments: `State`,
    /// `Environment`, `MainActor` for `@State`, `@Environment(\.dismiss)`, `@MainActor`.
    public var names: [String] {
        compactMap { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return nil }
            let type = attribute.attributeName
            if let generic = type.as(IdentifierTypeSyntax.self) { return generic.name.text }
            if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
            return type.trimmedText
        }
    }
}
