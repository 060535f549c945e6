import PlumbLayout
import SwiftSyntax

/// The app's own modifiers, followed into their bodies with the modified view in place of
/// `self` or `content`: a method of a `View` extension (`.cardStyle()`) and a `ViewModifier`
/// applied with `.modifier(CardStyle())`. A closure such a method is given and calls with the
/// view (`.if(flag) { $0.padding() }`) reads its parameter as that view.
extension TreeBuilder {
    /// How deep an app's modifiers are followed through each other before the reader stops.
    static let maximumModifierDepth = 12

    /// `view` with the app's modifier `call` (named `name`) applied: a method of a `View`
    /// extension, else of the project's extension of the view's own type (`ValueTypeHelpers`);
    /// nil when the project declares no such modifier.
    func appModifier(_ name: String, of view: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        guard modifierDepth < Self.maximumModifierDepth else { return nil }
        modifierDepth += 1
        defer { modifierDepth -= 1 }
        // SwiftUI's `.modifier(_:)` takes a `ViewModifier`; a project may declare its own
        // `modifier` taking a closure (`.modifier { $0.glassEffect() }`), read as its other
        // methods only where the call gives closures alone: a modifier value the reader cannot
        // read is SwiftUI's call, never the project's.
        if name == "modifier" {
            if let modified = viewModifier(of: view, call) { return modified }
            guard Self.givesClosuresOnly(call) else { return nil }
        }
        // A modifier named with a keyword is declared in backticks: `` func `if`(…) ``. Of its
        // overloads, the one whose parameters take the call's arguments, and not one being read:
        // an overload that hands its argument on to another (`title(_ key: LocalizedStringKey)`
        // calling `title(String(localized: key))`) is followed into that other.
        let overloads = facts.viewMethods(named: name) + facts.viewMethods(named: "`\(name)`")
        let arguments = Self.arguments(of: call)
        let fitting = overloads.filter { Self.match($0.signature.parameterClause.parameters, arguments) != nil }
        guard let function = fitting.first(where: { $0.body.map { !helpersBeingRead.contains($0.id) } ?? false })
            ?? fitting.first ?? (name == "modifier" ? nil : overloads.first), let body = function.body
        else { return valueTypeMethod(name, of: view, call) }
        let inner = ReadingScope(
            typeName: nil, bindings: scope.parameterBindings(of: function, for: call, adding: [:]), viewChain: scope.viewChain,
            modified: ("self", view))
        let entered = helpersBeingRead.insert(body.id).inserted
        defer { if entered { helpersBeingRead.remove(body.id) } }
        return reading(in: inner) { content(statements(body.statements)) }
    }

    /// Whether every argument `call` gives is a closure, trailing or not.
    private static func givesClosuresOnly(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.allSatisfy { $0.expression.is(ClosureExprSyntax.self) }
            && (call.trailingClosure != nil || !call.arguments.isEmpty)
    }

    /// `.modifier(CardStyle(…))`: the body of a project `ViewModifier`, its properties bound to
    /// the arguments given and its `content` parameter to `view`. The modifier may be made
    /// where the call names it: a constant (`let card = CardStyle(); return modifier(card)`)
    /// or a parameter is followed to the initializer call it holds.
    private func viewModifier(of view: ViewNode, _ call: FunctionCallExprSyntax) -> ViewNode? {
        guard let argument = call.arguments.first?.expression else { return nil }
        let (value, valueScope) = values.dereference(argument, in: scope)
        guard let made = value.as(FunctionCallExprSyntax.self),
            let typeName = Self.madeTypeName(made.calledExpression),
            let members = ViewTypeMembers(facts.declarations(ofTypeNamed: typeName, near: made)),
            let body = members.function("body"), let statements = body.body?.statements,
            let parameter = body.signature.parameterClause.parameters.first
        else { return nil }
        let given = reading(in: valueScope) { bindings(of: members, for: made) }
        let inner = ReadingScope(
            typeName: members.fullName, bindings: environmentBindings(of: members).merging(given) { $1 },
            viewChain: scope.viewChain,
            modified: ((parameter.secondName ?? parameter.firstName).text, view))
        return reading(in: inner) { content(self.statements(statements)) }
    }

    /// The type an initializer call names: `CardStyle`, also when specialized where it is made
    /// (`Popup<Int, Content>(…)`).
    private static func madeTypeName(_ callee: ExprSyntax) -> String? {
        let name = callee.as(GenericSpecializationExprSyntax.self)?.expression ?? callee
        return name.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The views of `closure`, a closure bound in `closureScope` and called with `arguments`: a
    /// closure given the modified view (`transform(self)`) reads its parameter as that view, any
    /// other its parameters as the arguments (`ClosureParameters`).
    func closureViews(_ closure: ClosureExprSyntax, in closureScope: ReadingScope, given arguments: LabeledExprListSyntax)
        -> [ViewNode]
    {
        guard arguments.count == 1, let argument = arguments.first?.expression, let view = scope.modifiedView(argument) else {
            return reading(in: scope(of: closure, in: closureScope, binding: arguments.map(\.expression))) { children(closure) }
        }
        let parameter = Self.parameterNames(of: closure, count: 1).first ?? "$0"
        let inner = ReadingScope(
            typeName: closureScope.typeName, bindings: closureScope.bindings, viewChain: closureScope.viewChain,
            modified: (parameter, view), configuration: closureScope.configuration)
        return reading(in: inner) { children(closure) }
    }
}
