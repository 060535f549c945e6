import PlumbCore
import PlumbSwiftUI
import PlumbSyntax

extension FactFingerprints {
    /// What the view graph answers about the view type `name` (`FactReads.Read.view`), with the
    /// text of every file the answer comes from. The answer itself is hashed, not only its
    /// files: another file's new view type can change which type a call names without changing
    /// the file the call is in.
    func combine(view name: String, in graph: ViewGraph, into hash: inout StableHash) {
        if let view = graph.view(named: name) {
            hash.combine("\(view.kind)")
            combine(files: view.declarations.map(\.file), into: &hash)
            hash.combine(view.shownViews.joined(separator: ","))
            for presentation in view.presentations { combine(presentation: presentation, into: &hash) }
        } else {
            hash.combine("-")
        }
        for site in graph.callSites(of: name) {
            combine(files: [site.file], into: &hash)
            hash.combine(site.call.positionAfterSkippingLeadingTrivia.utf8Offset)
            hash.combine(site.caller ?? "-")
            hash.combine(site.isPresented ? 1 : 0)
        }
        for push in graph.valuePushes(of: name) { combine(presentation: push, into: &hash) }
    }

    private func combine(presentation: PlumbSwiftUI.Presentation, into hash: inout StableHash) {
        combine(files: [presentation.file], into: &hash)
        hash.combine(presentation.call.positionAfterSkippingLeadingTrivia.utf8Offset)
        hash.combine("\(presentation.kind) \(presentation.presenter ?? "-") \(presentation.valueView ?? "-")")
        hash.combine(presentation.presentedViews.joined(separator: ","))
        hash.combine(presentation.rootViews.joined(separator: ","))
    }
}
