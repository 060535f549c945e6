import PlumbLayout
import PlumbSyntax
import SwiftSyntax

/// A project view declared inside another type and called through it (`Onboarding.StepView(step:
/// 1)`, `Self.Header()`): that view, read as any custom view, rather than a modifier named like
/// the view applied to its namespace.
extension TreeBuilder {
    func qualifiedCustomViews(_ call: FunctionCallExprSyntax) -> [ViewNode]? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text.first?.isUppercase == true,
            let base = member.base, let owner = ValueResolver.dottedName(base), owner.first?.isUppercase == true
        else { return nil }
        let namespace = owner == "Self" ? scope.typeName : owner
        return namespace.flatMap { customView("\($0).\(member.declName.baseName.text)", call) }
    }
}
