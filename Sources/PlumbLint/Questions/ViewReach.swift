import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// What reaches a project view type: the app its users run, only previews (Xcode's canvas), or
/// only code a release build leaves out (`DebugBuildCode`: a view declared in `#if DEBUG`, or
/// created only from there: a debug sheet, a debug menu's link), found by walking its callers
/// back from use to use.
///
/// One call outside such code from a type nothing calls (an app, a hosting controller, a view
/// no other view builds) or from no type at all is the app's use. Callers already seen are not
/// walked again, so a cycle of views calling each other is reached as what reaches it from
/// outside; a cycle nothing reaches is a root the app shows, and so is a view its own type
/// builds (a folder view that shows itself, a static factory that hosts it).
enum ViewReach: Equatable {
    case app
    case previewsOnly
    /// Debug builds only: debug code reaches it, and previews may too.
    case debugBuildsOnly

    /// How `type` is reached. With `facts`, code only debug builds compile is not the app's (the
    /// layout's screens); without, it is (the lint rules lint a debug build's code).
    static func of(_ type: String, in graph: ViewGraph, debugCodeIn facts: ProjectFacts? = nil) -> ViewReach {
        let isDebugCode = { (node: Syntax) in facts.map { DebugBuildCode.contains(node, flags: $0.compilationFlags(at: node)) } ?? false }
        var pending = [type]
        var seen: Set<String> = [type]
        var isPreviewed = false
        var isDebugged = false
        while let view = pending.popLast() {
            if let facts, isDeclaredForDebugBuildsOnly(view, facts: facts) {
                isDebugged = true
                continue
            }
            let sites = graph.callSites(of: view)
            // A view nothing calls, or one a presentation shows with no call (a pushed value,
            // `content: X.init`), is used by the app, unless only debug code presents it so.
            let uncalled = graph.uncalledPresentations(of: view)
            let shipped = uncalled.filter { !isDebugCode(Syntax($0.call)) }
            if !shipped.isEmpty || (sites.isEmpty && uncalled.isEmpty) { return .app }
            if shipped.count < uncalled.count { isDebugged = true }
            for site in sites {
                if PreviewCode.contains(site.call) {
                    isPreviewed = true
                    continue
                }
                if isDebugCode(Syntax(site.call)) {
                    isDebugged = true
                    continue
                }
                // A view built by its own type outside previews (a static factory that hosts it in
                // a `UIHostingController`) is shown by whoever calls the factory: a real use.
                guard let caller = site.caller, caller != view else { return .app }
                if seen.insert(caller).inserted { pending.append(caller) }
            }
        }
        return isDebugged ? .debugBuildsOnly : isPreviewed ? .previewsOnly : .app
    }

    /// Whether every declaration of the type (not its extensions) is code only debug builds
    /// compile: a file or a type inside `#if DEBUG`.
    private static func isDeclaredForDebugBuildsOnly(_ type: String, facts: ProjectFacts) -> Bool {
        let declarations = (facts.types[type] ?? []).filter { !$0.isExtension }
        return !declarations.isEmpty && declarations.allSatisfy { declaration in
            DebugBuildCode.contains(declaration.node, flags: facts.model.compilationFlags(ofPath: declaration.file.path))
        }
    }
}
