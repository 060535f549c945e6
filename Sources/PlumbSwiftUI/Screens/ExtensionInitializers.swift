import PlumbLayout
import SwiftSyntax

/// An initializer the project declares in its extension of a SwiftUI view
/// (`extension Button { init(_ action: Action) { self.init(action.title, action: action.run) } }`):
/// a call whose arguments its parameters take is the project's code, not SwiftUI's initializer of
/// the same view, and is read as the initializer it hands on to (`self.init(…)`), its parameters
/// bound to the call's arguments. Reading such a call as SwiftUI's own (`Button(action)` as a
/// button titled with run-time text) would lay out a view the app does not show.
extension TreeBuilder {
    /// The types of a parameter a string literal can be given for.
    private static let stringLiteralTypes: Set<String> = ["String", "Substring", "Character", "LocalizedStringKey", "LocalizedStringResource"]

    /// The views of a call of SwiftUI's view `name` that one of the project's initializers of
    /// that view takes; nil when none does. Two that take it (the compiler picks one by the
    /// arguments' types, which the reader may not know) make an opaque node.
    func extensionInitializerViews(_ name: String, _ call: FunctionCallExprSyntax) -> [ViewNode]? {
        guard scope.bound(call.calledExpression) == nil, !Self.isReadWhateverMadeIt(name) else { return nil }
        let declarations = ((facts.types[name] ?? []) + (facts.types["SwiftUI.\(name)"] ?? [])).filter(\.isExtension)
        guard let members = ViewTypeMembers(declarations) else { return nil }
        let arguments = Self.arguments(of: call)
        let fitting = members.initializers.compactMap { initializer in
            Self.match(initializer.signature.parameterClause.parameters, arguments)
                .flatMap { pairs in mayTake(pairs, generics: Self.genericNames(of: initializer)) ? (initializer, pairs) : nil }
        }
        guard let (initializer, pairs) = fitting.first else { return nil }
        guard fitting.count == 1, let body = initializer.body, let delegated = Self.delegation(in: body.statements) else {
            let reason = fitting.count == 1
                ? "the project's initializer of \(name) does not hand on to one of SwiftUI's"
                : "which of the project's initializers of \(name) this call makes depends on its arguments' types"
            return [opaque(.view(name), reason, at: call)]
        }
        var bindings: [String: ReadingScope.Bound] = [:]
        for (parameter, value) in pairs {
            guard let value else { continue }
            bindings[(parameter.secondName ?? parameter.firstName).text] = ReadingScope.Bound(expression: value, scope: scope)
        }
        let inner = ReadingScope(typeName: nil, bindings: bindings, viewChain: scope.viewChain)
        let views = readingHelper(name, body.statements, at: call) {
            reading(in: inner) { [extensionInitializerViews(name, delegated).map(content) ?? swiftUIView(name, parts(delegated), at: delegated)] }
        }
        return views.map { $0.at(origin(of: call)) }
    }

    /// Whether the view `name` is read the same whichever initializer made it: a colour, shape
    /// or gradient fills its room, and an `Image` made by the project's initializer is read by
    /// `projectImageArgument` (`AssetAccessors`).
    private static func isReadWhateverMadeIt(_ name: String) -> Bool {
        name == "Color" || name == "Image" || SwiftUIViews.shapes.contains(name) || SwiftUIViews.gradients.contains(name)
    }

    /// Whether each parameter may take the argument paired with it, as far as the reader knows
    /// the argument's type: a string literal only a string type, a value whose type the project
    /// declares only that type. A generic, `some`, closure or other parameter is not judged.
    private func mayTake(_ pairs: [(FunctionParameterSyntax, ExprSyntax?)], generics: Set<String>) -> Bool {
        pairs.allSatisfy { parameter, argument in
            guard let argument else { return true }
            let written = parameter.type.as(OptionalTypeSyntax.self)?.wrappedType ?? parameter.type
            guard let identifier = written.as(IdentifierTypeSyntax.self), !generics.contains(identifier.name.text) else { return true }
            if argument.is(StringLiteralExprSyntax.self) { return Self.stringLiteralTypes.contains(identifier.name.text) }
            guard let given = declaredType(of: argument) else { return true }
            return given.name == (projectTypeName(written) ?? identifier.name.text)
        }
    }

    /// The generic parameters an initializer declares (`init<S: StringProtocol>(…)`).
    private static func genericNames(of initializer: InitializerDeclSyntax) -> Set<String> {
        Set(initializer.genericParameterClause?.parameters.map(\.name.text) ?? [])
    }

    /// The `self.init(…)` an initializer's body is: its only statement.
    private static func delegation(in statements: CodeBlockItemListSyntax) -> FunctionCallExprSyntax? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        let expression = item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "init", callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        else { return nil }
        return call
    }
}
