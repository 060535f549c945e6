import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// The screens of the checked files for the layout rules, with the devices each runs on: which
/// View types are screens, and where each fills the window, is `ProjectScreens`' decision. The
/// trees come from `ScreenReader`.
enum ScreenFinder {
    /// The screens the layout rules lay out, and those a release build leaves out.
    struct Found {
        var screens: [LayoutScreen]
        /// Screens only debug builds show (`ViewReach.debugBuildsOnly`): the build the app's
        /// users run has none of them, so they are not laid out. `plumb layout --view` still
        /// lays one out by name, as a snapshot test of a debug screen would.
        var shownOnlyInDebugBuilds: [String]
    }

    /// Reads the files `jobs` at a time (largest first); only deciding where each screen fills
    /// the window, which is remembered across screens, is serial.
    /// A view only previews reach is a developer's fixture, not a screen, unless `checkingPreviews`.
    /// With `known`, a warm project's bodies of the files that did not change are not read again.
    static func screens(
        in files: [SourceFile], facts: ProjectFacts, graph: ViewGraph, checkingPreviews: Bool = false, jobs: Int = 1,
        known: KnownScreenBodies? = nil
    ) -> Found {
        // How a view is shown is read from the whole project (the graph): a sheet's presenter
        // may be in a file this run does not check (one file, a shard, `--changed`).
        var screens = ProjectScreens(graph: graph)
        let candidates = screens
        let found = parallelMap(count: files.count, jobs: jobs, cost: { files[$0].bytes.count }) { index in
            let file = files[index]
            let find = { file.tree.statements.flatMap { screenBodies(in: Syntax($0.item), facts: facts) } }
            let bodies = known.map { $0.kept.bodies(of: file, fingerprints: $0.fingerprints, find: find) } ?? find()
            return bodies.compactMap {
                name, body -> (name: String, platforms: Set<DevicePlatform>?, reach: ViewReach)? in
                guard candidates.isScreen(name, body: body), !isDeclaredInTwoFiles(name, facts: facts) else { return nil }
                let reach = ViewReach.of(name, in: graph, debugCodeIn: facts)
                guard checkingPreviews || reach != .previewsOnly else { return nil }
                return (name, PlatformScope.devicePlatforms(of: body, file: file, facts: facts), reach)
            }
        }
        known?.kept.keepOnly(files)
        let all = found.joined()
        return Found(
            screens: all.filter { $0.reach != .debugBuildsOnly }.map { screen in
                LayoutScreen(name: screen.name, platforms: screen.platforms,
                             compactWidthOnly: !screens.fillsWindowWhereWidthIsRegular(screen.name),
                             shownOnlyInSheets: screens.isShownOnlyInSheets(screen.name))
            },
            shownOnlyInDebugBuilds: all.filter { $0.reach == .debugBuildsOnly }.map(\.name))
    }

    /// A name that types in two files declare (an iPhone and a watch `ContentView`, or apps
    /// side by side): the reader finds a view by its name, and could read the other one, on the
    /// other's devices.
    private static func isDeclaredInTwoFiles(_ name: String, facts: ProjectFacts) -> Bool {
        let files = (facts.types[name] ?? []).filter { !$0.isExtension }.map { ObjectIdentifier($0.file) }
        return Set(files).count > 1
    }

    /// A `View` type's full name and its body expression.
    typealias Body = (name: String, body: ExprSyntax)

    /// The `View` types declared at `item` (nested types too) with their body expression.
    private static func screenBodies(in item: Syntax, facts: ProjectFacts) -> [Body] {
        if let conditional = item.as(IfConfigDeclSyntax.self) {
            return conditional.clauses.flatMap { clause -> [Body] in
                switch clause.elements {
                case .statements(let items)?: items.flatMap { screenBodies(in: Syntax($0.item), facts: facts) }
                case .decls(let members)?: members.flatMap { screenBodies(in: Syntax($0.decl), facts: facts) }
                default: []
                }
            }
        }
        guard let group = item.asDeclGroup else { return [] }
        var found: [Body] = []
        if EnclosingType.isView(group, facts: facts), let name = EnclosingType.name(of: group) {
            for member in group.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    if let body = ViewBody.expression(of: binding) { found.append((name, body)) }
                }
            }
        }
        for member in group.memberBlock.members { found += screenBodies(in: Syntax(member.decl), facts: facts) }
        return found
    }
}
