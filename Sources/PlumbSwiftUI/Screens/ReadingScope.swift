import PlumbCore
import PlumbLayout
import SwiftSyntax

/// What names mean where the reader is: the arguments the custom view being read was given (its
/// parameters bound to the caller's expressions, read in the caller's scope), the type whose
/// members plain names refer to, and the custom views followed to get here.
final class ReadingScope: Sendable {
    /// An argument bound to a parameter: the expression as the caller wrote it, and the caller's
    /// scope to read it in.
    struct Bound {
        let expression: ExprSyntax
        let scope: ReadingScope
        /// The project type the parameter or property declares, in which a leading-dot member
        /// given for it (`label: .plain(title: "About")`) is looked up.
        var declaredType: String? = nil

        /// The closure a view hands on by name (`Inner(transformer: transformer)`), followed
        /// through the names it is bound to, so that a call of it (`transformer(picture)`)
        /// binds its parameters; the argument itself when it names no bound value.
        func closureHandedOn() -> Bound {
            var given = self
            while !given.expression.is(ClosureExprSyntax.self), let next = given.scope.bound(given.expression) {
                given = next
            }
            return given
        }
    }

    let typeName: String?
    let bindings: [String: Bound]
    let viewChain: [SourceOrigin.ViewUse]
    /// In the body of an app's own modifier, the view it modifies and the name it has there:
    /// `self` in a `View` extension's method, the `content` parameter of a `ViewModifier`'s body.
    let modified: (name: String, view: ViewNode)?
    /// In the `makeBody(configuration:)` of a project's control style, what its configuration
    /// hands over: the control's parts and the values it is drawn with.
    let configuration: StyleConfiguration?

    init(
        typeName: String?, bindings: [String: Bound] = [:], viewChain: [SourceOrigin.ViewUse] = [],
        modified: (name: String, view: ViewNode)? = nil, configuration: StyleConfiguration? = nil
    ) {
        self.typeName = typeName
        self.bindings = bindings
        self.viewChain = viewChain
        self.modified = modified
        self.configuration = configuration
    }

    /// The modified view when `expression` names it, or the part of a style's control it names
    /// (`configuration.label`).
    func modifiedView(_ expression: ExprSyntax) -> ViewNode? {
        if let part = configuration?.view(expression) { return part }
        guard let modified, expression.as(DeclReferenceExprSyntax.self)?.baseName.text == modified.name else { return nil }
        return modified.view
    }

    /// The top scope of a snippet or a screen.
    static let root = ReadingScope(typeName: nil)

    /// The argument bound to `name` here (`spacing` or `self.spacing`).
    func bound(_ expression: ExprSyntax) -> Bound? {
        if let value = configuration?.value(expression) { return Bound(expression: value, scope: self) }
        guard let name = Self.propertyName(expression) else { return nil }
        return bindings[name]
    }

    /// `name` for `name` and `self.name`.
    static func propertyName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return reference.baseName.text
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            return member.declName.baseName.text
        }
        return nil
    }
}
