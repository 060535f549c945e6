import PlumbSyntax
import SwiftSyntax

/// The `body` of a view: `var body: some View { … }` and the expression it returns.
public enum ViewBody {
    /// The expression a `body` binding returns, when its getter ends in one.
    public static func expression(of binding: PatternBindingSyntax) -> ExprSyntax? {
        guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
              let accessors = binding.accessorBlock
        else { return nil }
        return ComputedValue.expression(of: accessors)
    }

    /// The expressions the `body` properties among `members` return (one per `#if` clause).
    public static func expressions(in members: MemberBlockItemListSyntax?) -> [ExprSyntax] {
        (members ?? []).flatMap { item -> [ExprSyntax] in
            if let conditional = item.decl.as(IfConfigDeclSyntax.self) {
                return conditional.clauses.flatMap { clause -> [ExprSyntax] in
                    guard case .decls(let members)? = clause.elements else { return [] }
                    return expressions(in: members)
                }
            }
            return item.decl.as(VariableDeclSyntax.self)?.bindings.compactMap(expression(of:)) ?? []
        }
    }

    /// The single view a container's trailing closure builds, or its last one for a `ZStack`
    /// (whose first views are usually the background).
    public static func content(of call: FunctionCallExprSyntax, last: Bool = false) -> ExprSyntax? {
        guard let closure = call.trailingClosure else { return nil }
        let expressions = closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
        guard expressions.count == closure.statements.count else { return nil }
        if last { return expressions.last }
        return expressions.count == 1 ? expressions[0] : nil
    }
}
