import PlumbSyntax
import SwiftSyntax

/// What a chain of modifiers says about the view it is written on.
public enum ModifierChain {
    /// The largest width or height a chain's `.frame(…)` calls set, when the source proves one.
    public static func largestFrameSide(_ modifiers: [FunctionCallExprSyntax], resolver: ValueResolver) -> Double? {
        let labels = ["width", "height", "minWidth", "minHeight", "maxWidth", "maxHeight"]
        return modifiers.filter { CallShape($0)?.modifierName == "frame" }
            .flatMap { frame in labels.compactMap { frame.argument($0).flatMap { resolver.resolve($0.expression)?.value } } }
            .max()
    }
}
