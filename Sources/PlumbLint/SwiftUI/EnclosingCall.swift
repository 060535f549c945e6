import PlumbSyntax
import SwiftSyntax

/// The views around a view in the same declaration, whose modifiers set its environment
/// (`.font`, `.buttonStyle`) or whose content it is (`List { … }`, `.toolbar { … }`).
///
/// One call around a node: either a modifier applied to a view that contains the node, or a
/// call (container or modifier) whose closure or argument holds the node as content.
struct EnclosingCall {
    enum Relation { case modified, content }

    let call: FunctionCallExprSyntax
    let relation: Relation

    var name: String? {
        switch CallShape(call) {
        case .initializer(let name)?: name
        case .modifier(let name, _)?: name
        default: nil
        }
    }

    var isModifier: Bool { CallShape(call)?.modifierName != nil }

    /// The calls around `node`, innermost first, up to the declaration that holds it.
    static func around(_ node: some SyntaxProtocol) -> [EnclosingCall] {
        var calls: [EnclosingCall] = []
        var child = Syntax(node)
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self), !parent.is(SourceFileSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self) {
                let modified = CallShape(call)?.modifierName != nil && child.id == call.calledExpression.id
                calls.append(EnclosingCall(call: call, relation: modified ? .modified : .content))
            }
            child = parent
        }
        return calls
    }

    /// The first argument of the nearest modifier with this name that applies to `node`: the font
    /// in effect for `.font`.
    static func nearestModifierArgument(_ name: String, in calls: [EnclosingCall]) -> ExprSyntax? {
        calls.first { $0.relation == .modified && $0.name == name }?.call.arguments.first?.expression
    }
}
