import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Code that builds a `View`'s views: in the view's declarations, not inside an action closure
/// (`Button { … }`, `.onTapGesture { … }`, `.sheet(onDismiss:)`, `Task { … }`).
enum ViewCode {
    static func holds(_ node: some SyntaxProtocol, facts: ProjectFacts) -> Bool {
        var current = Syntax(node).parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self), !isViewClosure(closure) { return false }
            if ancestor.is(MemberBlockItemSyntax.self) {
                return EnclosingType.around(node).map { EnclosingType.isView($0, facts: facts) } ?? false
            }
            current = ancestor.parent
        }
        return false
    }

    /// A closure that builds views: the content of a container or of a modifier such as `.overlay`,
    /// not an action (`Button { … }`, `.onTapGesture { … }`, `Task { … }`).
    private static func isViewClosure(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        switch CallShape(call) {
        case .initializer(let name)? where name.first?.isUppercase == true:
            return !["Button", "Task"].contains(name) || closure.id != call.trailingClosure?.id || call.argument("action") != nil
        case .modifier(let name, _)?:
            return ModifierCatalog.modifier(name)?.buildsViews(inClosureLabeled: label(of: closure, in: call)) == true
        default:
            return false
        }
    }

    /// The label of `closure` in `call`: nil for the trailing closure, `message` in `} message: {`
    /// and in `message: { … }`.
    private static func label(of closure: ClosureExprSyntax, in call: FunctionCallExprSyntax) -> String? {
        if let trailing = call.additionalTrailingClosures.first(where: { $0.closure.id == closure.id }) { return trailing.label.text }
        return closure.parent?.as(LabeledExprSyntax.self)?.label?.text
    }
}
