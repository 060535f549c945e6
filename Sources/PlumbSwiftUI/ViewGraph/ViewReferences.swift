import PlumbSyntax
import SwiftSyntax

/// One file's part of the view graph: the calls of names that may be project types (candidates
/// for project views, decided once all files are known) and the presentations, in source order.
struct ViewReferences {
    struct Call {
        /// The name as written: `Row`, `Settings.Row`.
        let name: String
        let call: FunctionCallExprSyntax
    }

    struct RawPresentation {
        let kind: Presentation.Kind
        let call: FunctionCallExprSyntax
        let content: ExprSyntax?
    }

    var calls: [Call] = []
    var presentations: [RawPresentation] = []

    /// The walk visits a transient root of the file and the graph keeps the nodes of the shared
    /// tree (see `SourceFile`): the graph lives through the whole run, the walk's node data need not.
    /// Only calls whose name `namesType` accepts are kept: finding a call's node in the shared
    /// tree costs a walk down to it, and most capitalized calls are SwiftUI's (`Text`, `VStack`).
    static func collect(in file: SourceFile, keepingCallsOf namesType: @escaping (String) -> Bool) -> ViewReferences {
        let visitor = Visitor(namesType: namesType)
        visitor.walk(file.transientTree())
        var found = ViewReferences(
            calls: visitor.found.calls.map { Call(name: $0.name, call: file.shared($0.call)) },
            presentations: visitor.found.presentations.map {
                RawPresentation(kind: $0.kind, call: file.shared($0.call), content: $0.content.map(file.shared))
            })
        // The walk meets a chain's outermost modifier first; source order is where each name is written.
        found.presentations.sort { namePosition($0.call) < namePosition($1.call) }
        return found
    }

    private static func namePosition(_ call: FunctionCallExprSyntax) -> AbsolutePosition {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.position ?? call.position
    }

    /// The index of the innermost presentation whose content holds `call`; a container's
    /// content is part of the view that writes it, not presented.
    func innermostPresentation(holding call: FunctionCallExprSyntax) -> Int? {
        var best: (index: Int, length: Int)?
        for (index, presentation) in presentations.enumerated() where !presentation.kind.isContainer {
            guard let content = presentation.content, content.position <= call.position, call.endPosition <= content.endPosition
            else { continue }
            let length = content.endPosition.utf8Offset - content.position.utf8Offset
            if best.map({ length < $0.length }) ?? true { best = (index, length) }
        }
        return best?.index
    }

    private final class Visitor: SyntaxVisitor {
        var found = ViewReferences()
        private let namesType: (String) -> Bool

        init(namesType: @escaping (String) -> Bool) {
            self.namesType = namesType
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            switch CallShape(node) {
            case .initializer(let name)?:
                if name.first?.isUppercase == true, namesType(name) { found.calls.append(Call(name: name, call: node)) }
                if let kind = Presentation.Kind(callee: name) { record(kind, node) }
            case .modifier(let name, let base)?:
                if let kind = Presentation.Kind(callee: name) {
                    record(kind, node)
                } else if let dotted = ValueResolver.dottedName(base), Self.isTypeName(dotted), namesType("\(dotted).\(name)") {
                    found.calls.append(Call(name: "\(dotted).\(name)", call: node))  // `Settings.Row(…)`
                }
            case .implicitMember(let name)?:
                // `#if os(iOS) .sheet(item: $item) { … } #endif`: the modifier's base is the view before the `#if`.
                if Self.isConditionalModifier(node), let kind = Presentation.Kind(callee: name) { record(kind, node) }
            default:
                break
            }
            return .visitChildren
        }

        /// Whether a call is a modifier in a `#if` clause of a modifier chain (its innermost
        /// member has no base: the chain's view comes before the `#if`).
        private static func isConditionalModifier(_ call: FunctionCallExprSyntax) -> Bool {
            var current = Syntax(call)
            while let parent = current.parent {
                if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                    current = parent
                } else if let outer = parent.as(FunctionCallExprSyntax.self), outer.calledExpression.id == current.id {
                    current = parent
                } else {
                    // clause → clause list → `#if` block → the postfix expression it ends
                    return parent.is(IfConfigClauseSyntax.self)
                        && parent.parent?.parent?.as(IfConfigDeclSyntax.self)?.parent?.is(PostfixIfConfigExprSyntax.self) == true
                }
            }
            return false
        }

        private func record(_ kind: Presentation.Kind, _ call: FunctionCallExprSyntax) {
            found.presentations.append(RawPresentation(kind: kind, call: call, content: Presentation.content(of: call, kind: kind)))
        }

        private static func isTypeName(_ dotted: String) -> Bool {
            dotted.split(separator: ".").allSatisfy { $0.first?.isUppercase == true }
        }
    }
}
