import SwiftSyntax

/// A value written as a name and a chain of properties, seen through calls on it:
/// `$model.items`, `self.items.filter { … }`, `Array(items.enumerated())`, `items.indices`.
public struct MemberPath {
    /// The first name: `model` in `model.items`.
    public let root: String
    /// Where the first name is written (`self` for `self.items`).
    public let rootNode: ExprSyntax
    /// Whether the name is written `self.name`, so it is surely a member.
    public let isExplicitMember: Bool
    /// The names up to the first call, joined with dots: `model.items`.
    public let text: String

    public init?(_ expression: ExprSyntax) {
        var names: [String] = []
        var current = expression
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                guard reference.baseName.tokenKind != .keyword(.self) else { return nil }
                names.append(name.hasPrefix("$") ? String(name.dropFirst()) : name)
                isExplicitMember = false
                break
            }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                names.append(member.declName.baseName.text)
                if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    current = base
                    isExplicitMember = true
                    break
                }
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                names.removeAll()
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array",
                   let argument = call.arguments.first {
                    current = argument.expression
                } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    current = base  // the method called is not part of the path
                } else {
                    return nil
                }
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                names.removeAll()
                current = subscriptCall.calledExpression
            } else {
                return nil
            }
        }
        rootNode = current
        root = names.last ?? ""
        text = names.reversed().joined(separator: ".")
    }
}
