import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Code that runs only on an iPad: the body of `if UIDevice.current.userInterfaceIdiom == .pad`
/// (or of a property of the type that is that test, `if isPad`), or the `else` of `== .phone`.
/// A sheet there is a form sheet, whose height detents do not change.
enum PadBranch {
    static func holds(_ node: some SyntaxProtocol, facts: ProjectFacts) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let ifExpression = parent.as(IfExprSyntax.self), ifExpression.conditions.count == 1,
               let condition = ifExpression.conditions.first?.condition.as(ExprSyntax.self),
               let idiom = comparedIdiom(condition, facts: facts) {
                if child.id == Syntax(ifExpression.body).id && idiom == "pad" { return true }
                if let elseBody = ifExpression.elseBody, child.id == Syntax(elseBody).id && idiom == "phone" { return true }
            }
            child = parent
        }
        return false
    }

    /// `pad` for `….userInterfaceIdiom == .pad`, or for a property of the type whose value is that.
    private static func comparedIdiom(_ condition: ExprSyntax, facts: ProjectFacts) -> String? {
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
                  InterfaceIdiom.isNamed(elements[0]),
                  let idiom = elements[2].as(MemberAccessExprSyntax.self), idiom.base == nil
            else { return nil }
            return idiom.declName.baseName.text
        }
        let name = condition.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? condition.as(MemberAccessExprSyntax.self).flatMap { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) ? $0.declName.baseName.text : nil }
        guard let name, let type = facts.enclosingTypeName(of: condition),
              let binding = facts.memberVariable(named: name, of: type)?.bindings.first
        else { return nil }
        let value: ExprSyntax?
        if let initializer = binding.initializer?.value {
            value = initializer
        } else if case .getter(let statements)? = binding.accessorBlock?.accessors, statements.count == 1 {
            value = statements.first?.item.as(ExprSyntax.self)
        } else {
            value = nil
        }
        return value.flatMap { $0.is(SequenceExprSyntax.self) ? comparedIdiom($0, facts: facts) : nil }
    }
}
