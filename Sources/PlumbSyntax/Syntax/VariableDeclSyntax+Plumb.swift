import SwiftSyntax

extension VariableDeclSyntax {
    /// The names of the property wrappers and other attributes: `State`, `Query`, `Binding`.
    public var attributeNames: [String] {
        attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedText }
            .map { $0.split(separator: "<").first.map(String.init) ?? $0 }
    }

    /// Whether the property is declared with one of these wrappers.
    public func hasAttribute(in names: Set<String>) -> Bool {
        attributeNames.contains { names.contains($0) }
    }
}
