import PlumbCore
import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// Custom views and `@ViewBuilder` helpers, followed into their bodies with their parameters
/// bound to the arguments given.
extension TreeBuilder {
    /// How deep custom views are followed before the reader stops (a view that contains itself
    /// through a chain of others).
    static let maximumViewDepth = 24

    /// How many times one view type is read inside itself. Once more than its first reading: a
    /// view shown inside itself with other arguments may end there (a row that lists rows of
    /// another kind, `ListRow(kind: .picker)` showing `ListRow(kind: .selection)`); one that
    /// does not is a recursion only the run-time data ends (a comment's replies), opaque.
    static let readingsOfOneView = 2

    /// The views of a project View type's body for a call of its initializer, or nil when `name`
    /// is no project view.
    func customView(_ name: String, _ call: FunctionCallExprSyntax) -> [ViewNode]? {
        // `Self(kind: .chevron)` in a type's static helper makes the type itself.
        let name = name == "Self" ? scope.typeName ?? name : name
        guard scope.bound(call.calledExpression) == nil,
            let members = compiledMembers(facts.declarations(ofTypeNamed: name, near: call)),
            facts.isView(members.fullName) || facts.isView(name)
        else { return nil }
        guard let body = members.computedProperty("body") else {
            return [opaque(.view(name), "view '\(name)' has no body the reader can see", cause: .viewWithoutBody, at: call)]
        }
        guard scope.viewChain.count(where: { $0.typeName == members.fullName }) < Self.readingsOfOneView,
            scope.viewChain.count < Self.maximumViewDepth
        else { return [opaque(.view(name), "view '\(name)' contains itself", cause: .recursion, at: call)] }
        let callSite = facts.file(containing: call)?.position(of: call)
        let given = bindings(of: members, for: call)
        let inner = ReadingScope(
            typeName: members.fullName, bindings: environmentBindings(of: members).merging(given) { $1 },
            viewChain: scope.viewChain + [SourceOrigin.ViewUse(typeName: members.fullName, callSite: callSite)],
            configuration: StyleConfiguration.handedOn(by: given))
        return reading(in: inner) { statements(body) }
    }

    /// The members of a project type as compiled for the host's platform (`ViewTypeMembers`).
    func compiledMembers(_ declarations: [TypeDeclaration]) -> ViewTypeMembers? {
        ViewTypeMembers(declarations, compiledClause: compiled)
    }

    /// The views of the screen type `members` itself, read from its body.
    func screenViews(_ members: ViewTypeMembers, body: CodeBlockItemListSyntax) -> [ViewNode] {
        let root = ReadingScope(
            typeName: members.fullName, bindings: environmentBindings(of: members),
            viewChain: [SourceOrigin.ViewUse(typeName: members.fullName, callSite: nil)])
        return reading(in: root) { statements(body) }
    }

    /// A `@ViewBuilder` helper called in a body: `row(item)`, `self.header(title: "A")`.
    func helperViews(_ call: FunctionCallExprSyntax) -> [ViewNode]? {
        guard let (name, function, body) = helperMethod(call.calledExpression) else { return nil }
        let given = scope.parameterBindings(of: function, for: call, adding: scope.bindings)
        let inner = ReadingScope(
            typeName: scope.typeName, bindings: given, viewChain: scope.viewChain, configuration: StyleConfiguration.handedOn(by: given))
        return readingHelper(name, body.statements, at: call) { reading(in: inner) { statements(body.statements) } }
    }

    /// A view-building method of the type handed on by name where a view builder goes
    /// (`VStack(content: rows)`): what calling it with no arguments reads.
    func helperViews(reference expression: ExprSyntax) -> [ViewNode]? {
        guard let (name, function, body) = helperMethod(expression), function.signature.parameterClause.parameters.isEmpty
        else { return nil }
        return readingHelper(name, body.statements, at: expression) { statements(body.statements) }
    }

    /// The method of the type being read that `callee` names (`rows`, `self.rows`), with its body.
    private func helperMethod(_ callee: ExprSyntax) -> (String, FunctionDeclSyntax, CodeBlockSyntax)? {
        guard let name = ReadingScope.propertyName(callee), let typeName = scope.typeName,
            let members = compiledMembers(facts.types[typeName] ?? []), let function = members.function(name),
            let body = function.body
        else { return nil }
        return (name, function, body)
    }

    /// Reads the helper `name` whose body is `body`, unless the reading is already inside it: a
    /// helper that uses itself (an outline's row that lists its children's rows) is read once
    /// and its use inside itself is opaque.
    func readingHelper(
        _ name: String, _ body: some SyntaxProtocol, at use: some SyntaxProtocol, _ read: () -> [ViewNode]
    ) -> [ViewNode] {
        guard helpersBeingRead.insert(body.id).inserted else {
            return [opaque(.view(name), "helper '\(name)' contains itself", cause: .recursion, at: use)]
        }
        defer { helpersBeingRead.remove(body.id) }
        return read()
    }

    /// A helper property used as a view (`header`, `self.footer`) or a local constant holding a
    /// view.
    func helperViews(property expression: ExprSyntax) -> [ViewNode]? {
        guard let name = ReadingScope.propertyName(expression) else { return nil }
        if !Self.namesLocal(expression, name), let typeName = scope.typeName, let members = compiledMembers(facts.types[typeName] ?? []),
            let statements = members.computedProperty(name)
        {
            return readingHelper(name, statements, at: expression) { self.statements(statements) }
        }
        let (value, valueScope) = values.dereference(expression, in: scope)
        guard value.id != expression.id else { return nil }
        return reading(in: valueScope) { views(value) }
    }

    /// Whether `expression` is a plain name that a local constant or closure parameter declares:
    /// one hides a member of the same name (`let body = ForEach(…)` in a helper).
    private static func namesLocal(_ expression: ExprSyntax, _ name: String) -> Bool {
        guard expression.is(DeclReferenceExprSyntax.self) else { return false }
        if case .notFound = ScopeLookup.find(name, from: Syntax(expression)) { return false }
        return true
    }

    /// One argument of a call; a trailing closure has no label and matches any parameter.
    struct Argument {
        let label: String?
        let expression: ExprSyntax
        var isTrailing = false
    }

    /// The custom view's stored properties bound to the call's arguments: through an explicit
    /// initializer whose labels match (following `self.x = param` and `self.content = content()`),
    /// else through the memberwise one (labels are property names; a trailing closure is the
    /// closure-typed or generic-content property).
    func bindings(of members: ViewTypeMembers, for call: FunctionCallExprSyntax) -> [String: ReadingScope.Bound] {
        let (given, initializer) = givenBindings(of: members, for: call)
        // A plain `var` keeps its initial value unless the initializer assigns it.
        let assigned = Set(initializer?.body?.tokens(viewMode: .sourceAccurate).map(\.text) ?? [])
        let typeScope = ReadingScope(typeName: members.fullName)
        var bindings = given
        for (name, value) in members.plainVariableDefaults where bindings[name] == nil && !assigned.contains(name) {
            bindings[name] = ReadingScope.Bound(expression: value, scope: typeScope)
        }
        return bindings
    }

    /// The properties the call's arguments bind, and the explicit initializer they went through.
    private func givenBindings(of members: ViewTypeMembers, for call: FunctionCallExprSyntax)
        -> ([String: ReadingScope.Bound], InitializerDeclSyntax?)
    {
        let arguments = Self.arguments(of: call)
        for initializer in members.initializers {
            if let pairs = Self.match(initializer.signature.parameterClause.parameters, arguments) {
                return (bindings(through: initializer, of: members, pairs), initializer)
            }
        }
        var bindings: [String: ReadingScope.Bound] = [:]
        let labels = Set(arguments.compactMap(\.label))
        let contentProperties = members.storedProperties.filter { property in
            guard let type = property.type, !labels.contains(property.name) else { return false }
            return type.contains("->") || members.genericParameters.contains(type)
        }
        // `Panel { header } content: { … }`: the unlabelled closure is the first of several a
        // call gives; given alone, it is the content, the last.
        let contentProperty = (call.additionalTrailingClosures.isEmpty ? contentProperties.last : contentProperties.first)?.name
        for argument in arguments {
            guard let name = argument.isTrailing ? contentProperty : argument.label else { continue }
            // A `@Binding` given `.constant(x)` holds x, and is never written.
            let constant = members.isBinding(name) ? ConstantBinding.value(of: argument.expression) : nil
            // The memberwise initializer's parameter has the property's type, in which a
            // leading-dot member given for it (`accessory: .selection(isOn)`) is looked up.
            bindings[name] = ReadingScope.Bound(
                expression: constant ?? argument.expression, scope: scope,
                declaredType: members.storedPropertyType(name).flatMap(projectTypeName))
        }
        return (bindings, nil)
    }

    /// A call's arguments in order, its trailing closures last.
    static func arguments(of call: FunctionCallExprSyntax) -> [Argument] {
        var arguments = call.arguments.map { Argument(label: $0.label?.text, expression: $0.expression) }
        if let closure = call.trailingClosure {
            arguments.append(Argument(label: nil, expression: ExprSyntax(closure), isTrailing: true))
        }
        for closure in call.additionalTrailingClosures {
            arguments.append(Argument(label: closure.label.text, expression: ExprSyntax(closure.closure)))
        }
        return arguments
    }

    /// The parameters that take the arguments, in order, skipping defaulted ones the call leaves
    /// out; nil when the arguments do not fit.
    static func match(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument])
        -> [(FunctionParameterSyntax, ExprSyntax?)]?
    {
        var pairs: [(FunctionParameterSyntax, ExprSyntax?)] = []
        var remaining = arguments[...]
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let takesClosure = parameter.type.trimmedText.contains("->") || parameter == parameters.last
            if let argument = remaining.first, argument.isTrailing ? takesClosure : argument.label == label {
                pairs.append((parameter, argument.expression))
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue != nil {
                pairs.append((parameter, parameter.defaultValue?.value))
            } else {
                return nil
            }
        }
        return remaining.isEmpty ? pairs : nil
    }

    /// An initializer's parameters bound to the arguments a call gives them, read in the scope
    /// where the call is written; a parameter left to its default is not bound.
    func boundParameters(_ pairs: [(FunctionParameterSyntax, ExprSyntax?)]) -> [String: ReadingScope.Bound] {
        var parameters: [String: ReadingScope.Bound] = [:]
        for (parameter, value) in pairs {
            guard let value else { continue }
            parameters[(parameter.secondName ?? parameter.firstName).text] = ReadingScope.Bound(
                expression: value, scope: scope, declaredType: projectTypeName(parameter.type))
        }
        return parameters
    }

    /// Property bindings through an initializer: its parameters take the arguments, and each
    /// `self.x = …` (or `_x = State(initialValue: …)`) binds `x` to what it assigns, read in the
    /// view type of `members`, whose code the initializer is (`Self.makeText(…)` names it); a
    /// `self.init(…)` it hands on to binds what that initializer binds.
    private func bindings(
        through initializer: InitializerDeclSyntax, of members: ViewTypeMembers, _ pairs: [(FunctionParameterSyntax, ExprSyntax?)],
        delegations: Int = 0
    )
        -> [String: ReadingScope.Bound]
    {
        let initializerScope = ReadingScope(typeName: members.fullName, bindings: boundParameters(pairs), viewChain: scope.viewChain)
        var bindings: [String: ReadingScope.Bound] = [:]
        let storedNames = Set(members.storedProperties.map(\.name))
        for item in initializer.body?.statements ?? [] {
            if let delegated = Self.delegatedArguments(item), delegations < Self.maximumViewDepth {
                let other = members.initializers.lazy.filter { $0.id != initializer.id }
                    .compactMap { other in Self.match(other.signature.parameterClause.parameters, delegated).map { (other, $0) } }.first
                if let (other, pairs) = other {
                    let handedOn = reading(in: initializerScope) { self.bindings(through: other, of: members, pairs, delegations: delegations + 1) }
                    bindings.merge(handedOn) { $1 }
                } else {
                    // No declared initializer takes them: the memberwise one, whose labels are
                    // the stored properties' names (`self.init(content: content, header: nil)`).
                    for argument in delegated {
                        guard let label = argument.label else { continue }
                        bindings[label] = ReadingScope.Bound(expression: argument.expression, scope: initializerScope)
                    }
                }
                continue
            }
            guard let assignment = Self.assignment(item, storedNames: storedNames) else { continue }
            bindings[assignment.property] = ReadingScope.Bound(expression: assignment.value, scope: initializerScope)
        }
        return bindings
    }

    /// The arguments of `self.init(…)`, an initializer handing on to another.
    private static func delegatedArguments(_ item: CodeBlockItemSyntax) -> [Argument]? {
        guard let call = (item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression)?.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "init",
            callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        else { return nil }
        return arguments(of: call)
    }

    /// `self.x = value`, `x = value`, `_x = State(initialValue: value)`. A name with an underscore
    /// is a wrapped property's storage unless the type declares a stored property of that very
    /// name (`private var _content: Content`, which `self._content = content()` sets).
    private static func assignment(_ item: CodeBlockItemSyntax, storedNames: Set<String>) -> (property: String, value: ExprSyntax)? {
        guard let sequence = item.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self)
            ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
        else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            var name = ReadingScope.propertyName(elements[0])
        else { return nil }
        // `x = a + b` is one unfolded sequence: its value is what follows the `=`.
        var value = elements.count == 3 ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[2...])))
        if name.hasPrefix("_"), !storedNames.contains(name) {
            name.removeFirst()
            // `_size = ScaledMetric(wrappedValue: size)` binds `size` to the metric, which a
            // number reads at the host's text size (`ScaledMetric(made:style:)`).
            let wrapperName = value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedText
            if let wrapperName, PropertyWrappers.scaledWithTextSize.contains(wrapperName) { return (name, value) }
            if let wrapper = value.as(FunctionCallExprSyntax.self),
                let initial = wrapper.arguments.first(where: { ["initialValue", "wrappedValue"].contains($0.label?.text) })
            {
                value = initial.expression
            }
        }
        return (name, value)
    }
}
