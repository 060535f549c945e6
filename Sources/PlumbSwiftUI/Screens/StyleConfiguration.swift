import PlumbLayout
import SwiftSyntax

/// What a project style's `makeBody(configuration:)` is handed, as the reader knows it: the
/// parts of the control being drawn (`configuration.label`, a GroupBox's `configuration.content`),
/// the control as the style found it (`Button(configuration)` in a `PrimitiveButtonStyle`, a
/// `TextFieldStyle`'s `configuration`), and the members a drawing at rest settles
/// (`configuration.isPressed` is false).
struct StyleConfiguration {
    /// The name of `makeBody`'s parameter.
    let name: String
    let style: ControlStyle
    /// The control before the style drew it.
    let control: ViewNode

    /// The view `expression` stands for: a part (`configuration.label`), or the control itself
    /// (`Button(configuration)`, a text field style's `configuration`); nil for anything else.
    func view(_ expression: ExprSyntax) -> ViewNode? {
        if let member = memberName(expression), let part = style.parts[member] {
            switch part {
            case .child(let index): return control.children.indices.contains(index) ? control.children[index] : nil
            case .content: return control.children.count == 1 ? control.children[0] : .zStack(control.children)
            }
        }
        if style.configurationIsControl, expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name { return control }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == style.control,
            call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
            argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        else { return nil }
        return control
    }

    /// The value a drawing at rest gives the member `expression` names (`configuration.isPressed`).
    func value(_ expression: ExprSyntax) -> ExprSyntax? {
        guard let member = memberName(expression), let value = style.atRest[member] else { return nil }
        return ExprSyntax(BooleanLiteralExprSyntax(literal: .keyword(value ? .true : .false)))
    }

    /// `label` for `configuration.label`.
    private func memberName(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        else { return nil }
        return member.declName.baseName.text
    }
}

extension StyleConfiguration {
    /// How many names a configuration is followed through to reach the drawing that holds it.
    private static let maximumHandOns = 8

    /// The configuration a style's drawing hands on to a view or helper it calls
    /// (`SBBButton(configuration: configuration)`, `row(configuration)`), under the name of the
    /// parameter or property that takes it there: `bindings` are that view's or helper's, each
    /// read in the scope that gave it, which may itself have taken the configuration so.
    static func handedOn(by bindings: [String: ReadingScope.Bound]) -> StyleConfiguration? {
        for name in bindings.keys.sorted() {
            guard var bound = bindings[name] else { continue }
            for _ in 0..<maximumHandOns {
                if let configuration = bound.scope.configuration,
                    bound.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == configuration.name
                {
                    return StyleConfiguration(name: name, style: configuration.style, control: configuration.control)
                }
                // `self.configuration = configuration` in an initializer: the parameter's argument.
                guard bound.expression.is(DeclReferenceExprSyntax.self), let outer = bound.scope.bound(bound.expression) else { break }
                bound = outer
            }
        }
        return nil
    }
}
