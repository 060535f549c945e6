import PlumbCore
import PlumbSwiftUI
import PlumbSyntax

extension FactFingerprints {
    /// What the view graph answers about the view type `name` (`FactReads.Read.view`), with the
    /// text of every file the answer comes from. The answer itself is hashed, not only its
    /// files: another file's new view type can change which type a call names without changing
    /// the file the call is in.
    func combine(view name: String, in graph: ViewGraph, into hash: inout StableHash) {
        guard let view = graph.view(named: name) else { return hash.combine("-") }
        hash.combine("\(view.kind)")
        combine(files: view.declarations.map(\.file), into: &hash)
        hash.combine(view.shownViews.joined(separator: ","))
        for presentation in view.presentations { combine(presentation: presentation, into: &hash) }
    }

    /// Where the view graph says the view type `name` is called and pushed as a value
    /// (`FactReads.Read.viewUses`), with the text of every file a use is in.
    func combine(usesOf name: String, in graph: ViewGraph, into hash: inout StableHash) {
        for site in graph.callSites(of: name) { combine(site: site, into: &hash) }
        for push in graph.uncalledPresentations(of: name) { combine(presentation: push, into: &hash) }
    }

    /// Where the view type `name` is called in the file at `path` (`FactReads.Read.viewUsesInFile`),
    /// with that file's text when it has one.
    func combine(usesOf name: String, inFile path: String, in graph: ViewGraph, into hash: inout StableHash) {
        for site in graph.callSites(of: name) where site.file.path == path { combine(site: site, into: &hash) }
    }

    private func combine(site: ViewCallSite, into hash: inout StableHash) {
        combine(files: [site.file], into: &hash)
        hash.combine(site.call.positionAfterSkippingLeadingTrivia.utf8Offset)
        hash.combine(site.caller ?? "-")
        hash.combine(site.isPresented ? 1 : 0)
    }

    private func combine(presentation: PlumbSwiftUI.Presentation, into hash: inout StableHash) {
        combine(files: [presentation.file], into: &hash)
        hash.combine(presentation.call.positionAfterSkippingLeadingTrivia.utf8Offset)
        hash.combine("\(presentation.kind) \(presentation.presenter ?? "-") \(presentation.uncalledView ?? "-")")
        hash.combine(presentation.presentedViews.joined(separator: ","))
        hash.combine(presentation.rootViews.joined(separator: ","))
    }
}
