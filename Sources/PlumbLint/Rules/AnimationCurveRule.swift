import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Only spring and default curves (docs/design-system.md#animation).
struct AnimationCurveRule: SyntaxRule {
    static let description = RuleDescription(
        id: "animation-curve",
        summary: "A SwiftUI animation with a curve other than a spring or `.default`, or `repeatForever`",
        explanation: """
            docs/design-system.md#animation: "Keep animations subtle — `.spring` and `.default` curves only", and \
            "Never add gratuitous motion that slows down interaction". This rule reports `.linear`, \
            `.easeIn`, `.easeOut`, `.easeInOut` and `.timingCurve(…)` and any `repeatForever` where SwiftUI \
            takes an animation: `withAnimation(…)`, `.animation(…)` (on a view, a binding or a transition), \
            `Transaction(animation:)`, an assignment to a transaction's `animation`, a value declared as \
            `Animation`, and `Animation.…` anywhere. A named animation constant (a design system's token) is \
            reported once, at its declaration, and named in the message. A repeating animation is one finding, at \
            `repeatForever`, whatever its curve. The spring family is fine: `.spring`, `.spring(…)`, `.bouncy`, `.snappy`, `.smooth`, \
            `.interactiveSpring`, `.interpolatingSpring`, and so is `.default`; so is a curve of zero duration \
            (`.linear(duration: 0)`, a change with no motion), and `repeatForever` in a `ProgressViewStyle`, \
            which draws the activity of a `ProgressView`, as the message asks. `SKAction` timing modes, \
            `UIView.animate` options and Core Animation timing functions are not SwiftUI animations and are \
            left alone.
            """,
        severity: .warning,
        kind: .syntax,
        triggering: [
            RuleExample("func expand() { withAnimation(.↓linear) { isExpanded = true } }"),
            RuleExample("let v = Text(\"A\").animation(.↓easeInOut(duration: 0.3), value: count)"),
            RuleExample("let v = Circle().animation(.easeIn.↓repeatForever(autoreverses: true), value: pulse)"),
            RuleExample("let v = Circle().animation(.spring().↓repeatForever(), value: pulse)"),
            RuleExample("""
                enum Motion {
                    static let fade = Animation.↓easeOut(duration: 0.2)
                    static let quick: Animation = .↓timingCurve(0.2, 0.8, 0.2, 1)
                }
                func hide() { withAnimation(Motion.fade) { isVisible = false } }
                """),
            // A design system's animation tokens: reported once each, at the token, not at every use.
            RuleExample("""
                extension Animation {
                    static let standard: Animation = .↓easeInOut(duration: 0.3)
                    static var slow: Animation { .↓linear(duration: 1) }
                }
                struct Card: View {
                    @State private var isOpen = false
                    var body: some View {
                        Text("A").animation(.standard, value: isOpen).animation(.↓easeIn, value: isOpen)
                        Button("Open") { withAnimation(.slow) { isOpen.toggle() } }
                    }
                }
                """),
            RuleExample("let v = Text(\"A\").transaction { $0.animation = .↓linear }"),
            RuleExample("let t = Transaction(animation: .↓easeOut)"),
        ],
        nonTriggering: [
            RuleExample("let v = Text(\"A\").animation(pressed ? .spring() : .linear(duration: 0), value: pressed)"),
            RuleExample("""
                struct RingStyle: ProgressViewStyle {
                    @State private var spinning = false
                    func makeBody(configuration: Configuration) -> some View {
                        Circle().trim(from: 0, to: 0.7).rotationEffect(.degrees(spinning ? 360 : 0))
                            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: spinning)
                    }
                }
                """),
            RuleExample("""
                func update() {
                    withAnimation(.spring) { a = 1 }
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) { a = 2 }
                    withAnimation(.bouncy) { a = 3 }
                    withAnimation(.snappy(duration: 0.2)) { a = 4 }
                    withAnimation(.smooth) { a = 5 }
                    withAnimation(.interactiveSpring()) { a = 6 }
                    withAnimation { a = 7 }
                }
                """),
            RuleExample("let v = Text(\"A\").animation(.default, value: filter).animation(nil, value: count)"),
            RuleExample("""
                func legacy() {
                    UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) { view.alpha = 0 }
                    let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear)
                    let timing = CAMediaTimingFunction(name: .easeInEaseOut)
                    move.timingMode = .easeInEaseOut
                    let spin = SKAction.rotate(byAngle: .pi, duration: 1).repeatForever()
                }
                """),
            RuleExample("""
                enum Motion { static let appear: Animation = .spring(duration: 0.3) }
                func show() { withAnimation(Motion.appear) { isVisible = true } }
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr, .memberAccessExpr, .patternBinding, .sequenceExpr]
    private static let curves: Set<String> = ["linear", "easeIn", "easeOut", "easeInOut", "timingCurve"]
    private static let animationTypes: Set<String> = ["Animation", "SwiftUI.Animation", "Animation?", "SwiftUI.Animation?"]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        for animation in animations(at: node, in: context) {
            for branch in animation.valueBranches { report(branch, in: context) }
        }
    }

    /// The expressions that this node gives SwiftUI as an animation.
    private func animations(at node: Syntax, in context: LintContext) -> [ExprSyntax] {
        if let call = node.as(FunctionCallExprSyntax.self) {
            switch context.shape(of: call) {
            case .initializer("withAnimation")?, .modifier("animation", _)?:
                return call.arguments.first.flatMap { $0.label == nil ? [$0.expression] : nil } ?? []
            case .initializer("Transaction")?:
                return call.argument("animation").map { [$0.expression] } ?? []
            default:
                return []
            }
        }
        if let member = node.as(MemberAccessExprSyntax.self) {
            // `Animation.easeIn…` anywhere: the whole chain it starts.
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Animation" else { return [] }
            return [ExprSyntax(member).outermostChain]
        }
        if let binding = node.as(PatternBindingSyntax.self) {
            guard let type = binding.typeAnnotation?.type.trimmedText, Self.animationTypes.contains(type) else { return [] }
            if let value = binding.initializer?.value { return [value] }
            return binding.accessorBlock.flatMap(ComputedValue.expression(of:)).map { [$0] } ?? []
        }
        if let sequence = node.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "animation"
            else { return [] }
            return [elements[2]]
        }
        return []
    }

    private func report(_ animation: ExprSyntax, in context: LintContext) {
        let chain = Self.members(of: animation)
        guard let innermost = chain.last else { return }
        let rootIsAnimation = innermost.base == nil || innermost.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Animation"
        let repeats = chain.contains { $0.declName.baseName.text == "repeatForever" }
        // A repeating animation is one finding, at `repeatForever`: its curve (linear for a spinner) follows.
        if rootIsAnimation, !repeats, Self.curves.contains(innermost.declName.baseName.text), !Self.isInstant(innermost, in: context) {
            let name = innermost.declName.baseName.text
            let subject = Self.tokenName(of: animation).map { "the animation token `\($0)` is `.\(name)`, which" } ?? "`.\(name)`"
            context.report(
                at: innermost.declName,
                "\(subject) is not a spring; use `.spring` (or `.snappy`, `.smooth`, `.bouncy`) or `.default`")
        }
        for member in chain where member.declName.baseName.text == "repeatForever" && !Self.isInProgressViewStyle(member, facts: context.facts) {
            context.report(
                at: member.declName,
                "`repeatForever` keeps the view moving, and the design system allows only subtle, purposeful motion; animate once with `.spring`, or use `ProgressView` for activity")
        }
    }

    /// `.linear(duration: 0)`: a curve that takes no time moves nothing.
    private static func isInstant(_ curve: MemberAccessExprSyntax, in context: LintContext) -> Bool {
        guard let call = curve.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(curve).id,
              let duration = call.argument("duration")?.expression
        else { return false }
        return context.resolve(duration)?.value == 0
    }

    /// Inside a `ProgressViewStyle`: the style draws a `ProgressView`'s activity, whose motion is
    /// continuous by nature.
    private static func isInProgressViewStyle(_ node: some SyntaxProtocol, facts: ProjectFacts) -> Bool {
        guard let type = facts.enclosingTypeName(of: node) else { return false }
        return facts.inherits(type, fromAnyOf: ["ProgressViewStyle", "SwiftUI.ProgressViewStyle"])
    }

    /// The name of the constant or property an animation is the value of (`static let standard:
    /// Animation = …`): a design system's token, reported once, where it is declared.
    private static func tokenName(of animation: ExprSyntax) -> String? {
        // Only the whole value of a declaration: not an `.animation(…)` somewhere in a `body`.
        guard case .declared? = ValuePosition.of(animation) else { return nil }
        var current = Syntax(animation)
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self),
              !parent.is(FunctionDeclSyntax.self) {
            if let binding = parent.as(PatternBindingSyntax.self) {
                // A member (`static let standard`), not a local constant.
                guard binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true else { return nil }
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            current = parent
        }
        return nil
    }

    /// The member accesses of a chain such as `.easeIn(duration: 1).delay(0.2).repeatForever()`,
    /// outermost first.
    private static func members(of expression: ExprSyntax) -> [MemberAccessExprSyntax] {
        var result: [MemberAccessExprSyntax] = []
        var current: ExprSyntax? = expression
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                result.append(member)
                current = member.base
            } else {
                current = nil
            }
        }
        return result
    }
}
