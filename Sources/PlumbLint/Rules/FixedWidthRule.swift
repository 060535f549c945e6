import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Containers and text take the width they are given, not a hard-coded one (docs/design-system.md#adaptive-layout).
struct FixedWidthRule: SyntaxRule {
    static let description = RuleDescription(
        id: "fixed-width",
        summary: "A hard-coded `.frame(width:)` of 100pt or more on a container, text or list",
        explanation: """
            docs/design-system.md#adaptive-layout: "NEVER hardcode frame widths" and "Avoid - magic numbers that don't adapt". A fixed width \
            on a stack, text, list or form overflows a narrow split view and wastes an iPad's width; a \
            thumbnail or an icon of fixed size is fine. This rule reports a `.frame(width:)` that resolves to \
            100pt or more on a `VStack`, `HStack`, `ZStack`, lazy stack, `Grid`, `ScrollView`, `List`, `Form`, \
            `Text`, `TextField`, `TextEditor` or `Label`. `maxWidth` caps (`.frame(maxWidth: 700)`) are how \
            readable widths are made and are fine; so are widths Plumb cannot resolve, stacks with a fixed \
            width and height (tiles, cards in a carousel) and code only built for macOS, tvOS or watchOS.
            """,
        severity: .warning,
        kind: .syntax,
        platforms: .on([.iOS, .iPadOS, .visionOS]),
        triggering: [
            RuleExample("let v = VStack { content }.frame(width: ↓320)"),
            RuleExample("let v = Text(\"Welcome\").font(.title).frame(width: ↓250, height: 40)"),
            RuleExample("let v = List { rows }.frame(width: isWide ? ↓400 : ↓300)"),
        ],
        nonTriggering: [
            RuleExample("let v = Text(\"Welcome\").frame(maxWidth: 700)"),
            RuleExample("let v = Image(\"thumb\").resizable().frame(width: 120, height: 120)"),
            RuleExample("let v = VStack { content }.frame(width: 80)"),
            RuleExample("let v = VStack { content }.frame(width: columnWidth)"),
            RuleExample("let v = Circle().frame(width: 200, height: 200)"),
            RuleExample("let v = VStack { title; score }.frame(width: 180, height: 220)"),
            RuleExample("""
                #if os(macOS)
                let v = VStack { details }.frame(width: 275)
                #endif
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let threshold = 100.0
    /// A stack with a fixed width and height is a tile (a card in a carousel), not a column of content.
    private static let stacks: Set<String> = ["VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack"]
    private static let flexibleViews: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "Grid", "LazyVGrid", "LazyHGrid", "ScrollView",
        "List", "Form", "Text", "TextField", "SecureField", "TextEditor", "Label",
    ]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard case .modifier("frame", let base)? = context.shape(of: call), let width = call.argument("width")?.expression,
              let root = base.as(FunctionCallExprSyntax.self)?.chainRoot,
              let view = CallShape(root)?.initializerName, Self.flexibleViews.contains(view),
              !(Self.stacks.contains(view) && call.argument("height") != nil)
        else { return }
        for branch in width.valueBranches {
            guard let value = context.resolver.resolve(branch)?.value, value >= Self.threshold else { continue }
            context.report(
                at: branch,
                "\(view) is fixed at \(NumberText.literal(value))pt wide and will not adapt; use `maxWidth:` or `containerRelativeFrame`")
        }
    }
}
