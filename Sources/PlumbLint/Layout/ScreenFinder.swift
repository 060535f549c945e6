import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Which View types of the checked files are screens for the layout rules: a type that an `App`'s
/// scene, a sheet, a popover, a tab, a split view's column or a navigation destination shows at
/// the root of its content (`Presentation.rootViews`), or one whose body holds a navigation or
/// scroll container (`ScreenSpine`). Cards, rows and chips are not screens; they are checked
/// inside the screens that use them. A screen that is not proven to fill the window where the
/// width is regular (`ScreenPlacement`: a sheet, a split view's column, an app's own container)
/// is laid out where the width is compact only. The trees come from `ScreenReader`.
enum ScreenFinder {
    static func screens(in files: [SourceFile], facts: ProjectFacts, graph: ViewGraph) -> [LayoutScreen] {
        // How a view is shown is read from the whole project (the graph): a sheet's presenter
        // may be in a file this run does not check (one file, a shard, `--changed`).
        var presented: Set<String> = []
        // What a preview shows (`#Preview { … }`, a `PreviewProvider`) is Xcode's canvas, not the app's screens.
        for presentation in graph.presentations where !PreviewCode.contains(presentation.call) {
            switch presentation.kind {
            case .inspector, .alert, .confirmationDialog: break
            default: presented.formUnion(presentation.rootViews)
            }
        }
        var placement = ScreenPlacement(graph: graph, ignoring: PreviewCode.contains)
        return files.flatMap { file -> [LayoutScreen] in
            file.tree.statements.flatMap { screenBodies(in: Syntax($0.item), facts: facts) }.compactMap { name, body in
                guard presented.contains(name) || ScreenSpine(body: body).isScreen
                else { return nil }
                let modelled = facts.model.context(ofPath: file.path).platforms.map(ScenarioPlan.devicePlatforms(of:))
                return LayoutScreen(
                    name: name, platforms: PlatformScope.devicePlatforms(of: body, file: file, facts: facts) ?? modelled,
                    compactWidthOnly: !placement.fillsWindowWhereWidthIsRegular(name))
            }
        }
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
