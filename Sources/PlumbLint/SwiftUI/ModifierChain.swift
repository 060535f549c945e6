import SwiftSyntax

/// The modifiers applied to a view call, read outwards: for `Image("a")` in
/// `Image("a").resizable().frame(width: 80)`, the `resizable()` and `frame(…)` calls.
enum ModifierChain {
    static func modifiers(appliedTo call: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        var current = Syntax(call)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id {
            found.append(outer)
            current = Syntax(outer)
        }
        return found
    }

    /// The largest width or height a chain's `.frame(…)` calls set, when the source proves one.
    static func largestFrameSide(_ modifiers: [FunctionCallExprSyntax], resolver: ValueResolver) -> Double? {
        let labels = ["width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight"]
        return modifiers.filter { CallShape($0)?.modifierName == "frame" }
            .flatMap { frame in labels.compactMap { frame.argument($0).flatMap { resolver.resolve($0.expression)?.value } } }
            .max()
    }
}
