import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Button bars of four or more scroll (docs/design-system.md#horizontal-layouts).
struct HorizontalOverflowRule: SyntaxRule {
    static let description = RuleDescription(
        id: "horizontal-overflow",
        summary: "Four or more buttons side by side in an `HStack` that does not scroll",
        explanation: """
            docs/design-system.md#horizontal-layouts: "Button bar with 2-3 buttons: HStack with spacing: 12pt. 4+ buttons: wrap in \
            ScrollView(.horizontal)"; docs/design-system.md#horizontal-layouts: "Horizontal button bars with 4+ items → make scrollable". Four \
            buttons overflow a compact width as soon as their titles grow with Dynamic Type or a translation. \
            This rule counts the buttons of one `HStack` — `Button`, `Menu`, `Link`, `NavigationLink`, \
            `ShareLink`, and `Toggle` styled `.button` — that are its direct children or that a `ForEach` over a \
            constant collection (a literal array, a constant range, a project enum's `allCases`) generates, \
            and reports four or more unless the stack is inside a horizontal `ScrollView`, a `ViewThatFits` or \
            a toolbar. Buttons that show only a symbol keep their size: each takes a 44-pt target \
            (docs/design-system.md#tap-targets), so a row of them is reported only when those targets, the \
            stack's spacing and the 16-pt screen margins are wider than the narrowest compact width (the \
            narrowest iPhone in portrait, from the device catalog); the message says the width. A row with no \
            title and some label Plumb cannot read (`label: { playIcon }`) is not reported: it may be all \
            symbols. A `.labelStyle(.iconOnly)` on the stack makes its titled buttons symbols. The fix wraps \
            the stack in `ScrollView(.horizontal, showsIndicators: false)`.
            """,
        severity: .error,
        kind: .syntax,
        platforms: .phoneAndPad,
        triggering: [
            RuleExample("""
                let bar = ↓HStack(spacing: 12) {
                    Button("Bold") {}
                    Button("Italic") {}
                    Button("Underline") {}
                    Menu("More") { Button("Strike") {} }
                }
                """),
            // Eight icon buttons: 8 × 44 + 7 × 8 + 2 × 16 = 440 pt do not fit 320 pt.
            RuleExample("""
                let bar = ↓HStack {
                    ForEach(0..<8) { _ in Button { tap() } label: { Image(systemName: "star") } }
                }
                """),
            RuleExample("""
                enum Filter: CaseIterable { case all, open, done, archived }
                let bar = ↓HStack { ForEach(Filter.allCases) { filter in Button(filter.title) { select(filter) } } }
                """),
            RuleExample("""
                let bar = ↓HStack {
                    ForEach(["Day", "Week"], id: \\.self) { Button($0) {} }
                    Toggle("Live", isOn: $live).toggleStyle(.button)
                    NavigationLink("Details") { DetailView() }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                let bar = HStack(spacing: 12) {
                    Button("Save") {}
                    Button("Share") {}
                    Button("Delete") {}
                }
                """),
            RuleExample("""
                let bar = ScrollView(.horizontal, showsIndicators: false) {
                    HStack { Button("A") {}; Button("B") {}; Button("C") {}; Button("D") {} }
                }
                """),
            RuleExample("""
                let bar = ViewThatFits {
                    HStack { Button("A") {}; Button("B") {}; Button("C") {}; Button("D") {} }
                    Menu("Actions") { Button("A") {} }
                }
                """),
            RuleExample("""
                let v = Text("A").toolbar {
                    ToolbarItem(placement: .bottomBar) {
                        HStack { Button("A") {}; Button("B") {}; Button("C") {}; Button("D") {} }
                    }
                }
                """),
            RuleExample("""
                let bar = HStack {
                    ForEach(tags) { tag in Button(tag.name) {} }
                    Toggle("Live", isOn: $live)
                    Text("Title")
                    Link("Help", destination: help)
                }
                """),
            // Three symbols and a label Plumb cannot read, which may be a symbol too.
            RuleExample("""
                struct Player: View {
                    var body: some View {
                        HStack(spacing: 32) {
                            Button { back() } label: { Image(systemName: "backward.fill") }
                            Button { play() } label: { Image(systemName: "play.fill") }
                            Button { next() } label: { Image(systemName: "forward.fill") }
                            Button { cycle() } label: { playModeIcon }
                        }
                    }
                }
                """),
            // Titled buttons shown as symbols by a label style on the stack.
            RuleExample("""
                let bar = HStack {
                    Button("Watched", systemImage: "checkmark") { markWatched() }
                    Button("Play", systemImage: "play.fill") { play() }
                    Button("Next", systemImage: "forward.fill") { next() }
                    Button("Full Screen", systemImage: "arrow.up.left.and.arrow.down.right") { toggle() }
                }
                .labelStyle(.iconOnly)
                """),
            // Four icon buttons: 4 × 44 + 3 × 8 + 2 × 16 = 232 pt fit the narrowest iPhone.
            RuleExample("""
                let bar = HStack {
                    Button { copy() } label: { Image(systemName: "doc.on.doc") }
                    Button { share() } label: { Image(systemName: "square.and.arrow.up") }
                    Button { retry() } label: { Image(systemName: "arrow.clockwise") }
                    Button { delete() } label: { Image(systemName: "trash") }
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                "let bar = HStack { Button(\"A\") {}; Button(\"B\") {}; Button(\"C\") {}; Button(\"D\") {} }.padding()",
                "let bar = ScrollView(.horizontal, showsIndicators: false) { HStack { Button(\"A\") {}; Button(\"B\") {}; Button(\"C\") {}; Button(\"D\") {} } }.padding()"),
            RuleCorrection("""
                struct Bar: View {
                    var body: some View {
                        HStack(spacing: 12) {
                            Button("Bold") {}
                            Button("Italic") {}

                            Button("Underline") {}
                            Button("Strike") {}
                        }
                        .padding()
                    }
                }
                """, """
                struct Bar: View {
                    var body: some View {
                        ScrollView(.horizontal, showsIndicators: false) {
                            HStack(spacing: 12) {
                                Button("Bold") {}
                                Button("Italic") {}

                                Button("Underline") {}
                                Button("Strike") {}
                            }
                        }
                        .padding()
                    }
                }
                """),
        ],
        fixChange: .layout(effect: "it wraps the row in a horizontal ScrollView, so the row scrolls instead of squeezing its buttons")
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let limit = 4
    private static let fittingContainers: Set<String> = ["ViewThatFits", "ToolbarItem", "ToolbarItemGroup", "toolbar"]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let stack = node.cast(FunctionCallExprSyntax.self)
        guard let row = ButtonRow(stack, in: context),
              row.labels.count >= Self.limit, !Self.scrollsOrFits(stack)
        else { return }
        let available = DeviceCatalog.narrowestCompactWidth
        let width = NumberText.literal(available)
        let problem: String
        if !row.labels.contains(.text) {
            // Symbols, and labels that may be symbols: only symbols that cannot fit are reported.
            guard row.labels.allSatisfy({ $0 == .glyph }) else { return }
            let spacing = stack.argument("spacing").flatMap { context.resolver.resolve($0.expression)?.value } ?? Self.defaultSpacing
            let count = Double(row.labels.count)
            let needed = count * DesignSettings.minimumTapTarget + (count - 1) * spacing + 2 * DesignSettings.screenMargin
            guard needed > available else { return }
            problem = "need \(NumberText.literal(needed))pt with 44-pt targets and margins, more than the narrowest compact width (\(width)pt)"
        } else {
            problem = "with titles that grow with Dynamic Type or a translation, can overflow the narrowest compact width (\(width)pt)"
        }
        context.report(
            at: stack,
            "\(row.labels.count) buttons in one HStack \(problem); wrap it in `ScrollView(.horizontal, showsIndicators: false)`",
            fix: [context.replacing(stack, with: Self.wrapped(stack, in: context.file))])
    }

    /// SwiftUI's usual gap between buttons when the stack gives none.
    private static let defaultSpacing = 8.0

    private static func scrollsOrFits(_ stack: FunctionCallExprSyntax) -> Bool {
        ClosureHolder.holders(of: stack).contains { holder in
            switch CallShape(holder.call) {
            case .initializer("ScrollView")?:
                return ScreenContainer.scrollsHorizontally(holder.call)
            case .initializer(let name)?, .modifier(let name, _)?:
                return fittingContainers.contains(name)
            default:
                return false
            }
        }
    }

    /// The stack inside a horizontal scroll view: on one line when the stack is, else on lines of
    /// its own with the stack's lines indented one step more.
    private static func wrapped(_ stack: FunctionCallExprSyntax, in file: SourceFile) -> String {
        let opening = "ScrollView(.horizontal, showsIndicators: false) {"
        let text = stack.trimmedText
        guard text.contains("\n"), !text.contains("\"\"\"") else { return "\(opening) \(text) }" }
        let indent = Indentation.ofLine(containing: stack)
        let step = Indentation.step(inside: stack, lineIndent: indent)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : step + $0 }
            .joined(separator: "\n")
        return "\(opening)\n\(indent)\(lines)\n\(indent)}"
    }
}

