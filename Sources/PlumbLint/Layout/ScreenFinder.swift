import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Which View types of the checked files are screens for the layout rules: a type that an `App`'s
/// scene, a sheet, a popover, a tab, a split view's column or a navigation destination shows at
/// the root of its content (`Presentation.rootViews`), or one whose body holds a navigation or
/// scroll container (`ScreenSpine`). Cards, rows and chips are not screens; they are checked
/// inside the screens that use them. The trees come from `ScreenReader`.
enum ScreenFinder {
    static func screens(in files: [SourceFile], facts: ProjectFacts, graph: ViewGraph) -> [LayoutScreen] {
        // How a view is shown is read from the whole project (the graph): a sheet's presenter
        // may be in a file this run does not check (one file, a shard, `--changed`).
        var presented: Set<String> = []
        var inSheets: Set<String> = []
        // What a preview shows (`#Preview { … }`, a `PreviewProvider`) is Xcode's canvas, not the app's screens.
        for presentation in graph.presentations where !PreviewCode.contains(presentation.call) {
            switch presentation.kind {
            case .sheet, .popover: inSheets.formUnion(presentation.rootViews)  // sized by the system where the width is regular
            case .inspector, .alert, .confirmationDialog: break
            case .fullScreenCover, .navigationDestination, .navigationLink, .scene, .tab, .splitColumn:
                presented.formUnion(presentation.rootViews)
            }
        }
        let onlyInSheets = inSheets.subtracting(presented)
        let inColumns = viewsInSplitColumns(graph)
        return files.flatMap { file -> [LayoutScreen] in
            file.tree.statements.flatMap { screenBodies(in: Syntax($0.item), facts: facts) }.compactMap { name, body in
                guard presented.contains(name) || onlyInSheets.contains(name) || ScreenSpine(body: body).isScreen
                else { return nil }
                let modelled = facts.model.context(ofPath: file.path).platforms.map(ScenarioPlan.devicePlatforms(of:))
                return LayoutScreen(
                    name: name, platforms: PlatformScope.devicePlatforms(of: body, file: file, facts: facts) ?? modelled,
                    compactWidthOnly: onlyInSheets.contains(name) || inColumns.contains(name))
            }
        }
    }

    /// The views a `NavigationSplitView` shows in a column, with what they build and push there:
    /// where the width is regular the column is as wide as the split view makes it, which Plumb
    /// does not model; where it is compact the split view collapses into one stack as wide as the
    /// screen.
    private static func viewsInSplitColumns(_ graph: ViewGraph) -> Set<String> {
        var names: Set<String> = []
        for presentation in graph.presentations where presentation.kind == .splitColumn && !PreviewCode.contains(presentation.call) {
            // What the split view's presenter builds: its columns' roots may sit inside a
            // NavigationStack, which `rootViews` does not look into.
            for root in presentation.rootViews + [presentation.presenter].compactMap({ $0 }) {
                names.formUnion(graph.reachableViews(from: root, includingNavigation: true).dropFirst().map(\.name))
                if root != presentation.presenter { names.insert(root) }
            }
        }
        return names
    }

    /// The `View` types declared at `item` (nested types too) with their body expression.
    private static func screenBodies(in item: Syntax, facts: ProjectFacts) -> [(String, ExprSyntax)] {
        if let conditional = item.as(IfConfigDeclSyntax.self) {
            return conditional.clauses.flatMap { clause -> [(String, ExprSyntax)] in
                switch clause.elements {
                case .statements(let items)?: items.flatMap { screenBodies(in: Syntax($0.item), facts: facts) }
                case .decls(let members)?: members.flatMap { screenBodies(in: Syntax($0.decl), facts: facts) }
                default: []
                }
            }
        }
        guard let group = item.asProtocol(DeclGroupSyntax.self) else { return [] }
        var found: [(String, ExprSyntax)] = []
        if ViewTypes.isView(group, facts: facts), let name = ViewTypes.name(of: group) {
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
