import PlumbCore
import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// The views a variadic root is handed: the views its tree's content makes, one child each, as
/// SwiftUI hands them to `body(children:)` (a `ForEach`'s rows and a `Group`'s views are each a
/// child), and which of them a `ForEach` over them is reading.
struct VariadicChildren {
    /// The root type whose body is being read, where the name means them.
    let rootType: String
    /// The name `body(children:)` gives them.
    let name: String
    let views: [ViewNode]
    /// In `ForEach(children) { child in … }`, the closure's name for the child being read and
    /// its place among them.
    var current: (name: String, index: Int)?
}

/// `_VariadicView.Tree(Root(…)) { content }`: the project root's `body(children:)` read with its
/// children the views the content makes, where it places them (`ForEach(children) { child in
/// child }`) and asks what the content settles: whether there are any (`children.isEmpty`) and
/// whether a child is the last (`child.id != children.last?.id`, a divider between rows). A root
/// the reader cannot see is opaque; what else a body does with its children is read as the
/// expression it is, opaque where unsupported.
extension TreeBuilder {
    func variadicTreeViews(_ call: FunctionCallExprSyntax) -> [ViewNode]? {
        // Every call is asked, and most callees are modifier chains, each the whole chain before
        // it: its length rules it out before its text is made (the text keeps no more trivia
        // than the length leaves out, so a callee whose text is a tree's name has its length).
        let callee = call.calledExpression
        guard VariadicViews.treeNameLengths.contains(callee.trimmedLength.utf8Length),
            VariadicViews.treeNames.contains(callee.trimmedText)
        else { return nil }
        let parts = self.parts(call)
        guard let rootExpression = parts.arguments.unlabelled(0),
            let rootCall = values.dereference(rootExpression, in: scope).0.as(FunctionCallExprSyntax.self),
            let rootName = ReadingScope.propertyName(rootCall.calledExpression),
            case let declarations = facts.declarations(ofTypeNamed: rootName, near: rootCall),
            let members = ViewTypeMembers(declarations),
            let body = members.function("body"), let statements = body.body?.statements,
            let parameter = body.signature.parameterClause.parameters.first,
            body.signature.parameterClause.parameters.count == 1, parameter.firstName.text == VariadicViews.childrenLabel
        else {
            return [opaque(.view("_VariadicView.Tree"), "a variadic view whose root's body(children:) the reader cannot see", cause: .expression, at: call)]
        }
        let inherited = Set(declarations.flatMap(\.inheritedTypes))
        let isUnary = !inherited.isDisjoint(with: VariadicViews.unaryViewRoots)
        guard isUnary || !inherited.isDisjoint(with: VariadicViews.multiViewRoots) else {
            return [opaque(.view(rootName), "'\(rootName)' is no variadic view root the reader knows", cause: .expression, at: rootCall)]
        }
        let content = parts.closure(nil).map { children($0) } ?? parts.arguments.expression("content").map(views) ?? []
        let given = bindings(of: members, for: rootCall)
        let rootScope = ReadingScope(
            typeName: members.fullName, bindings: given,
            viewChain: scope.viewChain + [SourceOrigin.ViewUse(typeName: members.fullName, callSite: facts.file(containing: rootCall)?.position(of: rootCall))])
        let outer = variadicChildren
        variadicChildren = VariadicChildren(
            rootType: members.fullName, name: (parameter.secondName ?? parameter.firstName).text, views: content)
        defer { variadicChildren = outer }
        let made = reading(in: rootScope) { self.statements(statements) }
        // A unary root's body is one view; several would be a TupleView, which SwiftUI lays out as
        // it places a unary view's parts, not as the reader lists them.
        if isUnary, made.count > 1 {
            return [opaque(.view(rootName), "a unary variadic root that makes \(made.count) views", cause: .expression, at: rootCall)]
        }
        return made
    }

    /// `ForEach(children) { child in … }` in a variadic root's body: the closure once per child,
    /// each time with its name standing for that child.
    func variadicRows(_ call: FunctionCallExprSyntax) -> [ViewNode]? {
        guard let children = variadicChildren, children.rootType == scope.typeName, let data = parts(call).arguments.unlabelled(0),
            data.as(DeclReferenceExprSyntax.self)?.baseName.text == children.name,
            let closure = parts(call).closure(nil) ?? parts(call).closure("content")
        else { return nil }
        let childName = closure.signature?.parameterClause.flatMap(Self.onlyParameterName) ?? "$0"
        return children.views.indices.flatMap { index in
            var current = children
            current.current = (childName, index)
            variadicChildren = current
            defer { variadicChildren = children }
            let rowScope = ReadingScope(
                typeName: scope.typeName, bindings: scope.bindings, viewChain: scope.viewChain,
                modified: (childName, children.views[index]), configuration: scope.configuration)
            return reading(in: rowScope) { self.children(closure) }
        }
    }

    /// What the children settle in a condition of a variadic root's body: `children.isEmpty`,
    /// and whether the child being read is the last (`child.id == last`, where `let last =
    /// children.last?.id`, or `children.last?.id` written out).
    func variadicCondition(_ condition: ExprSyntax) -> Bool? {
        guard let children = variadicChildren, children.rootType == scope.typeName else { return nil }
        if let member = condition.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEmpty",
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == children.name
        {
            return children.views.isEmpty
        }
        guard let current = children.current, let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let operation = Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text, ["==", "!="].contains(operation)
        else { return nil }
        let sides = [sequence.elements.first!, sequence.elements.last!]
        guard sides.contains(where: { Self.isIdentifier(of: current.name, $0) }),
            sides.contains(where: { Self.isLastIdentifier(of: children.name, values.dereference($0, in: scope).0) })
        else { return nil }
        let isLast = current.index == children.views.count - 1
        return operation == "==" ? isLast : !isLast
    }

    /// `child.id`.
    private static func isIdentifier(of name: String, _ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "id" else { return false }
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }

    /// `children.last?.id` or `children.last!.id`.
    private static func isLastIdentifier(of name: String, _ expression: ExprSyntax) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "id", let base = member.base
        else { return false }
        let last = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression
        guard let lastMember = last?.as(MemberAccessExprSyntax.self), lastMember.declName.baseName.text == "last" else { return false }
        return lastMember.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }

    /// The name a closure gives its only parameter (`child in`, `(child) in`).
    private static func onlyParameterName(_ clause: ClosureSignatureSyntax.ParameterClause) -> String? {
        switch clause {
        case .simpleInput(let names): return names.count == 1 ? names.first?.name.text : nil
        case .parameterClause(let parameters):
            guard parameters.parameters.count == 1, let only = parameters.parameters.first else { return nil }
            return (only.secondName ?? only.firstName).text
        }
    }
}
