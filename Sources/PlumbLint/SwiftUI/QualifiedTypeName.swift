import PlumbSyntax
import SwiftSyntax

/// A type named with its namespace: `StatusEditor.MediaEditView`.
struct QualifiedTypeName {
    let text: String

    init?(_ expression: some SyntaxProtocol) {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base != nil,
              let name = ValueResolver.dottedName(ExprSyntax(member)),
              name.split(separator: ".").allSatisfy({ $0.first?.isUppercase == true })
        else { return nil }
        text = name
    }
}
