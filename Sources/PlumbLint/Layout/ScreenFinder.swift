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
        var presented: Set<String> = []
        var inSheets: Set<String> = []
        for file in files {
            let finder = PresentedViewFinder(facts: facts)
            finder.walk(file.tree)
            presented.formUnion(finder.names)
            inSheets.formUnion(finder.sheetNames)
        }
        let onlyInSheets = inSheets.subtracting(presented)
        return files.flatMap { file -> [LayoutScreen] in
            file.tree.statements.flatMap { screenBodies(in: Syntax($0.item), facts: facts) }.compactMap { name, body in
                let shortName = String(name.split(separator: ".").last ?? "")
                guard presented.contains(shortName) || onlyInSheets.contains(shortName) || ScreenSpine(body: body).isScreen
                else { return nil }
                let modelled = facts.model.context(ofPath: file.path).platforms.map(ScenarioPlan.devicePlatforms(of:))
                return LayoutScreen(
                    name: name, platforms: PlatformScope.devicePlatforms(of: body, file: file, facts: facts) ?? modelled,
                    isSheet: onlyInSheets.contains(shortName))
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
    /// Presenters that give their view the whole screen, window or pane.
    private static let fullPresenters: Set<String> = [
        "WindowGroup", "Window", "DocumentGroup", "fullScreenCover", "navigationDestination", "NavigationLink", "TabView",
        "Tab", "NavigationSplitView",
    ]
    /// Presenters whose size the system chooses where the width is regular.
    private static let sheetPresenters: Set<String> = ["sheet", "popover"]

    let facts: ProjectFacts
    /// Views shown by a full presenter.
    private(set) var names: Set<String> = []
    /// Views shown in a sheet or a popover.
    private(set) var sheetNames: Set<String> = []

    init(facts: ProjectFacts) {
        self.facts = facts
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let (name, fullName) = Self.typeName(node), facts.isView(fullName), let presenter = presenter(of: node) {
            if Self.fullPresenters.contains(presenter) { names.insert(name) }
            if Self.sheetPresenters.contains(presenter) { sheetNames.insert(name) }
        }
        return .visitChildren
    }

    /// The type a call creates, by its own name and as written: `Compose` for `Compose()`, and
    /// (`Compose`, `Editor.Compose`) for `Editor.Compose()`.
    private static func typeName(_ call: FunctionCallExprSyntax) -> (name: String, fullName: String)? {
        switch CallShape(call) {
        case .initializer(let name)?: (name, name)
        case .modifier(let name, let base)? where base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self):
            (name, "\(base.trimmedDescription).\(name)")
        default: nil
        }
    }

    /// The name of the call whose closure or `destination:` argument the view is, directly or
    /// through modifiers, a `Group`, or an `if` or `switch` choosing between views.
    private func presenter(of call: FunctionCallExprSyntax) -> String? {
        var current = Syntax(call)
        while let parent = current.parent {
            if let presenter = parent.as(FunctionCallExprSyntax.self), presenter.calledExpression.id != current.id,
                let name = ValuePosition.calleeName(presenter), name != "Group"
            {
                return name
            }
            if parent.is(CodeBlockItemSyntax.self), let block = parent.parent?.parent, !Self.choosesViews(block) { return nil }
            if parent.is(MemberBlockSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            current = parent
        }
        return nil
    }

    /// Whether a block of statements is a view builder's: a closure, a `switch` case, or a branch
    /// of an `if`.
    private static func choosesViews(_ block: Syntax) -> Bool {
        block.is(ClosureExprSyntax.self) || block.is(SwitchCaseSyntax.self)
            || (block.is(CodeBlockSyntax.self) && block.parent?.is(IfExprSyntax.self) == true)
    }
}
