import PlumbSwiftUI
import SwiftSyntax

extension PreviewCode {
    /// Whether the view type around `node` is a helper of previews: the project shows it, and
    /// only from preview code. Such a view is preview code too, unless previews are checked.
    static func isPreviewOnlyView(around node: some SyntaxProtocol, in context: LintContext) -> Bool {
        guard !context.configuration.checkPreviews, let type = context.facts.enclosingTypeName(of: node) else { return false }
        let sites = context.viewGraph.callSites(of: type)
        return !sites.isEmpty && sites.allSatisfy { contains($0.call) }
    }
}
