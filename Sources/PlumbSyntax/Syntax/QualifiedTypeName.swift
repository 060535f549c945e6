import SwiftSyntax

/// A type named with its namespace: `StatusEditor.MediaEditView`.
public struct QualifiedTypeName {
    public let text: String

    public init?(_ expression: some SyntaxProtocol) {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
              let name = ValueResolver.dottedName(ExprSyntax(member)),
              name.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true })
        else { return nil }
        text = name
    }
}
