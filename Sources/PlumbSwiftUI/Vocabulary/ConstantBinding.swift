import SwiftSyntax

/// `Binding.constant(_:)`: a binding whose value is the one it is made with, never written. A
/// `@Binding var price: String` given `.constant(product.price)` shows `product.price`.
enum ConstantBinding {
    /// The value `expression` makes a constant binding of: `.constant(x)`, `Binding.constant(x)`,
    /// `Binding<String>.constant(x)`; nil for any other expression.
    static func value(of expression: ExprSyntax) -> ExprSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.arguments.count == 1,
            let only = call.arguments.first, only.label == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "constant"
        else { return nil }
        guard let base = member.base else { return only.expression }
        let type = base.as(GenericSpecializationExprSyntax.self)?.expression ?? base
        return ["Binding", "SwiftUI.Binding"].contains(type.trimmedText) ? only.expression : nil
    }
}
