import PlumbLayout
import SwiftSyntax

/// An `Image` initializer of the project that switches over the cases of its parameter's enum
/// and hands one of them on to an SF Symbol:
///
///     extension Image {
///         init(asset: ImageAsset) {
///             switch asset {
///             case let .bundle(name): self.init(name, bundle: .module)
///             case let .system(name): self.init(systemName: name)
///             }
///         }
///     }
///
/// An accessor of that case (`static let close = ImageAsset.system(name: "xmark")`) names a
/// symbol, not a catalog image: `Image(asset: .close)` is the symbol `xmark`.
extension TreeBuilder {
    /// The symbol `call` shows when it is such an initializer's call given such a case; nil for
    /// any other.
    func symbolAssetImage(_ call: FunctionCallExprSyntax) -> ViewNode? {
        guard let (argument, type, parameter) = projectImageArgument(call),
            let initializer = parameter.ancestor(InitializerDeclSyntax.self), let statements = initializer.body?.statements,
            let asset = declaredAsset(values.dereference(argument, in: scope).0, implicitType: type),
            let caseName = asset.caseName,
            Self.handsOnToSymbol(caseName, switchingOver: (parameter.secondName ?? parameter.firstName).text, in: statements)
        else { return nil }
        return ViewNode.image(systemName: asset.name).at(origin(of: call))
    }

    /// Whether `statements` switch over `subject` and, for its case `caseName`, call
    /// `self.init(systemName:)` with the one value the case holds.
    private static func handsOnToSymbol(_ caseName: String, switchingOver subject: String, in statements: CodeBlockItemListSyntax) -> Bool {
        let switches = statements.compactMap(\.item.expression).compactMap { $0.as(SwitchExprSyntax.self) }
        guard let switchExpression = switches.first(where: { $0.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == subject })
        else { return false }
        for case .switchCase(let clause) in switchExpression.cases {
            guard case .case(let label) = clause.label,
                let bound = label.caseItems.lazy.compactMap({ boundValue(of: $0.pattern, inCase: caseName) }).first
            else { continue }
            return clause.statements.contains { item in
                guard let call = item.item.expression?.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "init",
                    callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
                    let first = call.arguments.first, first.label?.text == "systemName"
                else { return false }
                return first.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == bound
            }
        }
        return false
    }

    /// The name a case pattern binds the case's one value to: `name` in `let .system(name)` and
    /// `.system(let name)`; nil for a pattern of another case or binding another number of values.
    private static func boundValue(of pattern: PatternSyntax, inCase caseName: String) -> String? {
        let unbound = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        guard let call = unbound.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == caseName, call.arguments.count == 1, let value = call.arguments.first?.expression
        else { return nil }
        if let reference = value.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        guard let written = value.as(PatternExprSyntax.self)?.pattern else { return nil }
        let identifier = (written.as(ValueBindingPatternSyntax.self)?.pattern ?? written).as(IdentifierPatternSyntax.self)
        return identifier?.identifier.text
    }
}

extension CodeBlockItemSyntax.Item {
    /// The expression an item is, written alone or as a statement (`switch` is both).
    fileprivate var expression: ExprSyntax? {
        self.as(ExprSyntax.self) ?? self.as(ExpressionStmtSyntax.self)?.expression
    }
}
