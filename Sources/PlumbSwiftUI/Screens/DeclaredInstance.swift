import PlumbSyntax
import SwiftSyntax

/// Constants that hold an instance of a project type, and the members read through them:
/// `Font.compound.bodyLG` where `extension Font { static let compound = CompoundFonts() }` and
/// `struct CompoundFonts { let bodyLG = Font.body }`; `Theme.shared.spacing.medium`. A `let` with
/// an initial value is the same in every instance, and a computed property of one expression is
/// read from such members; a `var`, or a `let` an initializer sets, is the instance's state and
/// stays unread.
extension ValueReader {
    /// The project type whose initializer makes the constant `expression` names (`Theme.shared`,
    /// `theme` for `let theme = AppTheme()`); `implicitType` is the type whose static member a
    /// leading-dot name is where the value is expected (`Font` for `.compound` in `.font(…)`).
    func instanceType(of expression: ExprSyntax, in scope: ReadingScope, implicitType: String? = nil) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            guard let implicitType, member.declName.argumentNames == nil,
                let value = DeclaredMember.property(member.declName.baseName.text, of: implicitType, in: facts)
            else { return nil }
            return constructedType(value)
        }
        return constructedType(dereference(expression, in: scope).0)
    }

    /// The project type `value` calls the initializer of: `CompoundFonts()`, `Theme.Spacing()`,
    /// `Self()`, or `.init()` where the constant's type is written (`static let main: Theme = .init()`).
    /// An instance made with arguments (`ImageAsset(name: "banner")`) holds what they give, which
    /// its computed members read: it is not followed.
    private func constructedType(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
        var called = call.calledExpression
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else {
                let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)
                return binding?.typeAnnotation.flatMap { projectType(named: $0.type.trimmedText, near: value) }
            }
            called = base
        }
        return ValueResolver.dottedName(called).flatMap { projectType(named: $0, near: value) }
    }

    /// The project type `name` means where `node` is written: `Self`, a type nested in an
    /// enclosing one, or a type of that name.
    private func projectType(named name: String, near node: ExprSyntax) -> String? {
        if name == "Self" { return facts.enclosingTypeName(of: node) }
        return facts.declarations(ofTypeNamed: name, near: node).first?.fullName
    }
}
