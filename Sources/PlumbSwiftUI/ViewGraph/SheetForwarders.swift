import PlumbSyntax
import SwiftSyntax

/// The project's `View` extension functions that present one of their closure parameters in a
/// `.sheet` (`func modal(isPresented:content:) -> some View { sheet(isPresented: isPresented,
/// content: content) }`), by name: a call of one presents the closure it is given in a sheet.
///
/// Read from the facts, not from the `ViewGraph` built from every file: it reads only the
/// project's extensions of `View`, so a file whose calls it answers depends on them alone.
public struct SheetForwarders: Sendable {
    /// The parameter a function forwards to the sheet's content.
    private struct Parameter: Sendable {
        let label: String?
        let isLast: Bool
    }

    private let parameters: [String: Parameter]

    public init(facts: ProjectFacts) {
        var found: [String: Parameter] = [:]
        for declaration in facts.viewExtensionDeclarations {
            for item in declaration.members ?? [] {
                guard let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body,
                      let parameter = Self.forwardedParameter(of: function, in: Syntax(body))
                else { continue }
                found[function.name.text] = parameter
            }
        }
        parameters = found
    }

    /// The closure that `call`, a call of the project's function `name`, gives to be presented
    /// in a sheet: labelled, or the trailing closure; nil when `name` forwards none.
    public func presentedContent(of call: FunctionCallExprSyntax, calling name: String) -> ClosureExprSyntax? {
        guard let parameter = parameters[name] else { return nil }
        if let label = parameter.label, let closure = call.argument(label)?.expression.as(ClosureExprSyntax.self) { return closure }
        if parameter.isLast, let trailing = call.trailingClosure { return trailing }
        return call.additionalTrailingClosures.first { $0.label.text == parameter.label }?.closure
    }

    private static func forwardedParameter(of function: FunctionDeclSyntax, in body: Syntax) -> Parameter? {
        let parameters = Array(function.signature.parameterClause.parameters)
        for token in body.tokens(viewMode: .sourceAccurate) where token.text == "sheet" {
            guard let sheet = token.parent?.parent?.as(FunctionCallExprSyntax.self) ?? token.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { continue }
            let content = sheet.argument("content")?.expression ?? sheet.trailingClosure.flatMap { closure in
                closure.statements.count == 1 ? closure.statements.first?.item.as(FunctionCallExprSyntax.self)?.calledExpression : nil
            }
            guard let name = content?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let index = parameters.firstIndex(where: { ($0.secondName ?? $0.firstName).text == name })
            else { continue }
            let label = parameters[index].firstName.tokenKind == .wildcard ? nil : parameters[index].firstName.text
            return Parameter(label: label, isLast: index == parameters.count - 1)
        }
        return nil
    }
}
