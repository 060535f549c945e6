import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// The controls an `HStack` lays side by side: its direct children and the ones a `ForEach`
/// over a constant collection generates, each with what its label shows.
struct ButtonRow {
    enum Label {
        case glyph
        case text
        /// A label view Plumb cannot read (`label: { playIcon }`): text or a symbol.
        case unknown
    }

    private static let controls = SwiftUIViews.labelledControls.union(SwiftUIViews.systemButtons)

    /// One label per control, in order.
    let labels: [Label]

    /// The row of an `HStack` the walk is at (its shape is the context's, worked out once per call).
    init?(_ stack: FunctionCallExprSyntax, in context: LintContext) {
        guard context.shape(of: stack)?.initializerName == "HStack", let closure = stack.trailingClosure else { return nil }
        // A label style set on the stack reaches every control in it, through the environment.
        let iconOnly = stack.appliedModifiers.last?.modifierArgument("labelStyle") == ".iconOnly"
        labels = Self.labels(in: closure, iconOnly: iconOnly, facts: context.facts, resolver: context.resolver)
    }

    private static func labels(
        in closure: ClosureExprSyntax, iconOnly inherited: Bool, facts: ProjectFacts, resolver: ValueResolver
    ) -> [Label] {
        ViewChildren.direct(of: closure).flatMap { child -> [Label] in
            guard let outer = child.as(FunctionCallExprSyntax.self) else { return [] }
            let root = outer.chainRoot
            guard let name = CallShape(root)?.initializerName else { return [] }
            if name == "ForEach", let data = root.arguments.first, data.label == nil, let body = root.trailingClosure,
               let count = ConstantCount(data.expression, facts: facts, resolver: resolver)?.value {
                let each = labels(in: body, iconOnly: inherited, facts: facts, resolver: resolver)
                return Array(repeating: each, count: count).flatMap { $0 }
            }
            let iconOnly = inherited || outer.modifierArgument("labelStyle") == ".iconOnly"
            if controls.contains(name) { return [label(of: root, iconOnly: iconOnly)] }
            if name == "Toggle", outer.modifierArgument("toggleStyle") == ".button" { return [label(of: root, iconOnly: iconOnly)] }
            return []
        }
    }

    /// A title (`Button("Save")`, `Button(item.name)`) is text unless the label is styled
    /// icon-only; a label view is a glyph when it is an `Image`, text when it is a `Text`, and
    /// unknown otherwise.
    private static func label(of control: FunctionCallExprSyntax, iconOnly: Bool) -> Label {
        if ControlLabel.title(of: control) != nil {
            return iconOnly && control.argument("systemImage") != nil ? .glyph : .text
        }
        guard let closure = ControlLabel.closure(of: control), let only = ViewChildren.direct(of: closure).first,
              let root = only.as(FunctionCallExprSyntax.self)?.chainRoot,
              let name = CallShape(root)?.initializerName
        else { return .unknown }
        switch name {
        case "Text": return .text
        case "Image": return .glyph
        default: return .unknown
        }
    }
}
