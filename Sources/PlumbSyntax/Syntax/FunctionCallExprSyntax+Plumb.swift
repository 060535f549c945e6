import SwiftSyntax

extension FunctionCallExprSyntax {
    /// The argument with this label.
    public func argument(_ label: String) -> LabeledExprSyntax? {
        arguments.first { $0.label?.text == label }
    }

    public var unlabeledArguments: [LabeledExprSyntax] {
        arguments.filter { $0.label == nil }
    }

    /// The view a modifier chain starts from: `ScrollView` in
    /// `ScrollView { … }.padding().safeAreaInset(edge: .bottom) { … }`.
    public var chainRoot: FunctionCallExprSyntax {
        var current = self
        while case .modifier(_, let base)? = CallShape(current), let inner = base.as(FunctionCallExprSyntax.self) {
            current = inner
        }
        return current
    }

    /// The modifiers of the chain that ends in this call, from its root outward:
    /// `.font` then `.padding` in `Image(…).font(.title).padding(8)`.
    public var chainModifiers: [FunctionCallExprSyntax] {
        var modifiers: [FunctionCallExprSyntax] = []
        var current = self
        while case .modifier(_, let base)? = CallShape(current) {
            modifiers.append(current)
            guard let inner = base.as(FunctionCallExprSyntax.self) else { break }
            current = inner
        }
        return modifiers.reversed()
    }

    /// The names of the modifiers of the chain that ends in this call, from its root outward.
    public var chainModifierNames: [String] {
        chainModifiers.compactMap { CallShape($0)?.modifierName }
    }

    /// The modifier calls written on this view, from it outward: the chain above it.
    public var appliedModifiers: [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var current = Syntax(self)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            calls.append(call)
            current = Syntax(call)
        }
        return calls
    }

    /// The closures a call is given: its trailing closures and closure arguments.
    public var closures: [ClosureExprSyntax] {
        arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            + [trailingClosure].compactMap { $0 }
            + additionalTrailingClosures.map(\.closure)
    }

    /// The first argument, as written, of a modifier of this name in the chain up to this call:
    /// `.button` for `Toggle(…).toggleStyle(.button).tint(.red)`.
    public func modifierArgument(_ modifier: String) -> String? {
        var current: FunctionCallExprSyntax? = self
        while let call = current, case .modifier(let name, let base)? = CallShape(call) {
            if name == modifier { return call.arguments.first?.expression.trimmedText }
            current = base.as(FunctionCallExprSyntax.self)
        }
        return nil
    }
}
