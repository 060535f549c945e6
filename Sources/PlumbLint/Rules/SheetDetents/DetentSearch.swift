import Foundation
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Whether a sheet's content applies `.presentationDetents`: in the content itself, in the
/// members of the presenting view it calls, in the project views it shows (their body, computed
/// properties and methods) and every view those build or push, at any depth (from the view
/// graph), and in the project's own `View` modifiers. The content of a nested presentation
/// configures that presentation, not this one.
struct DetentSearch {
    enum Verdict {
        case applies
        case missing
        /// The content shows a view Plumb cannot see into (a library's view, a closure parameter).
        case unknown
    }

    private let facts: ProjectFacts
    private let graph: ViewGraph
    /// The members of the project's `View` extensions: its own modifiers.
    private let viewExtensions: MemberIndex
    private let viewScans: ViewDetentScans

    /// `viewExtensions` is `MemberIndex.viewExtensions(in: facts)` and `viewScans` one
    /// `ViewDetentScans`, both made once per run.
    init(facts: ProjectFacts, graph: ViewGraph, viewExtensions: MemberIndex, viewScans: ViewDetentScans) {
        self.facts = facts
        self.graph = graph
        self.viewExtensions = viewExtensions
        self.viewScans = viewScans
    }

    /// The verdict for the content closure of a `.sheet` written in the type `presenter`.
    func verdict(for content: ClosureExprSyntax, presenter declarations: [TypeDeclaration]) -> Verdict {
        guard !content.statements.isEmpty else { return .unknown }  // a placeholder presenting nothing
        let presenter = MemberIndex(declarations)
        var visited = Set<String>()
        if applies(in: Syntax(content), near: Syntax(content), presenter: presenter, visited: &visited) {
            return .applies
        }
        return showsUnknownView(in: content, presenter: presenter) ? .unknown : .missing
    }

    /// The verdict for `content: makeSheet`, a method of the presenting type.
    func verdict(forMember name: String, presenter types: [TypeDeclaration]) -> Verdict {
        let presenter = MemberIndex(types)
        let declarations = presenter.members(named: name)
        // A stored closure (`content: popupBuilder`) holds a view made elsewhere.
        guard !declarations.isEmpty, Self.hasVisibleMember(name, in: presenter) else { return .unknown }
        var visited = Set<String>()
        for declaration in declarations where applies(in: Syntax(declaration), near: Syntax(declaration), presenter: presenter, visited: &visited) {
            return .applies
        }
        return .missing
    }

    // MARK: Searching

    private func applies(in node: Syntax, near: Syntax, presenter: MemberIndex, visited: inout Set<String>) -> Bool {
        let scan = DetentScan(viewMode: .sourceAccurate)
        scan.walk(node)
        if scan.found { return true }
        for name in scan.lowercaseNames {
            for member in presenter.members(named: name) where visited.insert("member \(name)").inserted {
                if applies(in: Syntax(member), near: near, presenter: presenter, visited: &visited) { return true }
            }
        }
        if modifiersApply(scan.calledMembers, visited: &visited) { return true }
        // Only views and view modifiers can apply detents; models and namespaces are not searched.
        for name in scan.capitalizedNames {
            guard let declaration = facts.declarations(ofTypeNamed: name, near: near).first,
                  graph.view(named: declaration.fullName) != nil,
                  viewApplies(declaration.fullName, visited: &visited)
            else { continue }
            return true
        }
        return false
    }

    /// Whether a view type, or any view it builds or pushes at any depth, applies detents in
    /// its own code or through the project's modifiers it calls. Each view is read once.
    private func viewApplies(_ name: String, visited: inout Set<String>) -> Bool {
        for view in graph.reachableViews(from: name, includingNavigation: true) where visited.insert(view.name).inserted {
            for declaration in view.declarations {
                let scan = viewScans.scan(declaration.node)
                if scan.found || modifiersApply(scan.calledMembers, visited: &visited) { return true }
            }
        }
        return false
    }

    /// The project's own modifiers (`extension View { func sheetStyle() … }`) that apply detents,
    /// themselves or through the `ViewModifier` they apply.
    private func modifiersApply(_ names: Set<String>, visited: inout Set<String>) -> Bool {
        for name in names where visited.insert("modifier \(name)").inserted {
            for function in viewExtensions.members(named: name) {
                if applies(in: Syntax(function), near: Syntax(function), presenter: viewExtensions, visited: &visited) {
                    return true
                }
            }
        }
        return false
    }

    // MARK: Views Plumb cannot see into

    /// A method or computed property of the presenter, whose code is in the project; a stored
    /// property (`let content: () -> Content`) holds a view made elsewhere.
    private static func hasVisibleMember(_ name: String, in presenter: MemberIndex) -> Bool {
        presenter.members(named: name).contains { declaration in
            declaration.is(FunctionDeclSyntax.self)
                || declaration.as(VariableDeclSyntax.self)?.bindings.contains { $0.accessorBlock != nil } == true
        }
    }

    /// Whether the content, where it lists views, names one that is neither SwiftUI's nor the
    /// project's, or a value that is not a member of the presenting view.
    private func showsUnknownView(in closure: ClosureExprSyntax, presenter: MemberIndex) -> Bool {
        ViewChildren.all(of: closure).contains { isUnknown($0, presenter: presenter) }
    }

    private func isUnknown(_ expression: ExprSyntax, presenter: MemberIndex) -> Bool {
        let root = expression.as(FunctionCallExprSyntax.self).map { ExprSyntax($0.chainRoot) } ?? expression
        let callee = root.as(FunctionCallExprSyntax.self)?.calledExpression ?? root
        if let qualified = QualifiedTypeName(callee) {
            return facts.declarations(ofTypeNamed: qualified.text, near: root).isEmpty
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            // `self.sheetContent` is the presenter's; `model.makeSheet()` is a view Plumb cannot see.
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
                return member.base != nil
            }
            return !Self.hasVisibleMember(member.declName.baseName.text, in: presenter)
        }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        if name.first?.isLowercase == true { return !Self.hasVisibleMember(name, in: presenter) }
        if !facts.declarations(ofTypeNamed: name, near: root).isEmpty { return false }
        guard SwiftUIViews.all.contains(name) else { return true }
        return root.as(FunctionCallExprSyntax.self)?.closures.contains { showsUnknownView(in: $0, presenter: presenter) } ?? false
    }
}

/// What each view declaration's own code says about detents, read once per run: the sheets of
/// a project show the same views again and again (a screen reachable from ten sheets was read
/// ten times).
final class ViewDetentScans: @unchecked Sendable {
    struct Scan: Sendable {
        let found: Bool
        let calledMembers: Set<String>
    }

    private let lock = NSLock()
    private var scans: [SyntaxIdentifier: Scan] = [:]

    func scan(_ declaration: DeclSyntax) -> Scan {
        lock.lock()
        let known = scans[declaration.id]
        lock.unlock()
        if let known { return known }
        let walk = DetentScan(viewMode: .sourceAccurate)
        walk.walk(declaration)
        let scan = Scan(found: walk.found, calledMembers: walk.calledMembers)
        lock.lock()
        scans[declaration.id] = scan
        lock.unlock()
        return scan
    }
}

/// One pass over some syntax: whether `.presentationDetents` is applied, and the names it
/// mentions that the search may follow. The content of nested presentations is skipped.
private final class DetentScan: SyntaxVisitor {
    private(set) var found = false
    private(set) var capitalizedNames = Set<String>()
    private(set) var lowercaseNames = Set<String>()
    private(set) var calledMembers = Set<String>()

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "presentationDetents" { found = true }
        if let typeName = QualifiedTypeName(node) {
            capitalizedNames.insert(typeName.text)  // `StatusEditor.MediaEditView`, not the `StatusEditor` namespace
            return .skipChildren
        }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if name == "presentationDetents" {
            found = true  // `presentationDetents(…)` inside a project's own `View` modifier
        } else if name.first?.isUppercase == true {
            capitalizedNames.insert(name)
        } else if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id {
            lowercaseNames.insert(name)
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard case .modifier(let name, let base)? = CallShape(node) else { return .visitChildren }
        calledMembers.insert(name)
        guard Presentation.Kind(callee: name)?.isModal == true else { return .visitChildren }
        walk(base)
        for argument in node.arguments where !argument.expression.is(ClosureExprSyntax.self) {
            walk(argument)
        }
        return .skipChildren
    }
}
