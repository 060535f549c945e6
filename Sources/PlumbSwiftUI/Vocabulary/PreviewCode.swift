import PlumbSyntax
import SwiftSyntax

/// Code that only Xcode's canvas runs: `#Preview { … }` and `PreviewProvider` types.
public enum PreviewCode {
    public static func isPreview(_ node: Syntax, kind: SyntaxKind) -> Bool {
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

    /// Whether `node` is written in preview code (`#Preview { … }`, a `PreviewProvider`).
    public static func contains(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if isPreview(candidate, kind: candidate.kind) { return true }
            current = candidate.parent
        }
        return false
    }
}
