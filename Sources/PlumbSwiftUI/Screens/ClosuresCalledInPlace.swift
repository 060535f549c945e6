import PlumbLayout
import SwiftSyntax

/// A closure called where it is written, without parameters (`let placeholder = { Color.gray
/// }()`, `{ if wide { return AnyView(Row()) }; return AnyView(Column()) }()`): the view it
/// returns. A closure is no view builder, so its view is its one expression (an implicit return)
/// or what its `return` gives on the path the code takes; one of several statements without a
/// `return` gives no view and stays unread.
extension TreeBuilder {
    func calledInPlaceViews(_ call: FunctionCallExprSyntax) -> [ViewNode]? {
        // Called without arguments, the closure takes no parameters.
        guard let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
            closure.statements.count == 1 || BodyForm(closure.statements) == .returning
        else { return nil }
        return statements(closure.statements)
    }
}
