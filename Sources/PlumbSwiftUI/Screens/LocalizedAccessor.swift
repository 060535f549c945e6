import PlumbSyntax
import SwiftSyntax

/// The development-language text of a project's own accessor of a localized string: SwiftGen's
/// `L10n.cancel` (`static var cancel: String { L10n.tr("Localizable", "cancel") }`, or a `static
/// let` with `fallback: "Cancel"`), a hand-written `static let title = NSLocalizedString("title",
/// comment: "")`. The accessor's declaration names the key, and the project's strings hold its
/// text, so the screen shows that text, not a run-time sample. An accessor that takes arguments
/// (a format's values) or whose key the strings do not hold stays run-time text.
enum LocalizedAccessor {
    /// The text `expression` shows when it is such an accessor: `Type.member` or `Type.member()`.
    /// A reading may have replaced the accessor by what it returns already (`L10n.tr("Localizable",
    /// "cancel")`): that call is read alike.
    static func text(of expression: ExprSyntax, in facts: ProjectFacts) -> String? {
        guard let lookup = (declaredLookup(expression, in: facts) ?? expression).as(FunctionCallExprSyntax.self) else { return nil }
        if let key = TextRoleReader.localizedKey(ExprSyntax(lookup)) {
            return facts.model.strings.text(forKey: key)
        }
        // `tr("Localizable", "cancel")`: the table's name comes first, so the key is the literal
        // the strings hold, unlabelled or labelled `key` (`localized(key: "menu_more")`);
        // SwiftGen's `fallback:` is the development text where they hold none.
        let literals = lookup.arguments.compactMap { argument in
            LiteralValue.string(argument.expression).map { (label: argument.label?.text, text: $0) }
        }
        let keys = literals.lazy.filter { $0.label == nil || $0.label == "key" }
        if let text = keys.compactMap({ facts.model.strings.text(forKey: $0.text) }).first {
            return text
        }
        return literals.first { $0.label == "fallback" }?.text
    }

    /// What the project's static member `expression` names returns, when it takes no arguments.
    private static func declaredLookup(_ expression: ExprSyntax, in facts: ProjectFacts) -> ExprSyntax? {
        var member = expression.as(MemberAccessExprSyntax.self)
        var isCall = false
        if let call = expression.as(FunctionCallExprSyntax.self) {
            guard call.arguments.isEmpty, call.trailingClosure == nil else { return nil }
            member = call.calledExpression.as(MemberAccessExprSyntax.self)
            isCall = true
        }
        guard let member, let base = member.base, base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) else {
            return nil
        }
        let name = member.declName.baseName.text
        let typeName = base.trimmedText
        if isCall { return DeclaredMember.staticFunction(name, of: typeName, in: facts)?.1 }
        return DeclaredMember.property(name, of: typeName, in: facts)
    }
}
