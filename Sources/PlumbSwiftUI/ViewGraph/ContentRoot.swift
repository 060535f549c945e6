import PlumbSyntax
import SwiftSyntax

/// Where a view stands at the root of a call's content: `Home()` in `WindowGroup { Home() }`,
/// `.sheet { Compose().padding() }`, `TabView { if compact { A() } else { B() } }` — through its
/// own modifiers, a `Group`, an `AnyView`, an `if` or a `switch` choosing between views — and not
/// inside another view (`.sheet { NavigationStack { Compose() } }` has the NavigationStack at its
/// root).
enum ContentRoot {
    /// What a view stands at the root of.
    enum Root {
        /// A call's closure or argument, with the label it is passed with (nil for the trailing
        /// closure or an unlabelled argument).
        case content(of: FunctionCallExprSyntax, label: String?)
        /// The body of a function or of a computed property (its `PatternBindingSyntax`), through
        /// `return`: a builder of views (`DestinationBuilders`).
        case declaration(Syntax)
        /// The value of a local constant, `let root = Home()`, in the statements of `scope`: what
        /// a later call in that scope shows when it is given the constant (`rootView: root`).
        case constant(name: String, scope: CodeBlockItemListSyntax)
    }

    /// Views that show their one view argument as it is, for what stands at a root.
    private static let transparentWrappers: Set<String> = ["Group", "AnyView"]

    /// The call whose closure or argument holds `view` at its root, with the label the closure
    /// or argument is passed with (nil for the trailing closure or an unlabelled argument).
    static func holder(of view: FunctionCallExprSyntax) -> (call: FunctionCallExprSyntax, label: String?)? {
        guard case .content(let call, let label)? = root(of: view) else { return nil }
        return (call, label)
    }

    /// What `view` stands at the root of, or nil when it stands inside another view's code (an
    /// argument of a call that is no content, a closure that builds no view).
    static func root(of view: FunctionCallExprSyntax) -> Root? {
        var current = Syntax(view)
        var label: String?
        while let parent = current.parent {
            if let element = parent.as(MultipleTrailingClosureElementSyntax.self) { label = element.label.text }
            if let argument = parent.as(LabeledExprSyntax.self) { label = argument.label?.text }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id {
                guard let name = CallShape(call)?.initializerName, transparentWrappers.contains(name) else {
                    return .content(of: call, label: label)
                }
                label = nil
            }
            if let value = parent.as(InitializerClauseSyntax.self), let constant = localConstant(valued: value) { return constant }
            if parent.is(CodeBlockItemSyntax.self), let block = parent.parent?.parent, !choosesViews(block) {
                // A statement that builds the view (`return A()`, `A()`, a `switch`), not one that keeps it (`let a = A()`).
                guard current.is(ExprSyntax.self) || current.is(ReturnStmtSyntax.self) || current.is(ExpressionStmtSyntax.self) else { return nil }
                return declaration(around: block).map(Root.declaration)
            }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// `let name = value` written as a statement of a function, closure or accessor (not a type's
    /// member, not a `var`, which may change before it is shown).
    private static func localConstant(valued value: InitializerClauseSyntax) -> Root? {
        guard let binding = value.parent?.as(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
              let scope = variable.parent?.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        return .constant(name: name, scope: scope)
    }

    /// Whether a block of statements is a view builder's: a closure, a `switch` case, or a branch
    /// of an `if`.
    private static func choosesViews(_ block: Syntax) -> Bool {
        block.is(ClosureExprSyntax.self) || block.is(SwitchCaseSyntax.self)
            || (block.is(CodeBlockSyntax.self) && block.parent?.is(IfExprSyntax.self) == true)
    }

    /// The function or computed property whose body `block` is: `func f() { … }`, `var v { … }`,
    /// `var v { get { … } }`.
    private static func declaration(around block: Syntax) -> Syntax? {
        if let function = block.parent?.as(FunctionDeclSyntax.self), block.is(CodeBlockSyntax.self) { return Syntax(function) }
        if block.is(AccessorBlockSyntax.self) { return block.parent?.as(PatternBindingSyntax.self).map(Syntax.init) }
        if block.is(CodeBlockSyntax.self), let getter = block.parent?.as(AccessorDeclSyntax.self),
           getter.accessorSpecifier.tokenKind == .keyword(.get)
        {
            return getter.ancestor(PatternBindingSyntax.self).map(Syntax.init)
        }
        return nil
    }
}
