import PlumbCore
import SwiftSyntax

/// No more than three glyph buttons or two text buttons side by side on watchOS (docs/design-system.md#watchos).
struct WatchControlsPerRowRule: SyntaxRule {
    static let description = RuleDescription(
        id: "watch-controls-per-row",
        summary: "More than three glyph buttons or two text buttons side by side on watchOS",
        explanation: """
            The HIG (docs/design-system.md#watchos): "Avoid placing more than two or three controls side by side in your \
            interface. As a general rule, display no more than three buttons that contain glyphs — or two \
            buttons that contain text — in a row." This rule counts the buttons of one `HStack` (direct \
            children and those a `ForEach` over a constant collection generates, as `horizontal-overflow` \
            does) in watchOS code, and reports more than two with text labels or more than three in all. A \
            button whose label is an `Image`, or a title styled `.labelStyle(.iconOnly)`, is a glyph; one \
            with a title or a `Text` label is text. watchOS code is a project whose `platforms` is only \
            `watchOS`, a file in a watch target's folder (`… Watch App`, `WatchKit Extension`), or code \
            inside `#if os(watchOS)`.
            """,
        severity: .warning,
        kind: .syntax,
        platforms: .only([.watchOS]),
        triggering: [
            RuleExample(
                "let row = ↓HStack { Button(\"Start\") {}; Button(\"Pause\") {}; Button(\"Stop\") {} }",
                configuration: "platforms: [watchOS]"),
            RuleExample("""
                let row = ↓HStack {
                    Button { back() } label: { Image(systemName: "backward.fill") }
                    Button { play() } label: { Image(systemName: "play.fill") }
                    Button(action: next) { Image(systemName: "forward.fill") }
                    Button("Shuffle", systemImage: "shuffle") { shuffle() }.labelStyle(.iconOnly)
                }
                """, configuration: "platforms: [watchOS]"),
            RuleExample("""
                let row = ↓HStack {
                    ForEach(["heart", "star", "bell", "flag"], id: \\.self) { name in
                        Button(action: {}) { Image(systemName: name) }
                    }
                }
                """, configuration: "platforms: [watchOS]"),
            RuleExample("""
                #if os(watchOS)
                let row = ↓HStack { Button("Yes") {}; Button("No") {}; Button("Later") {} }
                #endif
                """),
        ],
        nonTriggering: [
            RuleExample("let row = HStack { Button(\"Yes\") {}; Button(\"No\") {} }", configuration: "platforms: [watchOS]"),
            RuleExample("""
                let row = HStack {
                    Button { back() } label: { Image(systemName: "backward.fill") }
                    Button { play() } label: { Image(systemName: "play.fill") }
                    Button { next() } label: { Image(systemName: "forward.fill") }
                }
                """, configuration: "platforms: [watchOS]"),
            RuleExample("let row = HStack { Button(\"Start\") {}; Button(\"Pause\") {}; Button(\"Stop\") {} }"),
            RuleExample("""
                #if !os(watchOS)
                let row = HStack { Button("Yes") {}; Button("No") {}; Button("Later") {} }
                #endif
                """),
            RuleExample("""
                let row = HStack { Button("Start") {}; Button("Stop") {}; Button { } label: { Image(systemName: "gear") } }
                """, configuration: "platforms: [iOS, watchOS]"),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let maximumText = 2
    private static let maximumGlyphs = 3
    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let stack = node.cast(FunctionCallExprSyntax.self)
        guard let row = ButtonRow(stack, in: context) else { return }
        let text = row.labels.filter { $0 == .text }.count
        guard text > Self.maximumText || row.labels.count > Self.maximumGlyphs else { return }
        context.report(
            at: stack,
            "\(row.labels.count) buttons side by side (\(text) with text) crowd a watch screen; keep to three glyph buttons or two text buttons per row")
    }
}
