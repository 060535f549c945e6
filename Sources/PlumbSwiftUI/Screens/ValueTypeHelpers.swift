import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// A method of the project's extension of a SwiftUI view type (`extension Image { func
/// icon(height:) -> some View }`), followed like a `View` extension's method with the view in
/// place of `self`; a colour's own colour method keeps it a colour. (Static helpers and colour
/// functions of project types are `StaticHelpers` and `DeclaredColor`.)
extension TreeBuilder {
    /// The written return types of a function that gives a colour or another shape style.
    private static let colorReturnTypes: Set<String> = [
        "Color", "SwiftUI.Color", "some ShapeStyle", "some SwiftUI.ShapeStyle", "AnyShapeStyle", "SwiftUI.AnyShapeStyle",
    ]

    /// `view` with the method `name` of the project's extension of `view`'s own type applied: a
    /// colour's colour method keeps the colour; another method's body is read with `view` as
    /// `self`. Nil when the project declares no such method.
    func valueTypeMethod(_ name: String, of view: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        guard let typeName = Self.valueTypeName(of: view), let function = DeclaredMember.instanceFunction(name, of: typeName, in: facts)
        else { return nil }
        if Self.returnsColor(function, owner: typeName), view.layout is ShapeLayout { return view }
        guard let body = function.body else { return nil }
        let inner = ReadingScope(
            typeName: nil, bindings: scope.parameterBindings(of: function, for: call, adding: [:]), viewChain: scope.viewChain,
            modified: ("self", view))
        return reading(in: inner) { content(statements(body.statements)) }
    }

    /// The SwiftUI type of `view`: the view's own, or `Text` for a `Text` that Text's own
    /// methods modify (`Text("A").font(.footnote)` is still a `Text`).
    private static func valueTypeName(of view: ViewNode) -> String? {
        switch view.kind {
        case .view(let name): name
        case .modifier(let name):
            TextMethods.returningText.contains(name) && view.children.first.flatMap(valueTypeName(of:)) == "Text" ? "Text" : nil
        }
    }

    /// Whether `function` returns a colour: a `Color`, a shape style, or `Self` in a colour type.
    private static func returnsColor(_ function: FunctionDeclSyntax, owner: String) -> Bool {
        guard let returned = function.signature.returnClause?.type.trimmedText else { return false }
        return colorReturnTypes.contains(returned) || (returned == "Self" && SystemColorNames.swiftUIColor.contains(owner))
    }
}
