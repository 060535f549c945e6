import PlumbSyntax
import SwiftSyntax

/// Where the app's UIKit code puts a hosting controller it makes, `UIHostingController(rootView:
/// Home())`: the one place that tells a controller shown as a screen from one that shows a part of
/// a screen. Only a placement the code shows makes a screen:
///
/// - presented, pushed or shown (`present`, `pushViewController`, `show`, …), set as a window's
///   root or among a tab bar's controllers, wrapped in a navigation controller that is, or
///   returned from a function or computed property that makes controllers (a coordinator's);
/// - handed to a project method that does one of those with it, in its body or through one more
///   such method (`flow.startPresentation(host, animated: true)`, where every implementation of
///   the flow's protocol pushes or presents its argument; `presentModally(host)`, the owner's own);
/// - added as a child whose view is pinned to the parent's whole view (`view`, or its safe area):
///   `frame = view.bounds`, or constraints to its four edges, written in place or in a project
///   helper given `view` (`addChild(_:in: view)`), in a controller that does not size its own
///   view (a keyboard toolbar's controller sets its view's `frame`).
///
/// Anything else hosts a part of a screen, or sits where Plumb cannot say: a child with its own
/// frame or placed in a sub-view, a view used as a keyboard accessory, a controller a UIKit view
/// makes for itself (a cell's, a header's), one kept or handed on where the code does not show
/// how UIKit places it. It is not laid out as a screen: a part laid out at the window's size
/// would be judged against a screen it does not fill.
struct HostedPlacement {
    let facts: ProjectFacts

    /// UIKit's views, whose own hosting controllers show SwiftUI content inside them (a cell's
    /// row, a header), not as a screen.
    static let platformViews: Set<String> = [
        "UIView", "UIControl", "UIScrollView", "UIStackView", "UITableViewCell", "UICollectionViewCell",
        "UICollectionReusableView", "UITableViewHeaderFooterView",
    ]

    /// SwiftUI's wrappers of UIKit: a hosting controller one makes is a part of the SwiftUI view
    /// that holds the wrapper.
    static let representables: Set<String> = ["UIViewControllerRepresentable", "UIViewRepresentable"]

    /// Calls that show the controller they are given as a screen.
    private static let showingCalls: Set<String> = [
        "present", "pushViewController", "show", "showDetailViewController", "setViewControllers", "setViewController",
    ]

    /// Properties that make the controller (or array of controllers) they are set to screens.
    private static let showingProperties: Set<String> = ["rootViewController", "viewControllers"]

    /// Containers that show the controller they are made with as their own first screen (and the
    /// project's classes that inherit them).
    private static let wrappingControllers: Set<String> = ["UINavigationController"]

    /// The properties a controller sizes its own view with: a controller that sets them is a part
    /// of a screen (a keyboard toolbar, a popover's content), not one.
    private static let ownSizeTargets: Set<String> = ["view.frame", "view.bounds", "preferredContentSize"]

    /// The four edges a pinned child's constraints tie to its container's (left and right as
    /// leading and trailing).
    private static let edges: [String: String] = [
        "topAnchor": "top", "bottomAnchor": "bottom", "leadingAnchor": "leading", "trailingAnchor": "trailing",
        "leftAnchor": "leading", "rightAnchor": "trailing",
    ]

    /// Whether the hosting controller `call` makes is shown as a screen.
    func showsScreen(_ call: FunctionCallExprSyntax) -> Bool {
        let owner = facts.enclosingTypeName(of: call)
        if let owner, facts.inherits(owner, fromAnyOf: Self.platformViews.union(Self.representables)) { return false }
        let controller = ExprSyntax(call)
        return isShown(controller, owner: owner) || isPinnedChild([controller], owner: owner)
    }

    /// How a controller-valued expression is used by the code around it.
    private enum Use {
        case argument(of: FunctionCallExprSyntax)
        case assigned(to: ExprSyntax)
        case returned
        /// Kept as a constant or property: its references say how it is placed.
        case named(String, binding: PatternBindingSyntax)
        case other
    }

    /// Whether the code shows the controller `controller` evaluates to as a screen: presents,
    /// pushes, installs or returns it, hands it to a project method that does (`helperDepth`
    /// such methods deep), or keeps it in a name whose reads do so or pin it as a child.
    private func isShown(_ controller: ExprSyntax, owner: String?, helperDepth: Int = 2) -> Bool {
        switch Self.use(of: controller) {
        case .argument(let call):
            let name = Self.calleeName(call)
            if Self.showingCalls.contains(name) { return true }
            if Self.wrappingControllers.contains(name) || facts.inherits(name, fromAnyOf: Self.wrappingControllers) {
                return isShown(ExprSyntax(call), owner: owner, helperDepth: helperDepth)
            }
            return helperDepth > 0 && helperShows(call, controller: controller, owner: owner, depth: helperDepth)
        case .assigned(let target):
            return Self.showingProperties.contains(Self.lastName(target))
        case .returned:
            return true
        case .named(let name, let binding):
            let references = self.references(to: name, declaredBy: binding, owner: owner)
            return references.contains { isShown($0, owner: owner, helperDepth: helperDepth) } || isPinnedChild(references, owner: owner)
        case .other:
            return false
        }
    }

    /// Whether every project function `call` may run, and there is one, shows the parameter it
    /// is given `controller` as (`isShown`, one helper less deep): whichever runs, the controller
    /// is a screen.
    private func helperShows(_ call: FunctionCallExprSyntax, controller: ExprSyntax, owner: String?, depth: Int) -> Bool {
        let arguments = Array(call.arguments)
        guard let index = arguments.firstIndex(where: { $0.expression.id == controller.id }) else { return false }
        let helpers = functions(calledBy: call, owner: owner).filter { $0.signature.parameterClause.parameters.count == arguments.count }
        return !helpers.isEmpty && helpers.allSatisfy { helper in
            let parameter = Array(helper.signature.parameterClause.parameters)[index]
            let references = Self.references(to: (parameter.secondName ?? parameter.firstName).text, in: Syntax(helper.body!))
            let helperOwner = facts.enclosingTypeName(of: helper)
            return references.contains { isShown($0, owner: helperOwner, helperDepth: depth - 1) }
        }
    }

    /// The project's functions with a body that `call` may run, by its name: for `helper(x)` or
    /// `self.helper(x)`, the owner's methods and the project's `UIViewController` extensions'; for
    /// `flow.helper(x)` on a property of the owner declared with a type (`let flow: any Flow`),
    /// the project's declarations and extensions of that type and of every project type that
    /// inherits or conforms to it (a protocol's implementations). Any other receiver: none. A
    /// test's own implementation (a mock flow) is not one the app runs.
    private func functions(calledBy call: FunctionCallExprSyntax, owner: String?) -> [FunctionDeclSyntax] {
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
        let types: [String]
        if base == nil || base == "self" {
            types = [owner, "UIViewController"].compactMap { $0 }
        } else if let owner, let base, let type = declaredType(of: base.hasPrefix("self.") ? String(base.dropFirst(5)) : base, in: owner) {
            // A protocol is not among the project's types (`ProjectFacts.types`), its extensions are.
            types = [type] + facts.types.keys.filter { $0 != type && facts.inherits($0, fromAnyOf: [type]) }.sorted()
        } else {
            return []
        }
        let declarations = types.flatMap { facts.types[$0] ?? [] }
        return MemberIndex(declarations).members(named: Self.calleeName(call)).compactMap { $0.as(FunctionDeclSyntax.self) }
            .filter { $0.body != nil && facts.file(containing: $0).map(facts.isTestCode) != true }
    }

    /// The type a property of `owner` is declared with, without `any`, `?` or `!`: `Flow` for
    /// `let flow: Flow`, `var flow: (any Flow)?`.
    private func declaredType(of property: String, in owner: String) -> String? {
        guard let binding = facts.memberVariable(named: property, of: owner)?.bindings.first,
              let written = binding.typeAnnotation?.type.trimmedDescription
        else { return nil }
        var type = WrittenType.nonOptional(written)
        if type.hasPrefix("("), type.hasSuffix(")") { type = String(type.dropFirst().dropLast()) }
        if type.hasPrefix("any ") { type.removeFirst(4) }
        return type
    }

    /// What the code does with `expression`, through parentheses, arrays, `try` and `await`.
    private static func use(of expression: ExprSyntax) -> Use {
        var current = Syntax(expression)
        while let parent = current.parent {
            if let argument = parent.as(LabeledExprSyntax.self), let list = argument.parent {
                if let call = list.parent?.as(FunctionCallExprSyntax.self) { return .argument(of: call) }
                guard let tuple = list.parent?.as(TupleExprSyntax.self), tuple.elements.count == 1 else { return .other }
                current = Syntax(tuple)
            } else if parent.is(ArrayElementSyntax.self) {
                guard let array = parent.parent?.parent?.as(ArrayExprSyntax.self) else { return .other }
                current = Syntax(array)
            } else if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
                current = parent
            } else if let list = parent.as(ExprListSyntax.self) {
                let elements = Array(list)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == current.id else { return .other }
                return .assigned(to: elements[0])
            } else if parent.is(ReturnStmtSyntax.self) {
                return makesControllers(around: parent) ? .returned : .other
            } else if let item = parent.as(CodeBlockItemSyntax.self) {
                // The one expression of a function's or computed property's body is what it returns.
                guard let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1, let body = list.parent,
                      body.is(AccessorBlockSyntax.self) || body.parent?.is(FunctionDeclSyntax.self) == true
                          || body.parent?.is(AccessorDeclSyntax.self) == true
                else { return .other }
                return .returned
            } else if let value = parent.as(InitializerClauseSyntax.self) {
                guard let binding = value.parent?.as(PatternBindingSyntax.self),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return .other }
                return .named(name, binding: binding)
            } else {
                return .other
            }
        }
        return .other
    }

    /// Whether `node` is a statement of a function or computed property (not of a closure, whose
    /// result is handed to code Plumb does not follow).
    private static func makesControllers(around node: Syntax) -> Bool {
        var current = node.parent
        while let candidate = current {
            if candidate.is(ClosureExprSyntax.self) || candidate.is(MemberBlockSyntax.self) { return false }
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(AccessorBlockSyntax.self) { return true }
            current = candidate.parent
        }
        return false
    }

    /// The expressions that read a constant or property after its declaration: `host` and
    /// `self.host`, in the constant's statements or in every declaration of the property's type.
    private func references(to name: String, declaredBy binding: PatternBindingSyntax, owner: String?) -> [ExprSyntax] {
        var current = binding.parent
        while let scope = current {
            if let statements = scope.as(CodeBlockItemListSyntax.self) {
                return Self.references(to: name, in: Syntax(statements)).filter { $0.position >= binding.endPosition }
            }
            if scope.is(MemberBlockSyntax.self) {
                guard let owner else { return [] }
                return (facts.types[owner] ?? []).flatMap { Self.references(to: name, in: Syntax($0.node)) }
            }
            current = scope.parent
        }
        return []
    }

    /// Every read of `name` in `scope`, as the expression that reads it (`self.name` whole).
    private static func references(to name: String, in scope: Syntax) -> [ExprSyntax] {
        reads(in: scope) { $0 == .identifier(name) }
    }

    /// Every read in `scope` of a name `isRead` accepts, bare or through `self.`, as the
    /// expression that reads it; a member of anything else (`other.name`) is not one.
    private static func reads(in scope: Syntax, where isRead: (TokenKind) -> Bool) -> [ExprSyntax] {
        scope.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard isRead(token.tokenKind), let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
            guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id else {
                return ExprSyntax(reference)
            }
            return member.base?.trimmedDescription == "self" ? ExprSyntax(member) : nil
        }
    }

    // MARK: Children

    /// Whether the references add the controller as a child pinned to the owner's whole view,
    /// in place or through a project helper, in an owner that does not size its own view.
    private func isPinnedChild(_ references: [ExprSyntax], owner: String?) -> Bool {
        guard !sizesOwnView(owner), !Self.givesOwnSize(references) else { return false }
        if pins(references, into: Self.isWholeView) { return true }
        return references.contains { reference in
            guard case .argument(let call) = Self.use(of: reference) else { return false }
            return helperPins(call, child: reference, owner: owner)
        }
    }

    /// `view` or `self.view`: a controller's whole view.
    private static func isWholeView(_ expression: ExprSyntax) -> Bool {
        ["view", "self.view"].contains(expression.trimmedDescription)
    }

    /// Whether the references to a child controller add it as a child (`addChild`), put its view
    /// in the container `isContainer` recognises and make it fill that container: `frame =
    /// container.bounds`, or its four edges constrained to the container's (or its safe area's).
    private func pins(_ references: [ExprSyntax], into isContainer: (ExprSyntax) -> Bool) -> Bool {
        var added = false, inContainer = false, fills = false
        var edges: Set<String> = []
        for reference in references {
            if case .argument(let call) = Self.use(of: reference), Self.calleeName(call) == "addChild" { added = true }
            guard let view = reference.parent?.as(MemberAccessExprSyntax.self), view.declName.baseName.text == "view" else { continue }
            if case .argument(let call) = Self.use(of: ExprSyntax(view)), ["addSubview", "insertSubview"].contains(Self.calleeName(call)),
               let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base, isContainer(base) {
                inContainer = true
            }
            guard let property = view.parent?.as(MemberAccessExprSyntax.self) else { continue }
            if property.declName.baseName.text == "frame", let bounds = Self.assignedValue(to: property),
               let member = bounds.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "bounds",
               let base = member.base, isContainer(base) {
                fills = true
            }
            if let edge = edge(of: ExprSyntax(property), constrainedTo: isContainer) { edges.insert(edge) }
            // `host.view.pinToParent()`: the project's own helper pins the view to the one it was added to.
            if let call = property.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == property.id,
               call.arguments.isEmpty, call.trailingClosure == nil, viewHelperPinsToSuperview(property.declName.baseName.text) {
                fills = true
            }
        }
        return added && inContainer && (fills || edges.count == 4)
    }

    /// The edge an anchor (`host.view.topAnchor`, or `topAnchor` in a view's own method) is
    /// constrained equal to, with no constant, when it is the same edge of the container or of
    /// its safe area: `a.topAnchor.constraint(equalTo: container.topAnchor)`.
    private func edge(of anchor: ExprSyntax, constrainedTo isContainer: (ExprSyntax) -> Bool) -> String? {
        guard let edge = Self.edges[Self.lastName(anchor)], let target = Self.constraintTarget(of: anchor),
              let targetAnchor = target.as(MemberAccessExprSyntax.self), self.edge(named: targetAnchor.declName.baseName.text) == edge,
              let base = targetAnchor.base, isContainer(base) || Self.isSafeArea(of: base, isContainer)
        else { return nil }
        return edge
    }

    /// The edge an anchor's name names: UIKit's (`topAnchor`), or a project's `UIView` property
    /// that is its safe area's anchor (`var safeBottom: NSLayoutYAxisAnchor {
    /// safeAreaLayoutGuide.bottomAnchor }`).
    private func edge(named name: String) -> String? {
        if let edge = Self.edges[name] { return edge }
        let properties = MemberIndex(facts.types["UIView"] ?? []).members(named: name).compactMap { $0.as(VariableDeclSyntax.self) }
        guard properties.count == 1, let binding = properties[0].bindings.first,
              case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1,
              let value = statements.first?.item.as(MemberAccessExprSyntax.self),
              let guide = value.base?.trimmedDescription, ["safeAreaLayoutGuide", "self.safeAreaLayoutGuide"].contains(guide)
        else { return nil }
        return Self.edges[value.declName.baseName.text]
    }

    /// Whether every method of that name the project adds to `UIView` and can call with no
    /// arguments constrains the view's own four edges to its superview's.
    private func viewHelperPinsToSuperview(_ name: String) -> Bool {
        let helpers = MemberIndex(facts.types["UIView"] ?? []).members(named: name).compactMap { $0.as(FunctionDeclSyntax.self) }.filter {
            $0.body != nil && $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
        }
        return !helpers.isEmpty && helpers.allSatisfy { helper in
            let body = Syntax(helper.body!)
            let superviews = Self.namesBound(toSuperviewIn: body)
            let isSuperview = { (expression: ExprSyntax) in superviews.contains(expression.trimmedDescription) }
            let anchors = Self.reads(in: body) { kind in
                if case .identifier(let name) = kind { return Self.edges[name] != nil }
                return false
            }
            return Set(anchors.compactMap { edge(of: $0, constrainedTo: isSuperview) }).count == 4
        }
    }

    /// `superview` and the names a view's method binds to it (`guard let parent = superview`).
    private static func namesBound(toSuperviewIn body: Syntax) -> Set<String> {
        var names: Set<String> = ["superview", "self.superview", "superview!"]
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == "superview" {
            guard let value = token.parent?.parent?.as(InitializerClauseSyntax.self), value.value.trimmedDescription == "superview" else { continue }
            if let binding = value.parent?.as(OptionalBindingConditionSyntax.self) {
                names.insert(binding.pattern.trimmedDescription)
            } else if let binding = value.parent?.as(PatternBindingSyntax.self) {
                names.insert(binding.pattern.trimmedDescription)
            }
        }
        return names
    }

    /// `container.safeAreaLayoutGuide`.
    private static func isSafeArea(of expression: ExprSyntax, _ isContainer: (ExprSyntax) -> Bool) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "safeAreaLayoutGuide",
              let base = member.base
        else { return false }
        return isContainer(base)
    }

    /// The value `target = value` gives `target`.
    private static func assignedValue(to target: MemberAccessExprSyntax) -> ExprSyntax? {
        guard let elements = target.parent?.as(ExprListSyntax.self).map(Array.init), elements.count == 3,
              elements[0].id == target.id, elements[1].is(AssignmentExprSyntax.self)
        else { return nil }
        return elements[2]
    }

    /// The anchor an anchor is constrained equal to, with no constant: `b` in
    /// `a.constraint(equalTo: b)`.
    private static func constraintTarget(of anchor: ExprSyntax) -> ExprSyntax? {
        guard let method = anchor.parent?.as(MemberAccessExprSyntax.self), method.declName.baseName.text == "constraint",
              let call = method.parent?.as(FunctionCallExprSyntax.self), call.arguments.count == 1
        else { return nil }
        return call.argument("equalTo")?.expression
    }

    /// Whether a project helper the owner calls with the child pins it to the container
    /// `isContainer` recognises: given as an argument (`addChild(host, in: view)`), or, with no
    /// container argument, the owner's own `view` (`add(host)`, called on the owner itself).
    /// Every function of that name and arity in the owner's declarations and the project's
    /// `UIViewController` extensions must do so (`pins`, with its parameters for the child and
    /// the container), in its body or through one more such helper (`add(child, to: view)`).
    ///
    /// `container` is the name of the caller's container, nil for the owner's whole `view`.
    private func helperPins(_ call: FunctionCallExprSyntax, child: ExprSyntax, owner: String?, into container: String? = nil,
                            depth: Int = 1) -> Bool {
        let arguments = Array(call.arguments)
        let isContainer = Self.container(named: container)
        guard let childIndex = arguments.firstIndex(where: { $0.expression.id == child.id }) else { return false }
        let containerIndex = arguments.firstIndex { isContainer($0.expression) }
        if containerIndex == nil {
            // The helper's own `view` is the caller's container only when that is the owner's
            // view and the helper is called on the owner.
            let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
            guard container == nil, base == nil || base == "self" else { return false }
        }
        let declarations = ([owner, "UIViewController"].compactMap { $0 }).flatMap { facts.types[$0] ?? [] }
        let helpers = MemberIndex(declarations).members(named: Self.calleeName(call)).compactMap { $0.as(FunctionDeclSyntax.self) }.filter {
            $0.signature.parameterClause.parameters.count == arguments.count && $0.body != nil
        }
        return !helpers.isEmpty && helpers.allSatisfy { helper in
            let parameters = Array(helper.signature.parameterClause.parameters).map { ($0.secondName ?? $0.firstName).text }
            let innerContainer = containerIndex.map { parameters[$0] }
            let references = Self.references(to: parameters[childIndex], in: Syntax(helper.body!))
            if pins(references, into: Self.container(named: innerContainer)) { return true }
            return depth > 0 && references.contains { reference in
                guard case .argument(let inner) = Self.use(of: reference) else { return false }
                return helperPins(inner, child: reference, owner: owner, into: innerContainer, depth: depth - 1)
            }
        }
    }

    /// What recognises a container: the expression naming it, or the owner's whole `view` for nil.
    private static func container(named name: String?) -> (ExprSyntax) -> Bool {
        guard let name else { return isWholeView }
        return { $0.trimmedDescription == name }
    }

    /// Whether the references give the child's view a size of its own: a width or height
    /// constraint, or a frame other than a container's bounds.
    private static func givesOwnSize(_ references: [ExprSyntax]) -> Bool {
        references.contains { reference in
            guard let view = reference.parent?.as(MemberAccessExprSyntax.self), view.declName.baseName.text == "view",
                  let property = view.parent?.as(MemberAccessExprSyntax.self)
            else { return false }
            switch property.declName.baseName.text {
            case "heightAnchor", "widthAnchor":
                return property.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "constraint"
            case "frame":
                guard let value = assignedValue(to: property) else { return false }
                return value.as(MemberAccessExprSyntax.self)?.declName.baseName.text != "bounds"
            default:
                return false
            }
        }
    }

    /// Whether the owner sets its own view's frame or its preferred size anywhere.
    private func sizesOwnView(_ owner: String?) -> Bool {
        guard let owner else { return false }
        return (facts.types[owner] ?? []).contains { declaration in
            declaration.node.tokens(viewMode: .sourceAccurate).contains { token in
                guard let assignment = token.parent?.as(AssignmentExprSyntax.self),
                      let target = assignment.parent?.as(ExprListSyntax.self)?.first?.trimmedDescription
                else { return false }
                let written = target.hasPrefix("self.") ? String(target.dropFirst(5)) : target
                return Self.ownSizeTargets.contains { written == $0 || written.hasPrefix($0 + ".") }
            }
        }
    }

    // MARK: Names

    /// The name a call calls: `present` in `navigationController?.present(…)`, `UINavigationController`.
    private static func calleeName(_ call: FunctionCallExprSyntax) -> String {
        lastName(call.calledExpression)
    }

    /// The last name of an expression: `rootViewController` in `window?.rootViewController`.
    private static func lastName(_ expression: ExprSyntax) -> String {
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return lastName(generic.expression) }
        return ""
    }
}
