import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// The app's own helpers declared on a type other than `View`, called where a view goes:
/// - a colour function (`extension Color { static func brand(_ name: Name) -> Color }`, a theme's
///   `static func color(for:) -> Color`), written `Color.brand(.primary)`, `.brand(.primary)` or
///   `Theme.color(for: state)`: a colour fills what it is offered whatever it computes, so it is
///   read as a colour named as the function, and a colour's own colour method keeps it one;
/// - a static `@ViewBuilder` helper of a project type (`Badge.make(count: 3)`), read with its
///   parameters bound;
/// - a method of the project's extension of a SwiftUI view type (`extension Image { func
///   icon(height:) -> some View }`), followed like a `View` extension's method with the view in
///   place of `self`.
extension TreeBuilder {
    /// The types a leading-dot colour call where a view goes is looked up in.
    private static let leadingDotColorOwners = ["Color", "SwiftUI.Color", "ShapeStyle", "SwiftUI.ShapeStyle"]

    /// The written return types of a function that gives a colour or another shape style.
    private static let colorReturnTypes: Set<String> = [
        "Color", "SwiftUI.Color", "some ShapeStyle", "some SwiftUI.ShapeStyle", "AnyShapeStyle", "SwiftUI.AnyShapeStyle",
    ]

    /// The views of `call` when it calls a static helper of a type the project declares or
    /// extends: a colour function (a colour), or a function returning a view (its body); nil
    /// for any other call.
    func staticHelperViews(_ call: FunctionCallExprSyntax) -> [ViewNode]? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        let owners: [String]
        switch member.base {
        case nil:
            owners = Self.leadingDotColorOwners
        case let base?:
            guard let typeName = base.as(DeclReferenceExprSyntax.self)?.baseName.text, typeName.first?.isUppercase == true
            else { return nil }
            owners = [typeName]
        }
        for owner in owners {
            guard let function = staticFunction(name, of: owner) else { continue }
            if Self.returnsColor(function, owner: owner) { return [ViewNode.color(name).at(origin(of: call))] }
            guard member.base != nil, Self.returnsView(function), let body = function.body else { return nil }
            let inner = ReadingScope(
                typeName: owner, bindings: bindings(of: function, for: call, adding: [:]), viewChain: scope.viewChain)
            return reading(in: inner) { statements(body.statements) }
        }
        return nil
    }

    /// `view` with the method `name` of the project's extension of `view`'s own type applied: a
    /// colour's colour method keeps the colour; another method's body is read with `view` as
    /// `self`. Nil when the project declares no such method.
    func valueTypeMethod(_ name: String, of view: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        guard case .view(let typeName) = view.kind, let function = instanceFunction(name, of: typeName) else { return nil }
        if Self.returnsColor(function, owner: typeName), view.layout is ShapeLayout { return view }
        guard let body = function.body else { return nil }
        let inner = ReadingScope(
            typeName: nil, bindings: bindings(of: function, for: call, adding: [:]), viewChain: scope.viewChain,
            modified: ("self", view))
        return reading(in: inner) { content(statements(body.statements)) }
    }

    private func staticFunction(_ name: String, of typeName: String) -> FunctionDeclSyntax? {
        functions(named: name, of: typeName).first { $0.modifiers.isStatic }
    }

    private func instanceFunction(_ name: String, of typeName: String) -> FunctionDeclSyntax? {
        functions(named: name, of: typeName).first { !$0.modifiers.isStatic }
    }

    /// The functions named `name` that the project's declarations of `typeName` hold.
    private func functions(named name: String, of typeName: String) -> [FunctionDeclSyntax] {
        (facts.types[typeName] ?? []).flatMap { declaration in
            (declaration.members ?? []).compactMap { item in
                item.decl.as(FunctionDeclSyntax.self).flatMap { $0.name.text == name ? $0 : nil }
            }
        }
    }

    /// Whether `function` returns a colour: a `Color`, a shape style, or `Self` in a colour type.
    private static func returnsColor(_ function: FunctionDeclSyntax, owner: String) -> Bool {
        guard let returned = function.signature.returnClause?.type.trimmedDescription else { return false }
        return colorReturnTypes.contains(returned) || (returned == "Self" && ["Color", "SwiftUI.Color"].contains(owner))
    }

    /// Whether `function` returns a view: `some View`, or a view type it names.
    private static func returnsView(_ function: FunctionDeclSyntax) -> Bool {
        ["some View", "some SwiftUI.View"].contains(function.signature.returnClause?.type.trimmedDescription ?? "")
    }
}
