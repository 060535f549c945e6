import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Relative sizing without `GeometryReader` (docs/design-system.md#adaptive-layout).
struct GeometryReaderRule: SyntaxRule {
    static let description = RuleDescription(
        id: "geometry-reader",
        summary: "`GeometryReader`; prefer `containerRelativeFrame`, `ViewThatFits`, `onGeometryChange`, `visualEffect`",
        explanation: """
            docs/design-system.md#adaptive-layout, "Minimize GeometryReader (use iOS 17+ alternatives)" and "Prefer `containerRelativeFrame` \
            over `GeometryReader`". A `GeometryReader` takes all the space it is offered, places its content \
            at the top leading corner and reruns its content on every size change. Size a view relative to \
            its container with `containerRelativeFrame`, pick a layout that fits with `ViewThatFits`, read a \
            size with `onGeometryChange(for:of:action:)`, or draw by position with `visualEffect`. With a \
            `deployment_target` below 16, or code whose project deployment target (from `Package.swift`, the \
            Xcode project or `project.yml`, raised by `if #available`) is below iOS 16, macOS 13, tvOS 16 or \
            watchOS 9, where those alternatives are missing, the rule is quiet. A `GeometryReader` whose proxy \
            resolves an anchor (`proxy[chart.plotFrame!]`, `proxy[bounds]` in `overlayPreferenceValue`) is not \
            reported: only a geometry proxy turns an anchor into a frame. One whose proxy is never read \
            (`GeometryReader { _ in … }`) measures nothing, and the message says so: it only takes the space.
            """,
        severity: .warning,
        kind: .syntax,
        triggering: [
            // A reader that measures nothing says so.
            RuleExample(
                "let v = ↓GeometryReader { _ in Color.blue.opacity(0.2) }",
                message: "GeometryReader's proxy is never read, so it only takes all offered space; remove it, or use `.frame(maxWidth: .infinity, maxHeight: .infinity)` where that space is the point"),
            RuleExample(
                "let v = ↓GeometryReader { geometry in VStack { Text(\"A\") } }",
                message: "GeometryReader's proxy is never read, so it only takes all offered space; remove it, or use `.frame(maxWidth: .infinity, maxHeight: .infinity)` where that space is the point"),
            RuleExample(
                "let v = ↓GeometryReader { proxy in Image(\"hero\").frame(width: proxy.size.width * 0.8) }",
                message: "GeometryReader takes all offered space and reruns on every size change; use `containerRelativeFrame`, `ViewThatFits` or `onGeometryChange`"),
            RuleExample("let v = Text(\"A\").background(↓GeometryReader { proxy in Color.clear.preference(key: SizeKey.self, value: proxy.size) })"),
        ],
        nonTriggering: [
            RuleExample("let v = Image(\"hero\").containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }"),
            RuleExample("let v = Text(\"A\").onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }"),
            RuleExample("func layout(_ proxy: GeometryProxy) -> CGFloat { proxy.size.width }"),
            RuleExample("let v = GeometryReader { proxy in content(proxy) }", configuration: "deployment_target: \"15.0\""),
            RuleExample("""
                let chart = Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Count", $0.count)) }
                    .chartBackground { chart in
                        GeometryReader { geometry in
                            let frame = geometry[chart.plotFrame!]
                            Text("Total").position(x: frame.midX, y: frame.midY)
                        }
                    }
                let badge = Text("A").overlayPreferenceValue(BoundsKey.self) { anchor in
                    GeometryReader { let rect = $0[anchor!]; Circle().frame(width: 8).offset(x: rect.maxX) }
                }
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        // Below the release with the alternatives (the configured target, or the project's
        // deployment targets for this code), `GeometryReader` is the tool there is.
        guard context.shape(of: call)?.initializerName == "GeometryReader", context.deploys(with: .swiftUI4),
              !Self.resolvesAnchor(call)
        else { return }
        guard Self.readsProxy(call) else {
            context.report(
                at: call.calledExpression,
                "GeometryReader's proxy is never read, so it only takes all offered space; remove it, or use `.frame(maxWidth: .infinity, maxHeight: .infinity)` where that space is the point")
            return
        }
        context.report(
            at: call.calledExpression,
            "GeometryReader takes all offered space and reruns on every size change; use `containerRelativeFrame`, `ViewThatFits` or `onGeometryChange`\(context.deploymentNote(for: .swiftUI4))")
    }

    /// Whether the content reads the proxy at all: `GeometryReader { _ in … }`, or a named proxy
    /// the content never mentions, measures nothing.
    private static func readsProxy(_ call: FunctionCallExprSyntax) -> Bool {
        guard let content = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
              let proxy = content.onlyParameterName
        else { return true }
        return proxy != "_" && content.statements.tokens(viewMode: .sourceAccurate).contains { $0.text == proxy }
    }

    /// Whether the reader's proxy is subscripted (`geometry[anchor]`): it resolves an anchor.
    private static func resolvesAnchor(_ call: FunctionCallExprSyntax) -> Bool {
        guard let content = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
              let proxy = content.onlyParameterName
        else { return false }
        return content.statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == proxy, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                  let subscriptCall = reference.parent?.as(SubscriptCallExprSyntax.self)
            else { return false }
            return subscriptCall.calledExpression.id == reference.id
        }
    }
}
