import PlumbCore
import SwiftSyntax

/// Custom fonts instead of the system's (docs/design-system.md#typography: "System fonts only").
struct SystemFontsRule: SyntaxRule {
    static let description = RuleDescription(
        id: "system-fonts",
        summary: "A custom font (Font.custom, .custom(…), UIFont(name:)) instead of the system font",
        explanation: """
            docs/design-system.md#typography: "System fonts only — use SwiftUI font styles … No custom fonts, no downloaded fonts." This \
            rule reports `Font.custom(…)`, `.custom(…)` where the source shows a font goes (`.font(.custom(…))`, \
            a `font:` argument, a value of type `Font`), and `UIFont(name:size:)`/`NSFont(name:size:)`. A \
            project helper that returns a custom font is reported once, at the `.custom` in its definition, \
            not at each use. Other `.custom` members are not fonts: \
            `UISheetPresentationController.Detent.custom`, `case .custom(let x)`, a presentation detent.
            """,
        severity: .error,
        kind: .syntax,
        triggering: [
            RuleExample("""
                struct Title: View {
                    var body: some View {
                        Text("A").font(↓.custom("Avenir-Heavy", size: 20)).font(↓Font.custom("Avenir", size: 17).weight(.bold))
                    }
                }
                """),
            RuleExample("""
                extension Font {
                    static func brand(_ size: CGFloat) -> Font { ↓.custom("Brand", size: size) }
                }
                let label = UILabel()
                let font = ↓UIFont(name: "Brand", size: 14)
                let title = Text("A").font(.brand(20))
                """),
        ],
        nonTriggering: [
            RuleExample("""
                let detent = UISheetPresentationController.Detent.custom { _ in 300 }
                enum Size { case small, custom(Double) }
                func width(_ size: Size) -> Double {
                    switch size {
                    case .small: return 10
                    case .custom(let value): return value
                    }
                }
                let sheet = Text("A").presentationDetents([.medium, .custom(CompactDetent.self)])
                """),
            RuleExample("""
                let a = Text("A").font(.headline).font(.system(.body, design: .rounded)).font(AppTheme.Fonts.title)
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let namedFontTypes: Set<String> = ["UIFont", "NSFont"]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        if let type = context.shape(of: call)?.initializerName, Self.namedFontTypes.contains(type), call.arguments.first?.label?.text == "name" {
            context.report(at: call, "custom font \(type)(name:); use the system font with a text style")
        } else if FontValues.isFontCall(call, named: "custom").isFont {
            let name = call.arguments.first?.expression.trimmedDescription ?? ""
            context.report(at: call, "custom font \(name); use a system text style (.body, .headline, …) or a token of \(context.facts.themeType("Fonts"))")
        }
    }
}
