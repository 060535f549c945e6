import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Which View types of a project are screens for the layout rules: a type that an `App`'s
/// scene, a sheet, a popover, a tab or a navigation destination shows, or one whose body holds a
/// navigation or scroll container (`ScreenSpine`). Cards, rows and chips are not screens; they
/// are checked inside the screens that use them. The trees come from `ScreenReader`.
enum ScreenFinder {
    static func screens(in files: [SourceFile], facts: ProjectFacts) -> [LayoutScreen] {
        let presented = files.reduce(into: Set<String>()) { names, file in
            let finder = PresentedViewFinder(facts: facts)
            finder.walk(file.tree)
            names.formUnion(finder.names)
        }
        return files.flatMap { file -> [LayoutScreen] in
            file.tree.statements.flatMap { screenBodies(in: Syntax($0.item), facts: facts) }.compactMap { name, body in
                let shortName = String(name.split(separator: ".").last ?? "")
                guard presented.contains(shortName) || ScreenSpine(body: body).isScreen else { return nil }
                let modelled = facts.model.context(ofPath: file.path).platforms.map(ScenarioPlan.devicePlatforms(of:))
                return LayoutScreen(
                    name: name, platforms: PlatformScope.devicePlatforms(of: body, file: file, facts: facts) ?? modelled)
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

/// Collects the project View types a scene, a presentation, a tab or a navigation destination
/// shows: `WindowGroup { Home() }`, `.sheet { Compose() }`, `NavigationLink { Detail() }`,
/// `.navigationDestination(for:) { Detail(item: $0) }`, the tabs of a `TabView`.
private final class PresentedViewFinder: SyntaxVisitor {
    private static let presenters: Set<String> = [
        "WindowGroup", "Window", "DocumentGroup", "sheet", "fullScreenCover", "popover", "navigationDestination",
        "NavigationLink", "TabView", "Tab", "NavigationSplitView",
    ]

    let facts: ProjectFacts
    private(set) var names: Set<String> = []

    init(facts: ProjectFacts) {
        self.facts = facts
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if case .initializer(let name)? = CallShape(node), facts.isView(name), isPresented(node) { names.insert(name) }
        return .visitChildren
    }

    /// Whether the call is a view of a presenter's closure or `destination:` argument, directly
    /// or through modifiers.
    private func isPresented(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        while let parent = current.parent {
            if let presenter = parent.as(FunctionCallExprSyntax.self), presenter.calledExpression.id != current.id,
                let name = ValuePosition.calleeName(presenter)
            {
                return Self.presenters.contains(name)
            }
            if parent.is(CodeBlockItemSyntax.self), parent.parent?.parent?.is(ClosureExprSyntax.self) == false { return false }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return false }
            current = parent
        }
        return false
    }
}
