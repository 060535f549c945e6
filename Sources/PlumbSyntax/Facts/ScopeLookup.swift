import SwiftSyntax

/// Finds what a plain name means at a place in a function or closure body: a local constant,
/// something that shadows outer names (a parameter, a `var`, a pattern binding), or nothing
/// local, in which case the type's members and the file's values are next.
public enum ScopeLookup {
    public enum Result {
        case local(TokenSyntax, ExprSyntax)
        case shadowed
        case notFound
    }

    public static func find(_ name: String, from node: Syntax) -> Result {
        var current = node
        while let parent = current.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self), parent.parent?.is(SourceFileSyntax.self) != true,
               let result = lookUp(name, before: current, in: items) {
                return result
            }
            if parent.is(MemberBlockItemListSyntax.self) { return .notFound }
            if binds(name, scope: parent) { return .shadowed }
            current = parent
        }
        return .notFound
    }

    /// The type written for the parameter `name` that `node` sees: of the nearest function,
    /// initializer, subscript or closure that binds it. Nil when the nearest binding of `name` is
    /// a local, a pattern or a closure parameter with no written type, or when no body around
    /// `node` binds it (a member of the type is no parameter).
    public static func parameterType(_ name: String, from node: Syntax) -> TypeSyntax? {
        bindingScope(of: name, from: node).flatMap { writtenType(ofParameter: name, in: $0) }
    }

    /// The nearest function, initializer, subscript, closure, loop, `if let`, `while let`,
    /// `case let` or `catch` around `node` that binds `name`. Nil when a declaration among the
    /// statements before `node` binds it first, or when no body around `node` binds it.
    public static func bindingScope(of name: String, from node: Syntax) -> Syntax? {
        var current = node
        while let parent = current.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self), parent.parent?.is(SourceFileSyntax.self) != true,
               lookUp(name, before: current, in: items) != nil {
                return nil
            }
            if parent.is(MemberBlockItemListSyntax.self) { return nil }
            if binds(name, scope: parent) { return parent }
            current = parent
        }
        return nil
    }

    private static func writtenType(ofParameter name: String, in scope: Syntax) -> TypeSyntax? {
        let parameters = scope.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
            ?? scope.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            ?? scope.as(SubscriptDeclSyntax.self)?.parameterClause.parameters
        if let parameter = parameters?.first(where: { parameterName($0) == name }) { return parameter.type }
        let closureParameters = scope.as(ClosureExprSyntax.self)?.signature?.parameterClause?.as(ClosureParameterClauseSyntax.self)?.parameters
        return closureParameters?.first { ($0.secondName ?? $0.firstName).text == name }?.type
    }

    /// Full dotted names of the types around `node`, innermost first.
    public static func enclosingTypes(of node: Syntax) -> [String] {
        var names: [String] = []
        var current: Syntax? = node.parent
        while let candidate = current {
            if let name = typeName(of: candidate) {
                names.append(name)
                if candidate.is(ExtensionDeclSyntax.self) { break }
            }
            current = candidate.parent
        }
        return names.indices.map { index in names[index...].reversed().joined(separator: ".") }
    }

    /// The kind first: this runs for every ancestor of a node, and most are no type.
    private static func typeName(of node: Syntax) -> String? {
        switch node.kind {
        case .structDecl: node.cast(StructDeclSyntax.self).name.text
        case .classDecl: node.cast(ClassDeclSyntax.self).name.text
        case .enumDecl: node.cast(EnumDeclSyntax.self).name.text
        case .actorDecl: node.cast(ActorDeclSyntax.self).name.text
        case .extensionDecl: node.cast(ExtensionDeclSyntax.self).extendedType.trimmedText
        default: nil
        }
    }

    /// A declaration of `name` among the statements before `item`, nearest first.
    private static func lookUp(_ name: String, before item: Syntax, in items: CodeBlockItemListSyntax) -> Result? {
        for statement in items.reversed() where statement.position < item.position {
            if let variable = statement.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), pattern.identifier.text == name else {
                        if bindsInPattern(name, Syntax(binding.pattern)) { return .shadowed }
                        continue
                    }
                    if variable.bindingSpecifier.tokenKind == .keyword(.let), binding.accessorBlock == nil,
                       let value = binding.initializer?.value {
                        return .local(pattern.identifier, value)
                    }
                    return .shadowed
                }
            } else if let guardStatement = statement.item.as(GuardStmtSyntax.self),
                      bindsInPattern(name, Syntax(guardStatement.conditions)) {
                return .shadowed
            }
        }
        return nil
    }

    /// Whether a scope-opening node (function, closure, loop, `if let`, `case let`) binds `name`.
    private static func binds(_ name: String, scope: Syntax) -> Bool {
        if let function = scope.as(FunctionDeclSyntax.self) {
            return function.signature.parameterClause.parameters.contains { parameterName($0) == name }
        }
        if let initializer = scope.as(InitializerDeclSyntax.self) {
            return initializer.signature.parameterClause.parameters.contains { parameterName($0) == name }
        }
        if let subscriptDecl = scope.as(SubscriptDeclSyntax.self) {
            return subscriptDecl.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
        if let closure = scope.as(ClosureExprSyntax.self), let signature = closure.signature {
            return bindsInPattern(name, Syntax(signature)) || signature.parameterClause.map {
                $0.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
            } ?? false
        }
        if let accessor = scope.as(AccessorDeclSyntax.self) {
            return ["newValue", "oldValue"].contains(name) || accessor.parameters?.name.text == name
        }
        if let loop = scope.as(ForStmtSyntax.self) { return bindsInPattern(name, Syntax(loop.pattern)) }
        if let ifExpression = scope.as(IfExprSyntax.self) { return bindsInPattern(name, Syntax(ifExpression.conditions)) }
        if let whileLoop = scope.as(WhileStmtSyntax.self) { return bindsInPattern(name, Syntax(whileLoop.conditions)) }
        if let switchCase = scope.as(SwitchCaseSyntax.self) { return bindsInPattern(name, Syntax(switchCase.label)) }
        if let catchClause = scope.as(CatchClauseSyntax.self) {
            return name == "error" || bindsInPattern(name, Syntax(catchClause.catchItems))
        }
        return false
    }

    private static func parameterName(_ parameter: FunctionParameterSyntax) -> String {
        (parameter.secondName ?? parameter.firstName).text
    }

    private static func bindsInPattern(_ name: String, _ node: Syntax) -> Bool {
        if let pattern = node.as(IdentifierPatternSyntax.self) { return pattern.identifier.text == name }
        if let condition = node.as(OptionalBindingConditionSyntax.self),
           condition.initializer == nil, let pattern = condition.pattern.as(IdentifierPatternSyntax.self) {
            return pattern.identifier.text == name  // `if let name {`
        }
        return node.children(viewMode: .sourceAccurate).contains { bindsInPattern(name, $0) }
    }
}
