import SwiftSyntax

/// Where and how to add modifiers to the end of a view expression without reformatting it: on
/// new lines at the chain's indentation when the chain is written one modifier per line, inline
/// otherwise.
public enum ModifierInsertion {
    /// `before`: the `.` of the modifier the new ones go in front of, whose line sets their
    /// indentation when it starts one.
    public static func text(appending modifiers: [String], to expression: ExprSyntax, before next: TokenSyntax? = nil) -> String {
        if let indentation = next.flatMap(indentation(of:)) ?? chainIndentation(expression) ?? ownLineIndentation(expression) {
            return modifiers.map { "\n" + indentation + $0 }.joined()
        }
        return modifiers.joined()
    }

    /// The indentation of the line a modifier's `.` starts, when it starts one.
    public static func indentation(of period: TokenSyntax) -> String? {
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

    /// A view alone on its line in a closure: one indentation step deeper than the view, the
    /// step being the one between the closure's closing brace and the view.
    private static func ownLineIndentation(_ expression: ExprSyntax) -> String? {
        guard let first = expression.firstToken(viewMode: .sourceAccurate), let viewIndentation = indentation(of: first),
              let closure = expression.parent?.parent?.parent?.as(ClosureExprSyntax.self),
              let braceIndentation = indentation(of: closure.rightBrace),
              viewIndentation.hasPrefix(braceIndentation), viewIndentation.count > braceIndentation.count
        else { return nil }
        return viewIndentation + viewIndentation.dropFirst(braceIndentation.count)
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
