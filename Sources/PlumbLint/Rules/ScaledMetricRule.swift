import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Sizes tied to text scale with Dynamic Type (docs/design-system.md#adaptive-layout).
struct ScaledMetricRule: SyntaxRule {
    static let description = RuleDescription(
        id: "scaled-metric",
        summary: "An SF Symbol sized with a fixed number that does not scale with Dynamic Type",
        explanation: """
            docs/design-system.md#adaptive-layout: "Use `@ScaledMetric` for custom dimensions that respect Dynamic Type." A symbol sits next \
            to text; when someone picks a larger text size the text grows and a symbol sized in fixed points \
            does not. This rule reports `.font(.system(size:))` on an `Image(systemName:)` and the \
            `.frame(width:height:)` of a `.resizable()` SF Symbol, when the size resolves to a number. A size \
            held in a `@ScaledMetric` property, or a text style (`.font(.title2)`), scales and is not \
            reported; asset images are artwork, not icons tied to text, and are not reported either, nor is a \
            symbol laid over a picture or a surface (in the `.overlay` of an asset image, an `AsyncImage`, a shape \
            or a `Color`, or in a `ZStack` above one), which is sized to what it covers.
            """,
        severity: .warning,
        kind: .syntax,
        platforms: .dynamicType,
        triggering: [
            RuleExample("let v = Image(systemName: \"star\").font(.system(size: ↓24))"),
            // Over text, a symbol grows with it or it should.
            RuleExample("""
                let v = Text("Inbox").overlay(alignment: .topTrailing) {
                    Image(systemName: "circle.fill").font(.system(size: ↓8))
                }
                """),
            RuleExample("let v = Image(systemName: \"star\").resizable().frame(width: ↓20, height: 20)"),
            RuleExample("""
                enum Icon { static let size: CGFloat = 28 }
                let v = Image(systemName: "star").font(.system(size: ↓Icon.size, weight: .bold))
                """),
        ],
        nonTriggering: [
            // A glyph sized to the picture or the surface it covers.
            RuleExample("""
                let v = AsyncImage(url: poster).overlay {
                    Image(systemName: "play.circle.fill").resizable().frame(width: 80, height: 80)
                }
                """),
            RuleExample("""
                let v = Rectangle().fill(.black.opacity(0.3))
                    #if os(iOS)
                    .overlay { Image(systemName: "play.fill").font(.system(size: 64)) }
                    #endif
                """),
            RuleExample("""
                let v = ZStack {
                    Circle().fill(.tint).frame(width: 56, height: 56)
                    Image(systemName: "plus").font(.system(size: 24, weight: .bold))
                }
                """),
            RuleExample("let v = Image(systemName: \"star\").font(.title2)"),
            RuleExample("""
                struct Badge: View {
                    @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 20
                    var body: some View { Image(systemName: "star").resizable().frame(width: iconSize, height: iconSize) }
                }
                """),
            RuleExample("let v = Image(\"logo\").resizable().frame(width: 120, height: 40)"),
            RuleExample("let v = Text(\"A\").font(.system(size: 24))"),
            RuleExample("let v = Image(systemName: \"star\").frame(width: 44, height: 44)"),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard case .modifier(let name, let base)? = context.shape(of: call), name == "font" || name == "frame",
              let chain = base.as(FunctionCallExprSyntax.self), isSymbol(chain.chainRoot)
        else { return }
        let size: ExprSyntax?
        if name == "font" {
            size = systemFontSize(call.arguments.first?.expression)
        } else {
            let isResizable = chain.chainModifiers.contains { CallShape($0)?.modifierName == "resizable" }
            size = isResizable ? (call.argument("width") ?? call.argument("height"))?.expression : nil
        }
        guard let size, let value = context.resolver.resolve(size)?.value, !Self.isLaidOverPicture(chain.chainRoot) else { return }
        context.report(
            at: size,
            "this symbol is fixed at \(NumberText.literal(value))pt and will not grow with Dynamic Type; use a text style or a `@ScaledMetric` size")
    }

    /// A glyph in the `.overlay` of a picture or a surface (a play button over a screenshot, a
    /// mark on a swatch), or in a `ZStack` over one: it is sized to what it covers, not to text.
    private static func isLaidOverPicture(_ symbol: FunctionCallExprSyntax) -> Bool {
        guard let holder = ClosureHolder.holders(of: symbol).first else { return false }
        switch CallShape(holder.call) {
        case .modifier("overlay", let base)?:
            return base.as(FunctionCallExprSyntax.self).map { SwiftUIViews.isPictureOrSurface($0.chainRoot) } ?? false
        case .implicitMember("overlay")?:
            // `#if os(visionOS) .overlay { … } #endif` after the view: the view is the `#if`'s base.
            let base = holder.call.ancestor(PostfixIfConfigExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self)
            return base.map { SwiftUIViews.isPictureOrSurface($0.chainRoot) } ?? false
        case .initializer("ZStack")?:
            guard let bottom = holder.closure.statements.first?.item.as(FunctionCallExprSyntax.self)?.chainRoot,
                  bottom.id != symbol.id
            else { return false }
            return SwiftUIViews.isPictureOrSurface(bottom)
        default:
            return false
        }
    }

    private func isSymbol(_ root: FunctionCallExprSyntax) -> Bool {
        CallShape(root)?.initializerName == "Image" && root.argument("systemName") != nil
    }

    /// The `size:` of `.system(size:)` and `Font.system(size:)`.
    private func systemFontSize(_ font: ExprSyntax?) -> ExprSyntax? {
        guard let call = font?.as(FunctionCallExprSyntax.self) else { return nil }
        switch CallShape(call) {
        case .implicitMember("system")?, .modifier("system", _)?:
            return call.argument("size")?.expression
        default:
            return nil
        }
    }
}
