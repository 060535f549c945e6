import PlumbLayout
import SwiftSyntax

/// An alignment made from its two parts: `Alignment(horizontal: .trailing, vertical: .bottom)`,
/// `.init(horizontal: .center, vertical: edge)`. Each part is read as an argument is (a
/// parameter's argument, a constant's initializer); a part that names a custom alignment
/// (`.firstRowCenter`) leaves the whole unread.
enum AlignmentInitializer {
    static func alignment(_ expression: ExprSyntax, arguments: (LabeledExprListSyntax) -> CallArguments) -> Alignment? {
        if let named = LiteralValue.alignment(expression) { return named }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, isAlignment(call.calledExpression),
            call.arguments.count == 2
        else { return nil }
        var parts = arguments(call.arguments)
        guard let horizontal = parts.read("horizontal", LiteralValue.horizontalAlignment),
            let vertical = parts.read("vertical", LiteralValue.verticalAlignment)
        else { return nil }
        return Alignment(horizontal: horizontal, vertical: vertical)
    }

    /// `Alignment`, `SwiftUI.Alignment` or `.init` where an alignment is expected.
    private static func isAlignment(_ callee: ExprSyntax) -> Bool {
        if let name = callee.as(DeclReferenceExprSyntax.self) { return name.baseName.text == "Alignment" }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
        switch member.base {
        case nil: return member.declName.baseName.text == "init"
        case let base?: return member.declName.baseName.text == "Alignment" && base.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
        }
    }
}
