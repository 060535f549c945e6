import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// The one walk of a file: every node goes to the rules subscribed to its kind. Previews are
/// skipped unless the configuration asks for them.
final class RuleWalker: SyntaxAnyVisitor {
    private let subscriptions: [SyntaxKind: [SubscribedRule]]
    private let context: LintContext
    private let skipsPreviews: Bool

    init(subscriptions: [SyntaxKind: [SubscribedRule]], context: LintContext, skipsPreviews: Bool) {
        self.subscriptions = subscriptions
        self.context = context
        self.skipsPreviews = skipsPreviews
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        let kind = node.kind
        if skipsPreviews, PreviewCode.isPreview(node, kind: kind) { return .skipChildren }
        if let rules = subscriptions[kind] {
            for subscribed in rules {
                context.currentRule = subscribed.identity
                subscribed.rule.check(node, in: context)
            }
        }
        return .visitChildren
    }
}

/// A rule with what its findings carry, looked up once per run rather than at every node.
struct SubscribedRule: Sendable {
    let rule: any SyntaxRule
    let identity: RuleIdentity
}

/// The id and default severity a finding of the running rule gets.
struct RuleIdentity: Sendable {
    let id: String
    let severity: Severity
}

/// Code that only Xcode's canvas runs: `#Preview { … }` and `PreviewProvider` types.
enum PreviewCode {
    static func isPreview(_ node: Syntax, kind: SyntaxKind) -> Bool {
        switch kind {
        case .macroExpansionDecl:
            return node.cast(MacroExpansionDeclSyntax.self).macroName.text == "Preview"
        case .macroExpansionExpr:
            return node.cast(MacroExpansionExprSyntax.self).macroName.text == "Preview"
        case .structDecl:
            return conformsToPreviewProvider(node.cast(StructDeclSyntax.self).inheritanceClause)
        case .extensionDecl:
            return conformsToPreviewProvider(node.cast(ExtensionDeclSyntax.self).inheritanceClause)
        default:
            return false
        }
    }

    private static func conformsToPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.typeNames.contains("PreviewProvider") ?? false
    }
}
