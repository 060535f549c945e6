import PlumbSyntax
import SwiftSyntax

/// A number a function computes from numbers the reader knows: Swift's `max`, `min`, `floor`,
/// `ceil`, `round` and `abs`, and a method of the type being read (or a type around the call), or
/// a static function of a project type, that the project declares to return a number, read as
/// its code runs for the call's arguments
/// (`func scaled(_ length: CGFloat) -> CGFloat { let standard: CGFloat = 800; return
/// ceil(length * width / standard) }`, `guard isEnabled else { return 0 }; return 70 * unit / 2`):
/// its parameters bound to the arguments, the names it reads to what the view was given, each
/// condition on its path settled (`SettledGetter`). A condition only the running app settles, a
/// value only it knows (model data, geometry), or an overloaded name leaves the number unread.
extension ValueReader {
    /// The number `call` computes in `scope`; nil when it is none of the functions above or reads
    /// a value the reader does not know.
    func computedNumber(_ call: FunctionCallExprSyntax, in scope: ReadingScope, depth: Int) -> Double? {
        standardFunction(call, in: scope, depth: depth) ?? methodNumber(call, in: scope, depth: depth)
    }

    /// `max(a, b)`, `min(a, b, c)`, `floor(a)`, `ceil(a)`, `round(a)` (halves away from zero, as
    /// C's `round` that Swift calls does) or `abs(a)` of numbers the reader knows.
    private func standardFunction(_ call: FunctionCallExprSyntax, in scope: ReadingScope, depth: Int) -> Double? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let function = Self.standardFunctions[name], call.trailingClosure == nil, !call.arguments.isEmpty
        else { return nil }
        var operands: [Double] = []
        for argument in call.arguments {
            guard argument.label == nil, let operand = number(argument.expression, in: scope, depth: depth + 1) else { return nil }
            operands.append(operand)
        }
        return function(operands)
    }

    /// Swift's functions of numbers, each by its name, given its operands: nil for a call with
    /// another number of them than the function takes.
    private static let standardFunctions: [String: @Sendable ([Double]) -> Double?] = [
        "max": { $0.count >= 2 ? $0.max() : nil },
        "min": { $0.count >= 2 ? $0.min() : nil },
        "floor": { $0.count == 1 ? $0[0].rounded(.down) : nil },
        "ceil": { $0.count == 1 ? $0[0].rounded(.up) : nil },
        "round": { $0.count == 1 ? $0[0].rounded(.toNearestOrAwayFromZero) : nil },
        "abs": { $0.count == 1 ? abs($0[0]) : nil },
    ]

    /// The number the function `call` names returns for its arguments (`methodReturn`).
    private func methodNumber(_ call: FunctionCallExprSyntax, in scope: ReadingScope, depth: Int) -> Double? {
        guard let (value, inner) = methodReturn(call, declaredAs: Self.numberTypes, in: scope) else { return nil }
        return number(value, in: inner, depth: depth + 1)
    }

    /// What the function `call` names returns for its arguments, read on the path its settled
    /// conditions take, and the scope to read it in, where the function is declared to return
    /// one of `typeNames` (`func usingRegularFonts() -> Bool { dynamicTypeSize < .accessibility3 }`
    /// gives the comparison). A method whose locals share a name with a value bound where it is
    /// read would read that value for them, and stays unread.
    func methodReturn(
        _ call: FunctionCallExprSyntax, declaredAs typeNames: [String], in scope: ReadingScope
    ) -> (value: ExprSyntax, scope: ReadingScope)? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty, scope.bound(call.calledExpression) == nil,
            let called = calledFunction(call, in: scope), let body = called.function.body,
            Self.returns(called.function, oneOf: typeNames), !Self.declaresLocal(in: body, named: called.scope.bindings.keys),
            let value = DeclaredMember.returned(by: body.statements) ?? settledReturn(by: body.statements, in: called.scope)
        else { return nil }
        return (value, called.scope)
    }

    /// The one function of its name that `call` names, and the scope to read its body in: a
    /// method of a type around the call or of the view being read (`scaled(48)`,
    /// `self.widest()`), its parameters added to what the view being read was given where it is
    /// that view's; or a static function
    /// of a project type written with the call (`Metrics.gap(between: 3)`), its parameters alone.
    /// A name a local constant, parameter or pattern declares is not the method's.
    private func calledFunction(
        _ call: FunctionCallExprSyntax, in scope: ReadingScope
    ) -> (function: FunctionDeclSyntax, scope: ReadingScope)? {
        if let name = ReadingScope.propertyName(call.calledExpression) {
            if call.calledExpression.is(DeclReferenceExprSyntax.self) {
                guard case .notFound = ScopeLookup.find(name, from: Syntax(call)) else { return nil }
            }
            guard let found = onlyFunction(name, among: types(around: ExprSyntax(call), in: scope)) else { return nil }
            // What the view was given is the method's to read only where the method is the view's.
            let given = found.owner == scope.typeName ? scope.bindings : [:]
            let bindings = scope.parameterBindings(of: found.function, for: call, adding: given)
            return (found.function, ReadingScope(typeName: found.owner, bindings: bindings, viewChain: scope.viewChain))
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
            let typeName = member.base.flatMap(ValueResolver.dottedName)
        else { return nil }
        let candidates = ScopeLookup.enclosingTypes(of: Syntax(member)).map { "\($0).\(typeName)" } + [typeName]
        guard let found = onlyFunction(member.declName.baseName.text, among: candidates), found.function.modifiers.isStatic else { return nil }
        let bindings = scope.parameterBindings(of: found.function, for: call, adding: [:])
        return (found.function, ReadingScope(typeName: found.owner, bindings: bindings, viewChain: scope.viewChain))
    }

    /// The function `name` the first of `types` that declares one declares, and that type; nil
    /// where it declares several (overloads the reader does not choose between).
    private func onlyFunction(_ name: String, among types: [String]) -> (function: FunctionDeclSyntax, owner: String)? {
        for type in types {
            let overloads = DeclaredMember.functions(name, of: type, in: facts)
            guard !overloads.isEmpty else { continue }
            return overloads.count == 1 ? (overloads[0], type) : nil
        }
        return nil
    }

    /// Whether `function` is declared to return one of `typeNames`.
    private static func returns(_ function: FunctionDeclSyntax, oneOf typeNames: [String]) -> Bool {
        guard let type = function.signature.returnClause?.type.as(IdentifierTypeSyntax.self) else { return false }
        return typeNames.contains(type.name.text)
    }

    /// Whether `body` declares a constant, variable or pattern named one of `names`.
    private static func declaresLocal(in body: CodeBlockSyntax, named names: Dictionary<String, ReadingScope.Bound>.Keys) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            token.parent?.is(IdentifierPatternSyntax.self) == true && names.contains(token.text)
        }
    }
}
