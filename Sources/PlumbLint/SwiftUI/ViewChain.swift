import SwiftSyntax

/// Modifier chains seen from a view: the modifiers written on it, and the views around it in the
/// same declaration, whose modifiers set its environment (`.font`, `.buttonStyle`) or whose
/// content it is (`List { … }`, `.toolbar { … }`).
extension FunctionCallExprSyntax {
    /// The modifiers of the chain that ends in this call, from its root outward:
    /// `.font` then `.padding` in `Image(…).font(.title).padding(8)`.
    var chainModifiers: [FunctionCallExprSyntax] {
        var modifiers: [FunctionCallExprSyntax] = []
        var current = self
        while case .modifier(_, let base)? = CallShape(current) {
            modifiers.append(current)
            guard let inner = base.as(FunctionCallExprSyntax.self) else { break }
            current = inner
        }
        return modifiers.reversed()
    }

    /// The modifier calls written on this view, from it outward: the chain above it.
    var appliedModifiers: [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var current = Syntax(self)
        while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
            calls.append(call)
            current = Syntax(call)
        }
        return calls
    }
}

/// One call around a node: either a modifier applied to a view that contains the node, or a
/// call (container or modifier) whose closure or argument holds the node as content.
struct EnclosingCall {
    enum Relation { case modified, content }

    let call: FunctionCallExprSyntax
    let relation: Relation

    var name: String? {
        switch CallShape(call) {
        case .initializer(let name)?: name
        case .modifier(let name, _)?: name
        default: nil
        }
    }

    var isModifier: Bool { CallShape(call)?.modifierName != nil }

    /// The calls around `node`, innermost first, up to the declaration that holds it.
    static func around(_ node: some SyntaxProtocol) -> [EnclosingCall] {
        var calls: [EnclosingCall] = []
        var child = Syntax(node)
        while let parent = child.parent, !parent.is(MemberBlockItemSyntax.self), !parent.is(SourceFileSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self) {
                let modified = CallShape(call)?.modifierName != nil && child.id == call.calledExpression.id
                calls.append(EnclosingCall(call: call, relation: modified ? .modified : .content))
            }
            child = parent
        }
        return calls
    }

    /// The first argument of the nearest modifier with this name that applies to `node`: the font
    /// in effect for `.font`.
    static func nearestModifierArgument(_ name: String, in calls: [EnclosingCall]) -> ExprSyntax? {
        calls.first { $0.relation == .modified && $0.name == name }?.call.arguments.first?.expression
    }
}

/// Whether a node sits in a `#if os(macOS)` (or other non-touch) branch.
enum CompilationCondition {
    static func isNonTouchOnly(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let clause = parent.as(IfConfigClauseSyntax.self), let condition = clause.condition?.trimmedDescription,
               clause.poundKeyword.tokenKind == .poundIf || clause.poundKeyword.tokenKind == .poundElseif {
                let touch = ["iOS", "watchOS", "visionOS", "xrOS"].contains { condition.contains("os(\($0))") }
                if !touch, condition.contains("os(macOS)") || condition.contains("os(tvOS)"), !condition.contains("!") { return true }
            }
            current = parent.parent
        }
        return false
    }
}

/// Where and how to add modifiers to the end of a view expression without reformatting it: on
/// new lines at the chain's indentation when the chain is written one modifier per line, inline
/// otherwise.
enum ModifierInsertion {
    /// `before`: the `.` of the modifier the new ones go in front of, whose line sets their
    /// indentation when it starts one.
    static func text(appending modifiers: [String], to expression: ExprSyntax, before next: TokenSyntax? = nil) -> String {
        if let indentation = next.flatMap(indentation(of:)) ?? chainIndentation(expression) {
            return modifiers.map { "\n" + indentation + $0 }.joined()
        }
        return modifiers.joined()
    }

    /// The indentation of the line a modifier's `.` starts, when it starts one.
    static func indentation(of period: TokenSyntax) -> String? {
        var sawNewline = false
        var indentation = ""
        for piece in period.leadingTrivia {
            switch piece {
            case .newlines, .carriageReturnLineFeeds, .carriageReturns:
                sawNewline = true
                indentation = ""
            case .spaces(let count):
                indentation += String(repeating: " ", count: count)
            case .tabs(let count):
                indentation += String(repeating: "\t", count: count)
            default:
                indentation = ""
            }
        }
        return sawNewline ? indentation : nil
    }

    private static func chainIndentation(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        for modifier in call.chainModifiers.reversed() {
            if let member = modifier.calledExpression.as(MemberAccessExprSyntax.self),
               let indentation = indentation(of: member.period) {
                return indentation
            }
        }
        return nil
    }
}
