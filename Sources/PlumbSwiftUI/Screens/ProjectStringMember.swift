import PlumbSyntax
import SwiftSyntax

/// A written string given to a method or property the project declares on `String`:
/// `"hide".localized()`, `"Data Gap".localised(comment: "")`, `"title".localized`. The screen
/// shows what that member makes of the string, which the string alone does not tell. A member
/// that looks its string up as a key (`NSLocalizedString(self, comment: "")`) is that lookup with
/// the written key, read as `NSLocalizedString("hide", comment: "")` is; so is a member taking
/// no arguments given a key the project's strings hold (`"send.title".localized` through the
/// project's own language manager). Any other (a helper's lookup whose strings are not in the
/// repository, a transformation) derives text whose length nothing in the source gives
/// (`TextRole.derived`).
enum ProjectStringMember {
    /// The key `expression` looks up when it is such a lookup.
    static func lookedUpKey(_ expression: ExprSyntax, in facts: ProjectFacts) -> String? {
        guard let found = use(expression, in: facts) else { return nil }
        if let value = found.value, isLookupOfSelf(value) { return found.written }
        // Arguments would make the strings' text a format for them.
        let isKeyTheStringsHold = !found.takesArguments && facts.model.strings.text(forKey: found.written) != nil
        return isKeyTheStringsHold ? found.written : nil
    }

    /// Whether `expression` is such a use, whatever the member does.
    static func derives(_ expression: ExprSyntax, in facts: ProjectFacts) -> Bool {
        use(expression, in: facts) != nil
    }

    /// The written string, the value the member returns in one expression (nil when its body is
    /// more than that) and whether the use passes arguments, when `expression` uses a member the
    /// project declares on `String`.
    private static func use(
        _ expression: ExprSyntax, in facts: ProjectFacts
    ) -> (written: String, value: ExprSyntax?, takesArguments: Bool)? {
        let call = expression.as(FunctionCallExprSyntax.self)
        guard let member = (call?.calledExpression ?? expression).as(MemberAccessExprSyntax.self), let base = member.base,
            let written = LiteralValue.string(base)
        else { return nil }
        let name = member.declName.baseName.text
        if let call {
            guard let function = DeclaredMember.instanceFunction(name, of: "String", in: facts) else { return nil }
            let takesArguments = !call.arguments.isEmpty || call.trailingClosure != nil
            return (written, function.body.flatMap { DeclaredMember.returned(by: $0.statements) }, takesArguments)
        }
        guard facts.memberVariable(named: name, of: "String") != nil else { return nil }
        return (written, DeclaredMember.property(name, of: "String", in: facts), false)
    }

    /// `NSLocalizedString(self, comment: "")`, `Bundle.main.localizedString(forKey: self, value:
    /// nil, table: nil)`, `String(localized: String.LocalizationValue(self))`.
    private static func isLookupOfSelf(_ value: ExprSyntax) -> Bool {
        guard let call = value.as(FunctionCallExprSyntax.self), let first = call.arguments.first else { return false }
        func isSelf(_ expression: ExprSyntax) -> Bool {
            if expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return true }
            // `String.LocalizationValue(self)`
            guard let wrapped = expression.as(FunctionCallExprSyntax.self), wrapped.arguments.count == 1,
                wrapped.calledExpression.trimmedText.hasSuffix("LocalizationValue"),
                let inner = wrapped.arguments.first?.expression
            else { return false }
            return isSelf(inner)
        }
        let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        switch called ?? "" {
        case "NSLocalizedString": return first.label == nil && isSelf(first.expression)
        case "String": return first.label?.text == "localized" && isSelf(first.expression)
        case "localizedString": return first.label?.text == "forKey" && isSelf(first.expression)
        default: return false
        }
    }
}
