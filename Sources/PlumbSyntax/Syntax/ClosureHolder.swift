import SwiftSyntax

/// A call that holds a node inside one of its closures: `Button { here }` holds `here` in its
/// action, `ScrollView(.horizontal) { HStack {…} }` holds the `HStack`.
public struct ClosureHolder {
    public let call: FunctionCallExprSyntax
    public let closure: ClosureExprSyntax
    /// The label the closure is passed with; `nil` for the first trailing closure or an unlabeled argument.
    public let label: String?

    /// The calls whose closures hold `node`, innermost first. A node in a call's base (the view
    /// a modifier is applied to) or in a non-closure argument is not held by that call.
    public static func holders(of node: some SyntaxProtocol) -> [ClosureHolder] {
        var result: [ClosureHolder] = []
        var current = Syntax(node)
        while let parent = current.parent {
            if let closure = current.as(ClosureExprSyntax.self), let holder = holder(of: closure, parent: parent) {
                result.append(holder)
            }
            current = parent
        }
        return result
    }

    private static func holder(of closure: ClosureExprSyntax, parent: Syntax) -> ClosureHolder? {
        if let call = parent.as(FunctionCallExprSyntax.self) {
            return ClosureHolder(call: call, closure: closure, label: nil)
        }
        if let element = parent.as(MultipleTrailingClosureElementSyntax.self),
           let call = element.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return ClosureHolder(call: call, closure: closure, label: element.label.text)
        }
        if let argument = parent.as(LabeledExprSyntax.self),
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return ClosureHolder(call: call, closure: closure, label: argument.label?.text)
        }
        return nil
    }
}
