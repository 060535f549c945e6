import PlumbSyntax
import SwiftSyntax

/// The project's functions and computed properties that build the views a router presents: a
/// presentation whose content calls one (`.sheet(item: $route) { route in sheet(for: route) }`,
/// `.navigationDestination(for: Route.self, destination: pushDestination)`,
/// `.fullScreenCover(item: $flow) { $0.rootView }`) shows the project views at the root of that
/// function's body, through its `switch` over the route:
///
///     @ViewBuilder func sheet(for route: Route) -> some View {
///         switch route { case .settings: SettingsScreen(); case .compose: ComposeScreen() }
///     }
///
/// The views are screens because the project's code presents them, never because of their names.
/// A builder is found where the source names it: a call written without a base (or on `self`) is
/// the presenting type's own; one on another value (`factory.view(for: route)`, `route.rootView`)
/// only when a single type of the project declares a builder of that name and labels; a
/// builder of the presenting type that only hands on to another builder is followed once more.
enum DestinationBuilders {
    /// A builder as the content of a presentation names it.
    struct Reference: Hashable, Sendable {
        /// `sheet(for:)`, `rootView`; a bare function reference's name alone (`pushDestination`).
        let signature: String
        /// Whether it is written without a base or on `self`: the presenting type's own builder.
        let isOwn: Bool

        /// Whether the builder's declared signature is the one this reference names.
        func names(_ declared: String) -> Bool {
            declared == signature || (!signature.contains("(") && declared.split(separator: "(").first.map(String.init) == signature)
        }
    }

    /// A project view standing at the root of a builder's body.
    struct BuiltView: Hashable, Sendable {
        /// The full name of the type declaring the builder (nil at file level).
        let owner: String?
        /// The builder's name and labels: `sheet(for:)`, `rootView`.
        let signature: String
        let view: String
    }

    /// The builder whose body has `view` at its root, through modifiers, a `Group`, an `if`, a
    /// `switch` and `return`: its signature, or nil for a view inside another view, in a
    /// presentation's content, or in a `body`.
    static func builder(rooting view: FunctionCallExprSyntax) -> String? {
        guard case .declaration(let declaration)? = ContentRoot.root(of: view) else { return nil }
        if let function = declaration.as(FunctionDeclSyntax.self) { return signature(of: function) }
        guard let name = declaration.as(PatternBindingSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              name != "body"
        else { return nil }
        return name
    }

    /// The builders the content of `presentation` names at its root, and those the presenting
    /// type's own builders among them hand on to.
    static func references(presentedBy presentation: FunctionCallExprSyntax, content: ExprSyntax?) -> [Reference] {
        guard let content else { return [] }
        let named = rootExpressions(of: content).compactMap(reference)
        return named + named.flatMap { handedOn(by: $0, around: presentation) }.filter { !named.contains($0) }
    }

    /// The builders the presenting type's own builder `reference` names at the root of its body,
    /// looked up in the type declaration that holds `presentation`.
    private static func handedOn(by reference: Reference, around presentation: FunctionCallExprSyntax) -> [Reference] {
        guard reference.isOwn, let members = presentation.ancestor(MemberBlockSyntax.self) else { return [] }
        return members.members.flatMap { item -> [Reference] in
            if let function = item.decl.as(FunctionDeclSyntax.self), reference.names(signature(of: function)), let body = function.body {
                return body.statements.flatMap { rootExpressions(of: $0.item) }.compactMap(Self.reference)
            }
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.flatMap { binding -> [Reference] in
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, reference.names(name),
                      case .getter(let statements)? = binding.accessorBlock?.accessors
                else { return [] }
                return statements.flatMap { rootExpressions(of: $0.item) }.compactMap(Self.reference)
            }
        }
    }

    /// The views the references name, from the builders the project declares: the presenting
    /// type's own for an own reference, the only type's that declares it for another.
    static func views(of references: [Reference], presenter: String?, in builtViews: [String: [BuiltView]]) -> [String] {
        var views: [String] = []
        for reference in references {
            let base = String(reference.signature.prefix { $0 != "(" })
            let candidates = (builtViews[base] ?? []).filter { reference.names($0.signature) }
            let chosen: [BuiltView]
            if reference.isOwn {
                chosen = candidates.filter { $0.owner == presenter || $0.owner == nil }
            } else {
                chosen = Set(candidates.map(\.owner)).count == 1 ? candidates : []
            }
            for built in chosen where !views.contains(built.view) { views.append(built.view) }
        }
        return views
    }

    // MARK: Reading

    /// `sheet(for:)` for `func sheet(for route: Route)`, `make(_:)` for `func make(_ r: Route)`.
    private static func signature(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        return "\(function.name.text)(\(labels))"
    }

    /// The expressions a view builder's content stands on: a closure's statements, through
    /// `return`, the branches of an `if` and the cases of a `switch`; any other expression itself.
    private static func rootExpressions(of node: some SyntaxProtocol) -> [ExprSyntax] {
        let node = Syntax(node)
        if let closure = node.as(ClosureExprSyntax.self) { return closure.statements.flatMap { rootExpressions(of: $0.item) } }
        if let statement = node.as(ReturnStmtSyntax.self) { return statement.expression.map { rootExpressions(of: $0) } ?? [] }
        if let statement = node.as(ExpressionStmtSyntax.self) { return rootExpressions(of: statement.expression) }
        if let choice = node.as(IfExprSyntax.self) {
            var branches = choice.body.statements.flatMap { rootExpressions(of: $0.item) }
            switch choice.elseBody {
            case .ifExpr(let next)?: branches += rootExpressions(of: next)
            case .codeBlock(let block)?: branches += block.statements.flatMap { rootExpressions(of: $0.item) }
            case nil: break
            }
            return branches
        }
        if let choice = node.as(SwitchExprSyntax.self) {
            return choice.cases.flatMap { $0.as(SwitchCaseSyntax.self)?.statements.flatMap { rootExpressions(of: $0.item) } ?? [] }
        }
        return node.as(ExprSyntax.self).map { [$0] } ?? []
    }

    /// The builder an expression names beneath its modifiers: `sheet(for: route)` and
    /// `self.sheet(for: route)` (own), `factory.view(for: route)` and `route.rootView` (another
    /// value's), a function passed by name (`pushDestination`, `pushDestination(for:)`). A type's
    /// initializer (`Settings()`) is a view call the graph reads already.
    private static func reference(_ expression: ExprSyntax) -> Reference? {
        var current = expression
        // The member nearest the chain's base: `view(for:)` in `factory.view(for: route).padding()`.
        var member: (name: String, call: FunctionCallExprSyntax?)?
        while true {
            if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = base
                continue
            }
            let call = current.as(FunctionCallExprSyntax.self)
            let callee = call?.calledExpression ?? current
            if let access = callee.as(MemberAccessExprSyntax.self), let base = access.base {
                member = (access.declName.baseName.text, call)
                current = base
                continue
            }
            guard let reference = callee.as(DeclReferenceExprSyntax.self) else { return nil }
            let name = reference.baseName.text
            if name == "self" { return member.map { Reference(signature: signature($0.name, $0.call), isOwn: true) } }
            guard name.first?.isLowercase == true || name.first == "$" else { return nil }
            if let call { return Reference(signature: signature(name, call), isOwn: true) }
            if current.id == expression.id {
                let labels = reference.argumentNames.map { "(" + $0.arguments.map { "\($0.name.text):" }.joined() + ")" } ?? ""
                return Reference(signature: name + labels, isOwn: true)
            }
            return member.map { Reference(signature: signature($0.name, $0.call), isOwn: false) }
        }
    }

    private static func signature(_ name: String, _ call: FunctionCallExprSyntax?) -> String {
        guard let call else { return name }
        let labels = call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
            + call.additionalTrailingClosures.map { "\($0.label.text):" }.joined()
        return "\(name)(\(labels))"
    }
}
