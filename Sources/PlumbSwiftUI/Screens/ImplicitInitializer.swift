import SwiftSyntax

/// `.init(…)` where the type it makes is written beside it: the one expression a function returns
/// (`func eraseToAnyView() -> AnyView { .init(self) }`), or a property's initial value or getter
/// (`var card: Card { .init(title: "A") }`, `let badge: Badge = .init()`). Swift infers the type
/// from there, and so does the reader; an opaque return type (`some View`) names none.
enum ImplicitInitializer {
    /// The type `call` makes, when it is `.init(…)` and that type is written where it returns.
    static func typeName(of call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init"
        else { return nil }
        return writtenType(at: Syntax(call)).flatMap { $0.as(IdentifierTypeSyntax.self) }.map(\.trimmedText)
    }

    /// The type written for the value `node` is: the return type of the function or getter whose
    /// one statement it is, or the type of the property it initializes.
    private static func writtenType(at node: Syntax) -> TypeSyntax? {
        var current = node
        if let statement = current.parent?.as(ReturnStmtSyntax.self) { current = Syntax(statement) }
        if let initializer = current.parent?.as(InitializerClauseSyntax.self) {
            return initializer.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
        }
        guard let item = current.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
            list.count == 1, let owner = list.parent
        else { return nil }
        if let body = owner.as(CodeBlockSyntax.self), let function = body.parent?.as(FunctionDeclSyntax.self) {
            return function.signature.returnClause?.type
        }
        // A computed property's getter: `var x: T { … }` or `var x: T { get { … } }`.
        let binding = owner.parent?.as(PatternBindingSyntax.self)
            ?? owner.parent?.parent?.parent?.parent?.as(PatternBindingSyntax.self)
        return binding?.typeAnnotation?.type
    }
}
