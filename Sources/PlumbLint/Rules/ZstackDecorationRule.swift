import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// A decorated view uses `.background`/`.overlay`, not a `ZStack` (docs/design-system.md#view-structure).
struct ZstackDecorationRule: SyntaxRule {
    static let description = RuleDescription(
        id: "zstack-decoration",
        summary: "A `ZStack` of a full-bleed colour, shape or material plus one view",
        explanation: """
            docs/design-system.md#view-structure: "Use `ZStack` to compose multiple peer views … Prefer \
            `overlay` / `background` when decorating a primary view." A `ZStack` of exactly two views, one of \
            which is a `Color`, a shape (`Rectangle`, `RoundedRectangle`, `Circle`, `Capsule`, `Ellipse`, also \
            filled with a material) or a theme colour token with no frame or offset of its own, is a view with a background \
            (or an overlay): write `view.background { … }` (add `.frame(maxWidth: .infinity, maxHeight: \
            .infinity)` to the view if the stack was filling the screen). The message names the decoration. A \
            dimming layer under a `ProgressView` is a loading scrim: the two are peer layers over other content, \
            and are not reported; nor is a colour under a view moved with `.offset`, which slides over it (as its \
            background the colour would move with it). Gradients are not decorations here (the rule catalog names colours, \
            shapes and materials): a gradient layered with a view is as often a fade over it, a peer layer.
            """,
        severity: .info,
        kind: .syntax,
        triggering: [
            RuleExample("""
                let v = ↓ZStack {
                    Color.black.ignoresSafeArea()
                    Text("Now playing")
                }
                """),
            RuleExample("let v = ↓ZStack { RoundedRectangle(cornerRadius: 12).fill(.thinMaterial); Label(\"Saved\", systemImage: \"checkmark\") }"),
            RuleExample("""
                enum AppTheme { enum Colors { static let surface = Color.white } }
                let v = ↓ZStack { AppTheme.Colors.surface; content }
                """),
        ],
        nonTriggering: [
            RuleExample("let v = ZStack { Color.black; Image(\"poster\"); Text(\"Title\") }"),
            RuleExample("let v = ZStack { Circle().frame(width: 12, height: 12); Text(\"3\") }"),
            RuleExample("let v = ZStack { Image(\"poster\"); Text(\"Title\") }"),
            RuleExample("let v = ZStack { Circle().stroke(.gray, lineWidth: 4); Circle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 4) }"),
            RuleExample("let v = ZStack { if loading { Color.gray }; content }"),
            RuleExample("let v = Text(\"Now playing\").background(Color.black)"),
            RuleExample("let v = ZStack { LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom); Text(\"Title\") }"),
            RuleExample("let v = avatar.overlay { ZStack { RoundedRectangle(cornerRadius: 8).foregroundStyle(Color.black.opacity(0.4)); ProgressView() } }"),
            RuleExample("let v = ZStack(alignment: .bottomTrailing) { Color.clear.allowsHitTesting(false); settingsButton }"),
            RuleExample("""
                let v = ZStack(alignment: .top) {
                    Color.black
                    StoryGradient(size: size).offset(x: size.width * 0.6, y: -size.height * 0.2).clipped()
                }
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let shapes = SwiftUIViews.shapes.union(["Color"])
    /// Modifiers that keep a decoration full-bleed.
    private static let fillModifiers: Set<String> = [
        "ignoresSafeArea", "edgesIgnoringSafeArea", "opacity", "fill", "foregroundStyle", "foregroundColor", "stroke",
        "strokeBorder", "blur", "allowsHitTesting", "accessibilityHidden", "shadow",
    ]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard context.shape(of: call)?.initializerName == "ZStack", let closure = call.trailingClosure,
              closure.statements.count == 2
        else { return }
        let views = closure.statements.compactMap { $0.item.as(ExprSyntax.self) }
        // Two shapes (a gauge's track and arc) are peers, not a view and its decoration.
        guard views.count == 2, let index = views.firstIndex(where: { isDecoration($0, facts: context.facts) }),
              !isDecoration(views[1 - index], facts: context.facts), !views.allSatisfy({ isShape($0) }),
              !isProgress(views[1 - index]), !isMoved(views[1 - index])
        else { return }
        let firstLine = views[index].trimmedText.prefix { $0 != "\n" }
        let shown = firstLine.count > 40 ? String(firstLine.prefix { $0 != "(" }) : String(firstLine)
        let modifier = index == 0 ? "background" : "overlay"
        context.report(
            at: call.calledExpression,
            "`\(shown)` only decorates the other view of this ZStack; use `.\(modifier) { \(shown) }` on that view")
    }

    private func isDecoration(_ view: ExprSyntax, facts: ProjectFacts) -> Bool {
        if let member = view.as(MemberAccessExprSyntax.self) { return isColor(member, facts: facts) }
        guard let call = view.as(FunctionCallExprSyntax.self) else { return false }
        let root = call.chainRoot
        let modifiers = call.chainModifiers
        let rootIsShape: Bool
        if let name = CallShape(root)?.initializerName {
            rootIsShape = Self.shapes.contains(name)
        } else if case .modifier(let name, let base)? = CallShape(root), let member = base.as(MemberAccessExprSyntax.self) {
            // `Color.black.opacity(0.4)`: the chain starts from a member, not a call.
            rootIsShape = isColor(member, facts: facts) && Self.fillModifiers.contains(name)
        } else {
            rootIsShape = false
        }
        return rootIsShape && modifiers.allSatisfy { CallShape($0)?.modifierName.map(Self.fillModifiers.contains) ?? false }
    }

    /// A view moved from its place with `.offset` slides over the colour, which stays where the
    /// stack is: as its background the colour would move with it. (`.position` is not such a
    /// move: the positioned view fills the space it is offered, and so would its background.)
    private func isMoved(_ view: ExprSyntax) -> Bool {
        view.as(FunctionCallExprSyntax.self)?.chainModifierNames.contains("offset") ?? false
    }

    /// A `ProgressView` over a dimming layer is a loading scrim, a peer of the content beneath.
    private func isProgress(_ view: ExprSyntax) -> Bool {
        view.as(FunctionCallExprSyntax.self).flatMap { CallShape($0.chainRoot)?.initializerName } == "ProgressView"
    }

    private func isShape(_ view: ExprSyntax) -> Bool {
        guard let root = view.as(FunctionCallExprSyntax.self)?.chainRoot, let name = CallShape(root)?.initializerName else { return false }
        return Self.shapes.contains(name)
    }

    /// `Color.black`, `AppTheme.Colors.surface`; not `Color.clear`, which fills space to place the
    /// other view, and decorates nothing.
    private func isColor(_ member: MemberAccessExprSyntax, facts: ProjectFacts) -> Bool {
        guard member.declName.baseName.text != "clear", let base = member.base.flatMap(ValueResolver.dottedName) else { return false }
        return base == "Color" || base == facts.themeType("Colors")
    }
}
