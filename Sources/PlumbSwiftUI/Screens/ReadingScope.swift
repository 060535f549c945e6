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

    /// `bindings` with `function`'s parameters bound to `call`'s arguments (or their default
    /// values), read in this scope. The trailing closures after the first name their
    /// parameters (`.if(flag) { … } else: { … }`); the first takes the parameter before the
    /// first of those, or the last parameter when it is alone.
    func parameterBindings(
        of function: FunctionDeclSyntax, for call: FunctionCallExprSyntax, adding bindings: [String: Bound]
    ) -> [String: Bound] {
        var bindings = bindings
        let parameters = Array(function.signature.parameterClause.parameters)
        let arguments = Array(call.arguments)
        let namedClosures = Dictionary(
            call.additionalTrailingClosures.map { ($0.label.text, ExprSyntax($0.closure)) }, uniquingKeysWith: { first, _ in first })
        let firstNamed = parameters.firstIndex { namedClosures[$0.firstName.text] != nil } ?? parameters.count
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            let label = parameter.firstName.text
            let inner = (parameter.secondName ?? parameter.firstName).text
            if next < arguments.count, (arguments[next].label?.text ?? "_") == label {
                bindings[inner] = Bound(expression: arguments[next].expression, scope: self)
                next += 1
            } else if let closure = call.trailingClosure, index == firstNamed - 1 {
                bindings[inner] = Bound(expression: ExprSyntax(closure), scope: self)
            } else if index >= firstNamed, let closure = namedClosures[label] {
                bindings[inner] = Bound(expression: closure, scope: self)
            } else if let value = parameter.defaultValue?.value {
                bindings[inner] = Bound(expression: value, scope: self)
            }
        }
        return bindings
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
