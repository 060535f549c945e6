import PlumbSyntax
import SwiftSyntax

/// Where SF Symbol names are written: `Image(systemName:)`, `UIImage(systemName:)`,
/// `NSImage(systemSymbolName:)`, and the `systemImage:` of `Label`, `Button`, `Tab`,
/// `ContentUnavailableView`, `Toggle`, `Menu` and friends.
public enum SymbolNames {
    /// `systemSymbol:` is SFSafeSymbols' typed spelling (`Image(systemSymbol: .house)`).
    public static let labels: Set<String> = ["systemName", "systemImage", "systemSymbolName", "systemSymbol"]

    /// Words in the name of a call whose `systemName:` is a symbol: `Image`, `UIImage`, an app's
    /// `IconView` or `SymbolButton`. Elsewhere `systemName:` names other things (an OS, a device).
    private static let symbolCallWords = ["image", "icon", "symbol", "label", "button", "glyph"]

    /// The string literals a call gives as symbol names, with either branch of a ternary.
    public static func literals(in call: FunctionCallExprSyntax) -> [StringLiteralExprSyntax] {
        // Not `arguments.filter`: on a syntax collection it builds a new, detached collection,
        // whose nodes no longer know their place in the file.
        call.arguments.flatMap { argument -> [StringLiteralExprSyntax] in
            guard let label = argument.label?.text, isSymbolLabel(label, of: call) else { return [] }
            return argument.expression.valueBranches.compactMap { branch in
                branch.as(StringLiteralExprSyntax.self).flatMap { $0.representedLiteralValue == nil ? nil : $0 }
            }
        }
    }

    /// Whether a call names an SF Symbol at all (a literal or any other expression).
    public static func namesSymbol(_ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.contains { argument in
            guard let label = argument.label, labelTokens.contains(label) else { return false }
            return isSymbolLabel(label.text, of: call)
        }
    }

    /// `labels`, to rule out the labels of most calls by their bytes.
    private static let labelTokens = TokenNames(labels)

    private static func isSymbolLabel(_ label: String, of call: FunctionCallExprSyntax) -> Bool {
        guard labels.contains(label) else { return false }
        guard label == "systemName" else { return true }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.trimmedText
        let lowered = callee.lowercased()
        return callee == "init" || symbolCallWords.contains(where: lowered.holdsText)
    }

    /// Whether a symbol name is written as SF Symbols spell names: lower-case words and digits
    /// joined by single dots.
    public static func isWellFormed(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.hasSuffix(".") && !name.contains("..")
            && name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E }
    }
}
