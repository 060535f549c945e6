import PlumbSyntax
import SwiftSyntax

/// A navigation destination that shows the pushed value itself:
///
///     enum Screen: Hashable, View { case colors, fonts; var body: some View { switch self { … } } }
///     NavigationLink(value: Screen.colors) { … }
///     .navigationDestination(for: Screen.self) { screen in screen.navigationBarTitleDisplayMode(.inline) }
///
/// The view shown is the value's type, which the closure never calls. Views the closure builds
/// from the value (`switch screen { case .colors: ColorsScreen() }`) are ordinary calls at the
/// root of its content and need nothing more.
enum ValueDestination {
    /// The type written in `for: Screen.self` when the content of `call`, a
    /// `navigationDestination(for:destination:)`, has the closure's parameter at its root
    /// (through its modifiers and `#if` clauses of modifiers).
    static func valueType(of call: FunctionCallExprSyntax, content: ExprSyntax?) -> String? {
        guard let type = call.argument("for")?.expression.as(MemberAccessExprSyntax.self), type.declName.baseName.text == "self",
              let written = type.base.flatMap(ValueResolver.dottedName),
              let closure = content?.as(ClosureExprSyntax.self), closure.statements.count == 1,
              let root = closure.statements.first?.item.as(ExprSyntax.self),
              let reference = modifiedView(root).as(DeclReferenceExprSyntax.self),
              reference.baseName.text == closure.onlyParameterName
        else { return nil }
        return written
    }

    /// The view a chain of modifiers starts from: `screen` in `screen.padding().toolbar { … }`.
    private static func modifiedView(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      let base = member.base
            {
                current = base
            } else {
                return current
            }
        }
    }
}
