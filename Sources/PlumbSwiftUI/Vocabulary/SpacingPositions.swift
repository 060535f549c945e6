import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// Where SwiftUI takes a spacing length: what the spacing rules read, and which position each
/// value is in (`SpacingArgument`).
public enum SpacingPositions {
    private static let lazyGrids: Set<String> = ["LazyVGrid", "LazyHGrid", "GridItem"]
    private static let grids: Set<String> = ["Grid", "GridLayout"]
    private static let insetLabels: Set<String> = ["top", "leading", "bottom", "trailing"]

    /// The spacing values a call passes, or none when it is not a spacing call.
    public static func arguments(of call: FunctionCallExprSyntax) -> [SpacingArgument] {
        arguments(of: call, shape: CallShape(call))
    }

    /// The same, for a caller that already knows the call's shape.
    public static func arguments(of call: FunctionCallExprSyntax, shape: CallShape?) -> [SpacingArgument] {
        guard let shape else { return [] }
        switch shape {
        case .initializer(let name):
            return initializerArguments(name, call)
        case .modifier(let name, _):
            return modifierArguments(name, call)
        case .implicitMember("init"):
            return isEdgeInsetsLiteral(call) ? insetArguments(call) : []
        case .implicitMember:
            return []
        }
    }

    private static func initializerArguments(_ name: String, _ call: FunctionCallExprSyntax) -> [SpacingArgument] {
        if SwiftUIViews.lineStacks.contains(name) {
            return hasOneChild(call) ? [] : labeled(call, "spacing", .stackSpacing(name))
        }
        if lazyGrids.contains(name) {
            return labeled(call, "spacing", .gridSpacing(name))
        }
        if grids.contains(name) {
            return labeled(call, "horizontalSpacing", .gridSpacing(name)) + labeled(call, "verticalSpacing", .gridSpacing(name))
        }
        if name == "Spacer" {
            return labeled(call, "minLength", .spacerMinimum)
        }
        if name == "EdgeInsets" {
            return insetArguments(call)
        }
        return []
    }

    /// A stack of one view places nothing beside it: its `spacing:` has no effect. One view is
    /// one call of a view type; a `ForEach`, a `Group`, a name, a branch or a call of a function
    /// or closure (`content()`, a `@ViewBuilder` closure that builds several) can be many.
    private static func hasOneChild(_ stack: FunctionCallExprSyntax) -> Bool {
        guard let closure = stack.trailingClosure, closure.statements.count == 1,
              let child = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
              let name = CallShape(child.chainRoot)?.initializerName, name.first?.isUppercase == true
        else { return false }
        return !["ForEach", "Group"].contains(name)
    }

    /// The spacing lengths of a modifier, where `ModifierCatalog` says it takes one.
    private static func modifierArguments(_ name: String, _ call: FunctionCallExprSyntax) -> [SpacingArgument] {
        switch ModifierCatalog.modifier(name)?.spacing {
        case .padding?:
            return paddingArguments(call)
        case .margins?:
            return contentMarginArguments(call)
        case .labeled(let label)?:
            // SwiftUI passes it after an edge or axes (`safeAreaInset(edge: .bottom, spacing: 8)`):
            // a call of `spacing:` alone is another API.
            guard call.arguments.count > 1 else { return [] }
            return labeled(call, label, .modifierSpacing(name, label: label))
        case .unlabeled?:
            let values = call.unlabeledArguments
            return values.count == 1 ? [SpacingArgument(expression: values[0].expression, position: .modifierSpacing(name, label: nil))] : []
        case .insets?, nil:
            // `EdgeInsets` arguments are read as calls of their own (`isEdgeInsetsLiteral`).
            return []
        }
    }

    /// `.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding(.top, 8)`; an
    /// `EdgeInsets` argument is checked as its own call. Labeled forms such as
    /// `String.padding(toLength:withPad:startingAt:)` are not SwiftUI's.
    private static func paddingArguments(_ call: FunctionCallExprSyntax) -> [SpacingArgument] {
        guard call.arguments.allSatisfy({ $0.label == nil }), call.trailingClosure == nil else { return [] }
        let values = Array(call.arguments)
        switch values.count {
        case 1:
            let only = values[0].expression
            if Edge.Set(only) != nil || isInsetsCall(only) { return [] }
            return [SpacingArgument(expression: only, position: .padding(.all))]
        case 2:
            guard let edges = Edge.Set(values[0].expression) else { return [] }
            return [SpacingArgument(expression: values[1].expression, position: .padding(edges))]
        default:
            return []
        }
    }

    /// `.contentMargins(16)`, `.contentMargins(.horizontal, 16, for: .scrollContent)`.
    private static func contentMarginArguments(_ call: FunctionCallExprSyntax) -> [SpacingArgument] {
        let values = call.unlabeledArguments
        guard let first = values.first else { return [] }
        if Edge.Set(first.expression) != nil {
            guard values.count > 1, !isInsetsCall(values[1].expression) else { return [] }
            return [SpacingArgument(expression: values[1].expression, position: .contentMargins)]
        }
        return isInsetsCall(first.expression) ? [] : [SpacingArgument(expression: first.expression, position: .contentMargins)]
    }

    private static func insetArguments(_ call: FunctionCallExprSyntax) -> [SpacingArgument] {
        call.arguments.compactMap { argument in
            guard let label = argument.label?.text, insetLabels.contains(label) else { return nil }
            return SpacingArgument(expression: argument.expression, position: .edgeInsets)
        }
    }

    private static func labeled(_ call: FunctionCallExprSyntax, _ label: String, _ position: SpacingArgument.Position) -> [SpacingArgument] {
        call.argument(label).map { [SpacingArgument(expression: $0.expression, position: position)] } ?? []
    }

    /// Padding, content margins and list row insets take `EdgeInsets`.
    private static func takesEdgeInsets(_ spacing: SpacingLength?) -> Bool {
        switch spacing {
        case .padding?, .margins?, .insets?: true
        case .labeled?, .unlabeled?, nil: false
        }
    }

    private static func isInsetsCall(_ expression: ExprSyntax) -> Bool {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if CallShape(call)?.initializerName == "EdgeInsets" { return true }
        return isEdgeInsetsLiteral(call)
    }

    /// `.init(top:leading:bottom:trailing:)` passed where SwiftUI takes `EdgeInsets`.
    private static func isEdgeInsetsLiteral(_ call: FunctionCallExprSyntax) -> Bool {
        guard case .implicitMember("init")? = CallShape(call),
              !call.arguments.isEmpty,
              call.arguments.allSatisfy({ $0.label.map { insetLabels.contains($0.text) } ?? false }),
              let argument = call.parent?.as(LabeledExprSyntax.self),
              let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = CallShape(outer)?.modifierName
        else { return false }
        return takesEdgeInsets(ModifierCatalog.modifier(name)?.spacing)
    }
}
