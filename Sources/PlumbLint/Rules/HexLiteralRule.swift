import PlumbCore
import PlumbSwiftUI
import SwiftSyntax

/// A `Color(hex:)` argument that is not a hex colour (docs/design-system.md#color-hex).
struct HexLiteralRule: SyntaxRule {
    static let description = RuleDescription(
        id: "hex-literal",
        summary: "A Color(hex:) argument that is not 3, 6 or 8 hex digits",
        explanation: """
            The `Color(hex:)` of docs/design-system.md#color-hex reads a hex string after an optional `#`; a string that is not a colour \
            (a typo, a missing digit, a name) silently draws black. This rule checks the string literals given \
            to `Color(hex:)` and `Color(light:dark:)` (and the same initializers of `UIColor`/`NSColor`): after \
            an optional `#`, 3, 6 or 8 hex digits. Strings built with interpolation and non-literal arguments \
            are not checked.
            """,
        severity: .error,
        kind: .syntax,
        triggering: [
            RuleExample("""
                let a = Color(hex: ↓"#FF660")
                let b = Color(light: "#FFFFFF", dark: ↓"1C1C1E1")
                let c = UIColor(hex: ↓"orange")
                """),
        ],
        nonTriggering: [
            RuleExample("""
                let a = Color(hex: "#FF6600")
                let b = Color(hex: "F60").opacity(0.5)
                let c = Color(hex: "#FF6600CC")
                let d = Color(hex: "\\(prefix)66")
                let e = Color(hex: code)
                let f = Color(light: .white, dark: .black)
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let labels: Set<String> = ["hex", "light", "dark"]
    private static let digitCounts: Set<Int> = [3, 6, 8]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard let type = context.shape(of: call)?.initializerName, SystemColorNames.colorTypes.contains(type) else { return }
        for argument in call.arguments {
            guard let label = argument.label?.text, Self.labels.contains(label),
                  let literal = argument.expression.as(StringLiteralExprSyntax.self),
                  let text = literal.representedLiteralValue, !Self.isHexColor(text)
            else { continue }
            context.report(at: literal, "\"\(text)\" is not a hex colour; write 3, 6 or 8 hex digits after an optional #")
        }
    }

    static func isHexColor(_ text: String) -> Bool {
        let digits = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        return digitCounts.contains(digits.count) && digits.allSatisfy(\.isHexDigit)
    }
}
