import SwiftSyntax

/// The views around a view in the same declaration, whose modifiers set its environment
/// (`.font`, `.buttonStyle`) or whose content it is (`List { … }`, `.toolbar { … }`).
///
/// One call around a node: either a modifier applied to a view that contains the node, or a
/// call (container or modifier) whose closure or argument holds the node as content.
public struct EnclosingCall {
    public enum Relation { case modified, content }

    public let call: FunctionCallExprSyntax
    public let relation: Relation
    /// How the call is written, read once: its name and whether it is a modifier come from it.
    public let shape: CallShape?

    public var name: String? {
        switch shape {
        case .initializer(let name)?: name
        case .modifier(let name, _)?: name
        default: nil
        }
    }

    public var isModifier: Bool { shape?.modifierName != nil }

    /// The calls around `node`, innermost first, up to the declaration that holds it.
    public static func around(_ node: some SyntaxProtocol) -> [EnclosingCall] {
        var calls: [EnclosingCall] = []
        var child = Syntax(node)
        while let parent = child.parent, parent.kind != .memberBlockItem, parent.kind != .sourceFile {
            if parent.kind == .functionCallExpr {
                let call = parent.cast(FunctionCallExprSyntax.self)
                let shape = CallShape(call)
                let modified = shape?.modifierName != nil && child.id == call.calledExpression.id
                calls.append(EnclosingCall(call: call, relation: modified ? .modified : .content, shape: shape))
            }
            child = parent
        }
        return calls
    }

    /// The first argument of the nearest modifier with this name that applies to `node`: the font
    /// in effect for `.font`.
    public static func nearestModifierArgument(_ name: String, in calls: [EnclosingCall]) -> ExprSyntax? {
        calls.first { $0.relation == .modified && $0.name == name }?.call.arguments.first?.expression
    }
}
