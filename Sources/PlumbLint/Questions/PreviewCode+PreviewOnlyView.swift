import PlumbSwiftUI
import SwiftSyntax

extension PreviewCode {
    /// Whether the view type around `node` is a helper of previews: the project shows it, and
    /// every use of it is in preview code, directly or through views that are themselves used only
    /// by previews, at any depth. Such a view is preview code too, unless previews are checked.
    static func isPreviewOnlyView(around node: some SyntaxProtocol, in context: LintContext) -> Bool {
        guard !context.configuration.checkPreviews, let type = context.facts.enclosingTypeName(of: node) else { return false }
        return context.shared(SharedValueKey("preview-only.\(type)")) { isReachedOnlyByPreviews(type, in: context.viewGraph) }
    }

    /// Whether every use of `type` is in preview code, directly or through views only previews
    /// use, at any depth (`ViewReach`; a debug build's code is a use).
    static func isReachedOnlyByPreviews(_ type: String, in graph: ViewGraph) -> Bool {
        ViewReach.of(type, in: graph) == .previewsOnly
    }
}
