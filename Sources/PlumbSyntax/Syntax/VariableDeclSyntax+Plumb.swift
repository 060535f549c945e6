import SwiftSyntax

extension VariableDeclSyntax {
    /// The names of the property wrappers and other attributes, as `AttributeListSyntax.names`
    /// reads them: `State` for `@State` and `@SwiftUI.State`, `Query`, `Binding`.
    public var attributeNames: [String] {
        attributes.names
    }

    /// Whether the property is declared with one of these wrappers.
    public func hasAttribute(in names: Set<String>) -> Bool {
        attributeNames.contains { names.contains($0) }
    }
}
