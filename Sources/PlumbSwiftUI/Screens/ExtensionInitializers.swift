import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// An initializer the project declares in its extension of a SwiftUI view
/// (`extension Button { init(_ action: Action) { self.init(action.title, action: action.run) } }`):
/// a call whose arguments its parameters take is the project's code, not SwiftUI's initializer of
/// the same view, and is read as the initializer it hands on to (`self.init(…)`, in the branch
/// its `if` or `switch` takes), its parameters bound to the call's arguments. Reading such a call as SwiftUI's own (`Button(action)` as a
/// button titled with run-time text) would lay out a view the app does not show.
extension TreeBuilder {
    /// The types of a parameter a string literal can be given for.
    private static let stringLiteralTypes: Set<String> = ["String", "Substring", "Character", "LocalizedStringKey", "LocalizedStringResource"]

    /// The views of a call of SwiftUI's view `name` that one of the project's initializers of
    /// that view takes; nil when none does. Of several that take it, one marked
    /// `@_disfavoredOverload` gives way, as the compiler's choice does; two left (the compiler
    /// picks by the arguments' types, which the reader may not know) make an opaque node.
    func extensionInitializerViews(_ name: String, _ call: FunctionCallExprSyntax) -> [ViewNode]? {
        guard scope.bound(call.calledExpression) == nil, !Self.isReadWhateverMadeIt(name) else { return nil }
        let declarations = ((facts.types[name] ?? []) + (facts.types["SwiftUI.\(name)"] ?? [])).filter(\.isExtension)
        guard let members = ViewTypeMembers(declarations) else { return nil }
        let arguments = Self.arguments(of: call)
        let fitting = members.initializers.compactMap { initializer in
            Self.match(initializer.signature.parameterClause.parameters, arguments)
                .flatMap { pairs in mayTake(pairs, generics: Self.genericNames(of: initializer)) ? (initializer, pairs) : nil }
        }
        guard !fitting.isEmpty else { return nil }
        let favoured = fitting.filter { !Self.isDisfavored($0.0) }
        let chosen = favoured.isEmpty ? fitting : favoured
        guard chosen.count == 1, let (initializer, pairs) = chosen.first, let body = initializer.body else {
            return [opaque(.view(name), "which of the project's initializers of \(name) this call makes depends on its arguments' types", at: call)]
        }
        let inner = ReadingScope(typeName: nil, bindings: boundParameters(pairs), viewChain: scope.viewChain)
        let views = readingHelper(name, body.statements, at: call) {
            reading(in: inner) { initializing(name) { statements(body.statements) } }
        }
        return views.map { $0.at(origin(of: call)) }
    }

    /// `self.init(…)` in the body of the project's initializer of a SwiftUI view: the view that
    /// initializer hands on to, made by the project's initializer that takes the arguments or
    /// else by SwiftUI's. Nil for any other call.
    func delegatedInitializerViews(_ call: FunctionCallExprSyntax) -> [ViewNode]? {
        guard let name = initializedView, let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
            callee.declName.baseName.text == "init", callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        else { return nil }
        if Self.handsOnUnwrapped(call) { return initializing(nil) { [swiftUIView(name, parts(call), at: call)] } }
        return initializing(nil) { extensionInitializerViews(name, call) ?? [swiftUIView(name, parts(call), at: call)] }
    }

    /// Whether `self.init(…)` gives the initializer around it, by the same labels, a value an
    /// `if let` unwrapped for a parameter it declares optional (`init(text:axis: Axis?)` handing
    /// on `self.init(text: text, axis: axis)` inside `if let axis`): the compiler picks the
    /// initializer that takes the value as it is, SwiftUI's, over one that would have to wrap it
    /// again (and call itself forever).
    private static func handsOnUnwrapped(_ call: FunctionCallExprSyntax) -> Bool {
        guard let initializer = call.ancestor(InitializerDeclSyntax.self) else { return false }
        let parameters = initializer.signature.parameterClause.parameters
        guard parameters.map({ $0.firstName.text == "_" ? nil : $0.firstName.text }) == call.arguments.map(\.label?.text) else { return false }
        let optionals = Set(parameters.filter { $0.type.is(OptionalTypeSyntax.self) }.map { ($0.secondName ?? $0.firstName).text })
        return call.arguments.contains { argument in
            guard let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text, optionals.contains(name) else { return false }
            return ScopeLookup.bindingScope(of: name, from: Syntax(argument))?.is(IfExprSyntax.self) == true
        }
    }

    /// Runs `read` with `initializedView` set to `name`.
    private func initializing<T>(_ name: String?, _ read: () -> T) -> T {
        let saved = initializedView
        initializedView = name
        defer { initializedView = saved }
        return read()
    }

    private static func isDisfavored(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedText == "_disfavoredOverload" }
    }

    /// Whether the view `name` is read the same whichever initializer made it: a colour, shape
    /// or gradient fills its room, and an `Image` made by the project's initializer is read by
    /// `projectImageArgument` (`AssetAccessors`).
    private static func isReadWhateverMadeIt(_ name: String) -> Bool {
        name == "Color" || name == "Image" || SwiftUIViews.shapes.contains(name) || SwiftUIViews.gradients.contains(name)
    }

    /// Whether each parameter may take the argument paired with it, as far as the reader knows
    /// the argument's type: a string literal only a string type, a closure no named type (a
    /// trailing closure is matched to a last parameter of any type), a value whose type the
    /// project declares only that type. A generic, `some`, function or other parameter is not
    /// judged.
    private func mayTake(_ pairs: [(FunctionParameterSyntax, ExprSyntax?)], generics: Set<String>) -> Bool {
        pairs.allSatisfy { parameter, argument in
            guard let argument else { return true }
            let written = parameter.type.as(OptionalTypeSyntax.self)?.wrappedType ?? parameter.type
            if written.is(ArrayTypeSyntax.self) || written.is(DictionaryTypeSyntax.self) { return mayTakeCollection(argument) }
            guard let identifier = written.as(IdentifierTypeSyntax.self), !generics.contains(identifier.name.text) else { return true }
            if argument.is(StringLiteralExprSyntax.self) { return Self.stringLiteralTypes.contains(identifier.name.text) }
            if argument.is(ClosureExprSyntax.self) { return false }
            guard let given = declaredType(of: argument) else { return true }
            return given.name == (projectTypeName(written) ?? identifier.name.text)
        }
    }

    /// Whether a parameter of an array or dictionary type (`init(_ texts: [Text])`) may take
    /// `argument`: a collection literal or a value of a collection type, never another literal, a
    /// closure or a value whose type the reader knows to be a named one (`let title: String`).
    private func mayTakeCollection(_ argument: ExprSyntax) -> Bool {
        if argument.is(ArrayExprSyntax.self) || argument.is(DictionaryExprSyntax.self) { return true }
        if argument.is(StringLiteralExprSyntax.self) || argument.is(IntegerLiteralExprSyntax.self) || argument.is(FloatLiteralExprSyntax.self)
            || argument.is(BooleanLiteralExprSyntax.self) || argument.is(ClosureExprSyntax.self)
        {
            return false
        }
        guard let given = declaredType(of: argument) else { return true }
        return given.name.hasPrefix("[")
    }

    /// The generic parameters an initializer declares (`init<S: StringProtocol>(…)`).
    private static func genericNames(of initializer: InitializerDeclSyntax) -> Set<String> {
        Set(initializer.genericParameterClause?.parameters.map(\.name.text) ?? [])
    }
}
