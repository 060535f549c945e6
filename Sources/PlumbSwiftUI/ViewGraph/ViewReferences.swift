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

    /// Reads only the parts of the file that can matter. A call can matter only when its callee
    /// is written with one of `callees`' names, so the reading goes down only into nodes whose
    /// text holds one (`CalleeNames.offsets(in:)`): it meets every call that can matter, in the
    /// order a walk of the whole file would, and skips the rest of the file (most of it). Of the
    /// calls of names that may be project types, it keeps those whose name `namesType` accepts.
    ///
    /// It reads a transient root of the file and the graph keeps the nodes of the shared tree
    /// (see `SourceFile`): the graph lives through the whole run, the node data swift-syntax
    /// builds for the reading need not.
    static func collect(in file: SourceFile, callees: CalleeNames, keepingCallsOf namesType: @escaping (String) -> Bool) -> ViewReferences {
        let offsets = callees.readsWholeFiles ? nil : callees.offsets(in: file.bytes)
        guard offsets?.isEmpty != true else { return ViewReferences() }
        var reader = Reader(offsets: offsets, namesType: namesType)
        reader.read(Syntax(file.transientTree()))
        var found = ViewReferences(
            calls: reader.found.calls.map { Call(name: $0.name, call: file.shared($0.call)) },
            presentations: reader.found.presentations.map {
                RawPresentation(kind: $0.kind, call: file.shared($0.call), content: $0.content.map(file.shared))
            })
        // A chain's outermost modifier is met first; source order is where each name is written.
        found.presentations.sort { namePosition($0.call) < namePosition($1.call) }
        // A file that let its tree go and holds no reference kept here lets this parse go too,
        // rather than hold it until its walk (see `SourceFile`).
        file.letGoOfUnpinnedTree()
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

    /// Goes down, in source order, the nodes whose text holds one of `offsets` (all nodes when
    /// nil), reading each call it meets.
    private struct Reader {
        var found = ViewReferences()
        let offsets: [Int]?
        let namesType: (String) -> Bool
        /// The first offset not before the node being read: nodes are met in source order.
        private var next = 0

        init(offsets: [Int]?, namesType: @escaping (String) -> Bool) {
            self.offsets = offsets
            self.namesType = namesType
        }

        mutating func read(_ node: Syntax) {
            if let call = node.as(FunctionCallExprSyntax.self) { visit(call) }
            for child in node.children(viewMode: .sourceAccurate) where holdsOffset(child) && !Self.neverRuns(child) {
                read(child)
            }
        }

        /// The body of `if false { … }` (a section switched off in the source) runs in no
        /// build: nothing creates or presents what it writes. Its `else` runs.
        private static func neverRuns(_ node: Syntax) -> Bool {
            guard let ifExpression = node.parent?.as(IfExprSyntax.self), ifExpression.body.id == node.id,
                  ifExpression.conditions.count == 1, let condition = ifExpression.conditions.first?.condition.as(ExprSyntax.self)
            else { return false }
            return LiteralValue.bool(condition) == false
        }

        private mutating func holdsOffset(_ node: Syntax) -> Bool {
            guard let offsets else { return true }
            let start = node.position.utf8Offset
            while next < offsets.count, offsets[next] < start { next += 1 }
            return next < offsets.count && offsets[next] < node.endPosition.utf8Offset
        }

        private mutating func visit(_ node: FunctionCallExprSyntax) {
            switch CallShape(node) {
            case .initializer(let name)?:
                if name.first?.isUppercase == true, namesType(name) { found.calls.append(Call(name: name, call: node)) }
                if let kind = Presentation.Kind(callee: name) { record(kind, node) }
            case .modifier(let name, let base)?:
                if let kind = Presentation.Kind(callee: name) {
                    record(kind, node)
                } else if let dotted = ValueResolver.dottedName(base), ViewReferences.isTypeName(dotted) {
                    // `Settings.init(…)` calls `Settings`; `Settings.Row(…)` calls `Settings.Row`.
                    let called = name == "init" ? dotted : "\(dotted).\(name)"
                    if namesType(called) { found.calls.append(Call(name: called, call: node)) }
                }
            case .implicitMember(let name)?:
                // `#if os(iOS) .sheet(item: $item) { … } #endif`: the modifier's base is the view before the `#if`.
                if Self.isConditionalModifier(node), let kind = Presentation.Kind(callee: name) { record(kind, node) }
            default:
                break
            }
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

        private mutating func record(_ kind: Presentation.Kind, _ call: FunctionCallExprSyntax) {
            found.presentations.append(RawPresentation(kind: kind, call: call, content: Presentation.content(of: call, kind: kind)))
        }
    }

    /// Whether a dotted name as written names a type (`Settings`, `Settings.Row`), not a value.
    static func isTypeName(_ dotted: String) -> Bool {
        dotted.split(separator: ".").allSatisfy { $0.first?.isUppercase == true }
    }
}
