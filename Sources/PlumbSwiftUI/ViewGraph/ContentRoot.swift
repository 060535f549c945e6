import PlumbSyntax
import SwiftSyntax

/// Where a view stands at the root of a call's content: `Home()` in `WindowGroup { Home() }`,
/// `.sheet { Compose().padding() }`, `TabView { if compact { A() } else { B() } }` — through its
/// own modifiers, a `Group`, an `if` or a `switch` choosing between views — and not inside
/// another view (`.sheet { NavigationStack { Compose() } }` has the NavigationStack at its root).
enum ContentRoot {
    /// The call whose closure or argument holds `view` at its root, with the label the closure
    /// or argument is passed with (nil for the trailing closure or an unlabelled argument).
    static func holder(of view: FunctionCallExprSyntax) -> (call: FunctionCallExprSyntax, label: String?)? {
        var current = Syntax(view)
        var label: String?
        while let parent = current.parent {
            if let element = parent.as(MultipleTrailingClosureElementSyntax.self) { label = element.label.text }
            if let argument = parent.as(LabeledExprSyntax.self) { label = argument.label?.text }
            if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id != current.id {
                guard CallShape(call)?.initializerName == "Group" else { return (call, label) }
                label = nil
            }
            if parent.is(CodeBlockItemSyntax.self), let block = parent.parent?.parent, !choosesViews(block) { return nil }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// Whether a block of statements is a view builder's: a closure, a `switch` case, or a branch
    /// of an `if`.
    private static func choosesViews(_ block: Syntax) -> Bool {
        block.is(ClosureExprSyntax.self) || block.is(SwitchCaseSyntax.self)
            || (block.is(CodeBlockSyntax.self) && block.parent?.is(IfExprSyntax.self) == true)
    }
}
