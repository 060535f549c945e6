import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// The safe area is the system's to measure, not a number to pad by (docs/design-system.md#safe-areas).
struct SafeAreaPaddingRule: SyntaxRule {
    static let description = RuleDescription(
        id: "safe-area-padding",
        summary: "A magic safe-area number in a padding, or a bar overlaid with manual padding",
        explanation: """
            docs/design-system.md#safe-areas: "Content respects safe areas by default — don't add redundant padding … Overlays use \
            `.safeAreaInset(edge:)` — never manual padding for safe areas"; docs/design-system.md#safe-areas: "Be prepared for different \
            status bar heights." Status bars are 20 to 59pt and the home indicator area is 0 or 34pt \
            depending on the device, so a padding copied from one device is wrong on the others. This rule \
            reports `.padding(.top, …)` of 44, 47 or 59 and `.padding(.bottom, …)` of 34 (the notch, Dynamic \
            Island and home-indicator heights), and a `.overlay(alignment: .top/.bottom)` on a `ScrollView`, \
            `List` or `Form` whose content pads that same edge by hand: the content scrolls under such a bar, \
            where `.safeAreaInset(edge:)` would make room for it. A padding that separates a view from the one above \
            it (`.top`) or below it (`.bottom`) in a vertical stack is a gap, not an inset, and is not reported.
            """,
        severity: .warning,
        kind: .syntax,
        platforms: .phoneAndPad,
        triggering: [
            RuleExample("let v = header.padding(.top, ↓47)"),
            // The first view of the stack: its top padding is against the screen's edge.
            RuleExample("""
                let v = VStack(spacing: 0) {
                    Text("Welcome").padding(.top, ↓44)
                    Text("Get started")
                }
                """),
            RuleExample("let v = bar.padding(.bottom, ↓34)"),
            RuleExample("""
                let v = ScrollView { rows }
                    ↓.overlay(alignment: .bottom) {
                        ActionBar().padding(.bottom, 16)
                    }
                """),
        ],
        nonTriggering: [
            // A gap between two views of a stack, not the inset at the screen's edge.
            RuleExample("""
                let v = VStack(spacing: 0) {
                    Text("Welcome")
                    Text("Get started").padding(.top, 44)
                }
                """),
            RuleExample("""
                struct Summary: View {
                    var body: some View {
                        LazyVStack {
                            Header()
                            Totals()
                                .font(.headline)
                                .padding(.bottom, 34)
                            Footer()
                        }
                    }
                }
                """),
            RuleExample("let v = header.padding(.top, 48)"),
            RuleExample("let v = header.padding(.vertical, 44)"),
            RuleExample("let v = ScrollView { rows }.safeAreaInset(edge: .bottom, spacing: 0) { ActionBar() }"),
            RuleExample("let v = Image(\"hero\").overlay(alignment: .bottom) { Caption().padding(.bottom, 16) }"),
            RuleExample("let v = ScrollView { rows }.overlay(alignment: .bottomTrailing) { AddButton().padding() }"),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let magicNumbers: [Edge.Set: Set<Double>] = [.top: [44, 47, 59], .bottom: [34]]
    private static let barEdges: [String: Edge.Set] = ["top": .top, "bottom": .bottom]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        switch context.shape(of: call) {
        case .modifier("padding", _)?:
            checkPadding(call, in: context)
        case .modifier("overlay", let base)?:
            checkOverlay(call, base: base, in: context)
        default:
            return
        }
    }

    private func checkPadding(_ call: FunctionCallExprSyntax, in context: LintContext) {
        for argument in context.spacingArguments(of: call) {
            guard case .padding(let edges) = argument.position, let magic = Self.magicNumbers[edges],
                  let value = context.resolver.resolve(argument.expression)?.value, magic.contains(value),
                  !Self.facesSibling(ExprSyntax(call), at: edges)
            else { continue }
            context.report(
                at: argument.expression,
                "\(NumberText.literal(value))pt is the size of one device's safe-area inset, which content already respects; if it stands for the inset, drop it or use `.safeAreaInset(edge:)`")
        }
    }

    /// Whether the padded view has a sibling on that edge in a vertical stack (a view above it for
    /// `.top`, below it for `.bottom`): the padding is a gap in the stack, not a safe-area inset.
    private static func facesSibling(_ padded: ExprSyntax, at edges: Edge.Set) -> Bool {
        guard let item = padded.outermostChain.parent?.as(CodeBlockItemSyntax.self),
              let items = item.parent?.as(CodeBlockItemListSyntax.self),
              let closure = items.parent?.as(ClosureExprSyntax.self),
              let stack = ClosureHolder.holders(of: item).first, stack.closure.id == closure.id,
              let name = CallShape(stack.call)?.initializerName, SwiftUIViews.verticalStacks.contains(name),
              let index = items.firstIndex(where: { $0.id == item.id })
        else { return false }
        return edges == .top ? index != items.startIndex : items.index(after: index) != items.endIndex
    }

    private func checkOverlay(_ call: FunctionCallExprSyntax, base: ExprSyntax, in context: LintContext) {
        guard let alignment = call.argument("alignment")?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              let edge = Self.barEdges[alignment],
              let root = base.as(FunctionCallExprSyntax.self)?.chainRoot,
              let container = CallShape(root)?.initializerName, SwiftUIViews.scrollingContainers.contains(container),
              let content = call.trailingClosure.flatMap({ $0.statements.count == 1 ? $0.statements.first?.item.as(FunctionCallExprSyntax.self) : nil }),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return }
        let padsEdge = content.chainModifiers.contains { modifier in
            SpacingPositions.arguments(of: modifier).contains { argument in
                if case .padding(let edges) = argument.position { return edges == edge }
                return false
            }
        }
        guard padsEdge else { return }
        context.report(
            at: member.period,
            "a bar overlaid at the \(alignment) of a \(container) with manual padding covers its content; use `.safeAreaInset(edge: .\(alignment))`")
    }
}
