import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Where the data of a `List(…)` or `ForEach(…)` comes from, as far as the source shows.
enum CollectionSource {
    /// A literal array, a range with constant bounds, or a static member (`Kind.allCases`): never empty.
    case constant
    /// A value the view holds: state, a query, a binding, a model property, a parameter. `path`
    /// is how it is written without `$` and `self.`: `items`, `model.items`.
    case held(path: String)
    /// Anything the source does not decide: a local, a closure parameter, a global, a call.
    case unknown

    private static let rangeOperators: Set<String> = ["..<", "..."]

    init(_ expression: ExprSyntax, facts: ProjectFacts, resolver: ValueResolver, graph: ViewGraph) {
        if expression.is(ArrayExprSyntax.self) || expression.is(DictionaryExprSyntax.self) {
            self = .constant
        } else if let bounds = Self.rangeBounds(expression) {
            if bounds.allSatisfy({ resolver.resolve($0) != nil }) {
                self = .constant
            } else {
                // `0..<items.count` lists `items`; `0..<total` is a number, not a collection.
                let counted = bounds.compactMap { $0.as(MemberAccessExprSyntax.self) }
                    .filter { $0.declName.baseName.text == "count" }.compactMap(\.base)
                self = counted.count == 1 ? CollectionSource(counted[0], facts: facts, resolver: resolver, graph: graph) : .unknown
            }
        } else if let path = MemberPath(expression) {
            self = Self.classify(path, facts: facts, resolver: resolver, graph: graph)
        } else {
            self = .unknown
        }
    }

    private static func rangeBounds(_ expression: ExprSyntax) -> [ExprSyntax]? {
        var inner = expression
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            inner = only.expression
        }
        guard let sequence = inner.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self),
              rangeOperators.contains(op.operator.text)
        else { return nil }
        return [elements[0], elements[2]]
    }

    private static func classify(_ path: MemberPath, facts: ProjectFacts, resolver: ValueResolver, graph: ViewGraph) -> CollectionSource {
        guard let first = path.root.first, !first.isUppercase else { return .constant }
        let scope = path.isExplicitMember ? .notFound : ScopeLookup.find(path.root, from: Syntax(path.rootNode))
        switch scope {
        case .local:
            return .unknown
        case .shadowed:
            if let lookedUp = optionalBindingValue(of: path.root, at: path.rootNode) {
                // `if let rows = groups[key]`: the rows of a dictionary the view holds.
                guard case .held(let source) = CollectionSource(lookedUp, facts: facts, resolver: resolver, graph: graph) else { return .unknown }
                return .held(path: source)
            }
            return parameterIsHeld(path.root, at: path.rootNode, facts: facts, resolver: resolver, graph: graph) ? .held(path: path.text) : .unknown
        case .notFound:
            guard let type = facts.enclosingTypeName(of: path.rootNode),
                  let variable = facts.memberVariable(named: path.root, of: type)
            else { return .unknown }
            guard isHeld(variable, in: facts.types[type] ?? []) else { return .constant }
            if let member = path.text.split(separator: ".").dropFirst().first,
               let ownerType = declaredTypeName(of: variable),
               let property = facts.memberVariable(named: String(member), of: ownerType),
               !isHeld(property, in: facts.types[ownerType] ?? []) {
                return .constant  // `style.kinds`, where `Style` normalises `kinds` to defaults
            }
            return follow(.callers(type: type, property: path.root), unlessFollowed: .unknown) {
                callersNeverPassEmpty(path, facts: facts, resolver: resolver, graph: graph) ? .constant : .held(path: path.text)
            }
        }
    }

    /// What the classification is following now: the callers of a view that pass one of its
    /// properties, the calls of a method that pass one of its parameters. Met again further down
    /// (a view that shows itself with its own rows' children, a method that calls itself), it is
    /// not followed again and answers `unlessFollowed`: else the classification would not end.
    private enum Followed: Hashable, Sendable {
        case callers(type: String, property: String)
        case calls(function: SyntaxIdentifier, parameter: String)
    }

    @TaskLocal private static var following: Set<Followed> = []

    private static func follow<Answer>(_ followed: Followed, unlessFollowed answer: Answer, _ body: () -> Answer) -> Answer {
        guard !following.contains(followed) else { return answer }
        return $following.withValue(following.union([followed]), operation: body)
    }

    /// A property whose value can change or come from outside: a wrapper, a stored property
    /// without a value (a parameter), a computed property, or a `var` that starts empty. A
    /// property whose every value is a constant or falls back to one when empty
    /// (`kinds.isEmpty ? Kind.allCases : kinds`, in its getter or in each assignment of its
    /// type) is never empty.
    private static func isHeld(_ variable: VariableDeclSyntax, in declarations: [TypeDeclaration]) -> Bool {
        guard let binding = variable.bindings.first else { return false }
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           binding.accessorBlock == nil, variable.attributeNames.isEmpty,
           let assigned = Optional(AssignedValues.find(name, in: declarations)), !assigned.isEmpty,
           assigned.allSatisfy({ isNeverEmpty($0) || EmptinessTest.isNormalised($0, isConstant: isNeverEmpty) }) {
            return false
        }
        if !variable.attributeNames.isEmpty { return true }
        if let accessors = binding.accessorBlock {
            guard let value = ComputedValue.expression(of: accessors) else { return true }
            return !(isNeverEmpty(value) || EmptinessTest.isNormalised(value, isConstant: isNeverEmpty))
        }
        guard let value = binding.initializer?.value else { return true }
        guard variable.bindingSpecifier.tokenKind == .keyword(.var) else { return false }
        if let array = value.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        // `var providers = Provider.allCases`: a constant the view could change but never empties.
        return !(value.is(DictionaryExprSyntax.self) || isNeverEmpty(value))
    }

    /// A non-empty array literal, or a static member read without calls (`Kind.allCases`,
    /// `Provider.defaults`); `Kind.allCases.filter { … }` can be empty.
    private static func isNeverEmpty(_ value: ExprSyntax) -> Bool {
        if let array = value.as(ArrayExprSyntax.self) { return !array.elements.isEmpty }
        guard value.is(MemberAccessExprSyntax.self), let path = MemberPath(value),
              path.root.first?.isUppercase == true
        else { return false }
        return !value.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .leftParen || $0.tokenKind == .leftBrace }
    }

    /// The type a property is declared with (`let style: LibraryStyle`), created as (`var model =
    /// Model()`) or read from the environment as (`@Environment(Model.self) var model`).
    private static func declaredTypeName(of variable: VariableDeclSyntax) -> String? {
        guard let binding = variable.bindings.first else { return nil }
        if let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) { return type.name.text }
        for element in variable.attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedText == "Environment",
                  let type = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.as(MemberAccessExprSyntax.self),
                  type.declName.baseName.text == "self", let base = type.base
            else { continue }
            return base.trimmedText
        }
        guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) else { return nil }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The value an `if let name = value` around `node` binds to `name`.
    private static func optionalBindingValue(of name: String, at node: some SyntaxProtocol) -> ExprSyntax? {
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let ifExpression = parent.as(IfExprSyntax.self), current.id == Syntax(ifExpression.body).id {
                for condition in ifExpression.conditions {
                    guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    else { continue }
                    return binding.initializer?.value
                }
            }
            current = parent
        }
        return nil
    }

    /// A view's parameter that every caller in the project gives a constant collection
    /// (`TagGrid(tags: Tag.all)`), shows only where what it passes is not empty (`if
    /// !tags.isEmpty { TagGrid(tags: tags) }`), or shows beside an empty state of its own for it
    /// (`.overlay { if tags.isEmpty { … } }`, `.opacity(tags.isEmpty ? 0 : 1)`), from the view graph.
    private static func callersNeverPassEmpty(_ path: MemberPath, facts: ProjectFacts, resolver: ValueResolver, graph: ViewGraph) -> Bool {
        let written = path.isExplicitMember ? path.rootNode.parent?.as(ExprSyntax.self) : path.rootNode
        guard let written, let arguments = ViewArguments.passed(for: written, facts: facts, graph: graph) else { return false }
        return arguments.allSatisfy {
            if case .constant = CollectionSource($0, facts: facts, resolver: resolver, graph: graph) { return true }
            return EmptinessTest.isGuardedNonEmpty($0) || callerTestsEmptiness(of: $0, facts: facts)
        }
    }

    /// Whether the view that passes `argument` tests that collection's emptiness in its view code:
    /// its empty state is the caller's. A UIKit caller's test, or one in an action (loading or
    /// saving what is there), shows nothing.
    private static func callerTestsEmptiness(of argument: ExprSyntax, facts: ProjectFacts) -> Bool {
        guard let caller = facts.enclosingTypeName(of: argument), facts.isView(caller),
              let declarations = facts.types[caller]
        else { return false }
        return EmptinessTest.isTested(EmptinessTest.name(of: argument), in: declarations, facts: facts)
    }

    /// A parameter of a method of the view is held when the view calls the method with a held
    /// collection somewhere, or never calls it itself; `makeGrid(icons: Icon.all)` is constant.
    private static func parameterIsHeld(_ name: String, at node: some SyntaxProtocol, facts: ProjectFacts, resolver: ValueResolver, graph: ViewGraph) -> Bool {
        guard let function = node.ancestor(FunctionDeclSyntax.self),
              let index = function.signature.parameterClause.parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name })
        else { return false }
        let parameter = function.signature.parameterClause.parameters[index]
        let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        let position = function.signature.parameterClause.parameters.distance(from: function.signature.parameterClause.parameters.startIndex, to: index)
        guard let type = facts.enclosingTypeName(of: function), let declarations = facts.types[type] else { return true }
        return follow(.calls(function: function.id, parameter: name), unlessFollowed: false) {
            isHeld(argumentAt: position, label: label, inCallsOf: function, in: declarations, facts: facts, resolver: resolver, graph: graph)
        }
    }

    /// Whether some call of `function` in the type's declarations passes a held collection as
    /// its argument at `position` (or labelled `label`), or no call does: then `true`.
    private static func isHeld(
        argumentAt position: Int, label: String?, inCallsOf function: FunctionDeclSyntax, in declarations: [TypeDeclaration],
        facts: ProjectFacts, resolver: ValueResolver, graph: ViewGraph
    ) -> Bool {
        let calls = declarations.flatMap { MethodCalls.find(function.name.text, in: Syntax($0.node)) }
        let arguments = calls.compactMap { call -> ExprSyntax? in
            let list = Array(call.arguments)
            if let label { return list.first { $0.label?.text == label }?.expression }
            return position < list.count ? list[position].expression : nil
        }
        guard !arguments.isEmpty else { return true }
        return arguments.contains {
            if case .held = CollectionSource($0, facts: facts, resolver: resolver, graph: graph) { return true }
            return false
        }
    }
}

/// The values a type assigns to one of its properties: `name = value` or `self.name = value`,
/// in any of its declarations (its initializers, its methods).
private final class AssignedValues: SyntaxVisitor {
    private let name: String
    private var values: [ExprSyntax] = []

    private init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func find(_ name: String, in declarations: [TypeDeclaration]) -> [ExprSyntax] {
        let visitor = AssignedValues(name: name)
        for declaration in declarations { visitor.walk(declaration.node) }
        return visitor.values
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
              EmptinessTest.name(of: elements[0]) == name
        else { return .visitChildren }
        let rest = Array(elements[2...])
        values.append(rest.count == 1 ? rest[0] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(rest))))
        return .visitChildren
    }
}

/// The calls of a method by its plain name: `makeGrid(…)` or `self.makeGrid(…)`.
private final class MethodCalls: SyntaxVisitor {
    private let name: String
    private var calls: [FunctionCallExprSyntax] = []

    private init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func find(_ name: String, in node: Syntax) -> [FunctionCallExprSyntax] {
        let visitor = MethodCalls(name: name)
        visitor.walk(node)
        return visitor.calls
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let called = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(MemberAccessExprSyntax.self).flatMap { member in
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? member.declName.baseName.text : nil
            }
        if called == name { calls.append(node) }
        return .visitChildren
    }
}
