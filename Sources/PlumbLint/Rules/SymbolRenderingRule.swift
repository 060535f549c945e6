import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// A large SF Symbol drawn in the default monochrome (docs/design-system.md#sf-symbols: "Use
/// `.symbolRenderingMode(.hierarchical)` or `.palette` for visual depth").
struct SymbolRenderingRule: SyntaxRule {
    static let description = RuleDescription(
        id: "symbol-rendering",
        summary: "A large SF Symbol (empty state, hero) with no .symbolRenderingMode",
        explanation: """
            docs/design-system.md#sf-symbols asks for `.symbolRenderingMode(.hierarchical)` or `.palette` for visual depth; at icon size the \
            difference is slight, at empty-state and hero size it is the look of the screen. Opt-in: this rule \
            reports an `Image(systemName:)` drawn large — `.font(.system(size:))` of 40pt or more, \
            `.font(.largeTitle)`, or resizable and framed at 40pt or more — when neither the image nor any \
            view around it sets `.symbolRenderingMode`, and it is not given several styles \
            (`.foregroundStyle(a, b)` draws as a palette).
            """,
        severity: .warning,
        kind: .syntax,
        isOptIn: true,
        triggering: [
            RuleExample("""
                struct Empty: View {
                    var body: some View {
                        VStack(spacing: 16) {
                            ↓Image(systemName: "tray").font(.system(size: 48)).foregroundStyle(.secondary)
                            ↓Image(systemName: "star").resizable().frame(width: 64, height: 64)
                        }
                    }
                }
                """, configuration: "rules: { symbol-rendering: warning }"),
        ],
        nonTriggering: [
            RuleExample("""
                struct Empty: View {
                    var body: some View {
                        VStack(spacing: 16) {
                            Image(systemName: "tray").font(.system(size: 48)).symbolRenderingMode(.hierarchical)
                            Image(systemName: "star").font(.largeTitle).foregroundStyle(.yellow, .orange)
                            Image(systemName: "gear").font(.body)
                            VStack { Image(systemName: "cloud.sun").font(.largeTitle) }.symbolRenderingMode(.multicolor)
                        }
                    }
                }
                """, configuration: "rules: { symbol-rendering: warning }"),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let largeSize: Double = 40

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard context.shape(of: call)?.initializerName == "Image", call.argument("systemName") != nil else { return }
        let modifiers = call.appliedModifiers
        guard isLarge(modifiers, context), !setsRenderingMode(around: call) else { return }
        context.report(at: call, "a large SF Symbol in the default (monochrome) rendering; add `.symbolRenderingMode(.hierarchical)` or `.palette`")
    }

    private func isLarge(_ modifiers: [FunctionCallExprSyntax], _ context: LintContext) -> Bool {
        for modifier in modifiers where CallShape(modifier)?.modifierName == "font" {
            guard let font = modifier.arguments.first?.expression else { continue }
            if font.trimmedText == ".largeTitle" { return true }
            if let system = font.as(FunctionCallExprSyntax.self), system.arguments.first?.label?.text == "size",
               let size = system.arguments.first.flatMap({ context.resolver.resolve($0.expression) })?.value {
                return size >= Self.largeSize
            }
        }
        let resizable = modifiers.contains { CallShape($0)?.modifierName == "resizable" }
        return resizable && (ModifierChain.largestFrameSide(modifiers, resolver: context.resolver) ?? 0) >= Self.largeSize
    }

    /// `.symbolRenderingMode` on the image or on any view around it (it is inherited), or
    /// several foreground styles on the image.
    private func setsRenderingMode(around call: FunctionCallExprSyntax) -> Bool {
        var current: Syntax? = Syntax(call)
        while let node = current {
            if let outer = node.as(FunctionCallExprSyntax.self) {
                switch CallShape(outer)?.modifierName {
                case "symbolRenderingMode": return true
                case "foregroundStyle" where outer.arguments.count > 1: return true
                default: break
                }
            }
            if node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }
}
