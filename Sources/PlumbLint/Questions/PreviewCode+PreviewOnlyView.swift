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

    /// Walks the callers of `type` back from use to use: one call outside preview code from a
    /// type nothing calls (an app, a hosting controller, a view no other view builds) or from no
    /// type at all is a real use. Callers already seen are not walked again, so a cycle of views
    /// calling each other is preview-only when previews, and nothing else outside it, reach it; a
    /// cycle nothing reaches is a root the app shows, and so is a view its own type builds (a
    /// folder view that shows itself, a static factory that hosts it).
    static func isReachedOnlyByPreviews(_ type: String, in graph: ViewGraph) -> Bool {
        var pending = [type]
        var seen: Set<String> = [type]
        var isPreviewed = false
        while let view = pending.popLast() {
            let sites = graph.callSites(of: view)
            // A view nothing calls, or one a presentation shows with no call (a pushed value, `content: X.init`), is used by the app.
            if sites.isEmpty || !graph.uncalledPresentations(of: view).isEmpty { return false }
            for site in sites {
                if contains(site.call) {
                    isPreviewed = true
                    continue
                }
                // A view built by its own type outside previews (a static factory that hosts it in
                // a `UIHostingController`) is shown by whoever calls the factory: a real use.
                guard let caller = site.caller, caller != view else { return false }
                if seen.insert(caller).inserted { pending.append(caller) }
            }
        }
        return isPreviewed
    }
}
