import PlumbLayout
import SwiftSyntax

/// A function the project declares at file level, called where a view goes (`RR(16, .blue)`):
/// read like a type's `@ViewBuilder` helper, its parameters bound to the call's arguments.
extension TreeBuilder {
    /// The views of the project's free function `name` whose parameters take `call`'s arguments,
    /// or nil when the project declares none.
    func freeFunctionViews(_ name: String, _ call: FunctionCallExprSyntax) -> [ViewNode]? {
        guard scope.bound(call.calledExpression) == nil, let declarations = facts.freeFunctions[name] else { return nil }
        let arguments = Self.arguments(of: call)
        guard let function = declarations.lazy.map(\.node).first(where: { Self.match($0.signature.parameterClause.parameters, arguments) != nil }),
            let body = function.body
        else { return nil }
        let given = scope.parameterBindings(of: function, for: call, adding: [:])
        let inner = ReadingScope(
            typeName: nil, bindings: given, viewChain: scope.viewChain, configuration: StyleConfiguration.handedOn(by: given))
        return readingHelper(name, body.statements, at: call) { reading(in: inner) { statements(body.statements) } }
    }
}
