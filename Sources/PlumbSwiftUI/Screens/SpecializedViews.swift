import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// A project view called with its generic arguments written where Swift would infer them
/// (`Badge<Text>(label: Text("New"))`, `Section<Header, Rows>(header: header, rows: rows)`):
/// the arguments name the same type, so it is that view, read as any custom view.
extension TreeBuilder {
    func specializedCustomViews(_ call: FunctionCallExprSyntax) -> [ViewNode]? {
        guard call.calledExpression.is(GenericSpecializationExprSyntax.self), let name = CallShape(call)?.initializerName else {
            return nil
        }
        return customView(name, call)
    }
}
