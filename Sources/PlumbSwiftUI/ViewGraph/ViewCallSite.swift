import PlumbSyntax
import SwiftSyntax

/// A place where the project calls one of its view types: `Row(title: item.title)`.
public struct ViewCallSite: Sendable {
    /// The full name of the called view type.
    public let viewName: String
    public let call: FunctionCallExprSyntax
    public let file: SourceFile
    /// The full name of the type whose code makes the call (a view, a modifier, an app), when
    /// it is written in a type.
    public let caller: String?
    /// Whether the call is presented content (a sheet's, a navigation destination's) rather than
    /// part of the caller's own layout.
    public let isPresented: Bool

    /// The expression passed for a property of the called view: the argument labelled with its
    /// name, or, for the last property that holds content (`@ViewBuilder let content`), the
    /// trailing closure. `nil` when the call does not pass it, or when the view's own `init`
    /// takes its arguments under other names than its properties.
    public func argument(for property: ViewProperty, of view: ViewType) -> ExprSyntax? {
        if let labeled = call.argument(property.name) {
            return view.hasCustomInitializer && !Self.initializers(of: view, take: property.name) ? nil : labeled.expression
        }
        guard !view.hasCustomInitializer, property.holdsContent,
              view.parameters.last(where: \.holdsContent)?.name == property.name
        else { return nil }
        return call.trailingClosure.map(ExprSyntax.init)
    }

    /// Whether an `init` of the view has a parameter labelled `name` that it assigns to the
    /// property of the same name (`self.name = name`).
    private static func initializers(of view: ViewType, take name: String) -> Bool {
        view.declarations.contains { declaration in
            declaration.members?.contains { item in
                guard let initializer = item.decl.as(InitializerDeclSyntax.self),
                      initializer.signature.parameterClause.parameters.contains(where: {
                          $0.firstName.text == name && ($0.secondName ?? $0.firstName).text == name
                      }),
                      let body = initializer.body
                else { return false }
                return body.statements.contains { $0.item.trimmedText.replacingOccurrences(of: " ", with: "") == "self.\(name)=\(name)" }
            } ?? false
        }
    }
}
