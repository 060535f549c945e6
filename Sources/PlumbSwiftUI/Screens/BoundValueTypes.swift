import PlumbSyntax
import SwiftSyntax

/// The declared type of a value a scope binds without writing its type, read from what it binds:
/// an `if let` unwraps the value it names (`if let title` has `title`'s type, unwrapped), and the
/// closure a `ForEach` or `List` gives each element of its data takes that element (`ForEach(rows)
/// { row in … }` over `let rows: [Row]`, `ForEach(Mode.allCases) { Text($0.title) }`). Where the
/// data's type is not declared in a way the reader sees, the type stays unknown.
extension TreeBuilder {
    /// The views whose closure is given each element of their first unlabelled argument.
    private static let elementFedViews: Set<String> = ["ForEach", "List"]

    /// The type of `name` as the `if let`, `while let` or element closure around `place` binds it.
    func declaredType(ofBound name: String, at place: Syntax, steps: Int) -> DeclaredValueType? {
        guard let binder = ScopeLookup.bindingScope(of: name, from: place) else { return nil }
        if let closure = binder.as(ClosureExprSyntax.self) {
            guard Self.parameterNames(of: closure, count: 2) == [name] else { return nil }
            return elementType(fedTo: closure, steps: steps)
        }
        let conditions = binder.as(IfExprSyntax.self)?.conditions ?? binder.as(WhileStmtSyntax.self)?.conditions
        guard
            let binding = conditions?.lazy.compactMap({ $0.condition.as(OptionalBindingConditionSyntax.self) })
                .first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
        else { return nil }
        if let written = binding.typeAnnotation?.type { return declaredType(written: written) }
        let value =
            binding.initializer.map { declaredType(of: $0.value, steps: steps + 1) }
            ?? declaredType(ofName: name, at: binder, steps: steps + 1)
        return value.map { DeclaredValueType(name: $0.name) }
    }

    /// The type of `$0` where `place` names it: the element the nearest closure is given.
    func declaredType(ofClosureParameterAt place: Syntax, steps: Int) -> DeclaredValueType? {
        guard let closure = place.ancestor(ClosureExprSyntax.self), closure.signature == nil else { return nil }
        return elementType(fedTo: closure, steps: steps)
    }

    /// The element type of the data of the `ForEach` or `List` whose trailing closure is
    /// `closure`: `T` of a declared `[T]`, or a project enum `T` of `T.allCases` that it
    /// declares `CaseIterable`.
    private func elementType(fedTo closure: ClosureExprSyntax, steps: Int) -> DeclaredValueType? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
            let view = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.elementFedViews.contains(view),
            let data = call.arguments.first(where: { $0.label == nil })?.expression
        else { return nil }
        if let member = data.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases", let base = member.base,
            let owner = declaredType(of: base, steps: steps + 1), owner.isMetatype, facts.inherits(owner.name, fromAnyOf: ["CaseIterable"])
        {
            return DeclaredValueType(name: owner.name)
        }
        guard let collection = declaredType(of: data, steps: steps + 1), !collection.isMetatype,
            collection.name.hasPrefix("["), collection.name.hasSuffix("]"), !collection.name.contains(":")
        else { return nil }
        var element = String(collection.name.dropFirst().dropLast())
        let isOptional = element.hasSuffix("?")
        if isOptional { element.removeLast() }
        var type = declaredType(spelled: element, near: closure)
        type.isOptional = isOptional
        return type
    }
}
