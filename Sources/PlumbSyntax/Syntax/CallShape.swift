import SwiftSyntax

/// How a call is written: a view or type initializer (`VStack(…)`), a modifier on a base
/// (`text.padding(…)`), or a member with an implicit base (`.init(…)`, `.flexible()`).
public enum CallShape {
    case initializer(String)
    case modifier(String, base: ExprSyntax)
    case implicitMember(String)

    public init?(_ call: FunctionCallExprSyntax) {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            self = .initializer(reference.baseName.text)
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            if let base = member.base {
                self = .modifier(member.declName.baseName.text, base: base)
            } else {
                self = .implicitMember(member.declName.baseName.text)
            }
        } else if let specialized = callee.as(GenericSpecializationExprSyntax.self),
                  let reference = specialized.expression.as(DeclReferenceExprSyntax.self) {
            self = .initializer(reference.baseName.text)
        } else {
            return nil
        }
    }

    public var initializerName: String? {
        if case .initializer(let name) = self { return name }
        return nil
    }

    public var modifierName: String? {
        if case .modifier(let name, _) = self { return name }
        return nil
    }
}
