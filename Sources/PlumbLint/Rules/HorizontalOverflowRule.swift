import PlumbCore
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
            a toolbar. The fix wraps the stack in `ScrollView(.horizontal, showsIndicators: false)`.
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
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]
    private static let limit = 4
    private static let fittingContainers: Set<String> = ["ViewThatFits", "ToolbarItem", "ToolbarItemGroup", "toolbar"]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let stack = node.cast(FunctionCallExprSyntax.self)
        guard let row = ButtonRow(stack, facts: context.facts, resolver: context.resolver),
              row.labels.count >= Self.limit, !Self.scrollsOrFits(stack)
        else { return }
        context.report(
            at: stack,
            "\(row.labels.count) buttons in one HStack overflow a compact width; wrap it in `ScrollView(.horizontal, showsIndicators: false)`",
            fix: [context.replacing(stack, with: Self.wrapped(stack, in: context.file))])
    }

    private static func scrollsOrFits(_ stack: FunctionCallExprSyntax) -> Bool {
        ClosureHolder.holders(of: stack).contains { holder in
            switch CallShape(holder.call) {
            case .initializer("ScrollView")?:
                return holder.call.arguments.first.map { $0.expression.trimmedDescription.contains("horizontal") } ?? false
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
        let text = stack.trimmedDescription
        guard text.contains("\n"), !text.contains("\"\"\"") else { return "\(opening) \(text) }" }
        let indent = Indentation.ofLine(containing: stack)
        let step = Indentation.step(inside: stack, lineIndent: indent)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : step + $0 }
            .joined(separator: "\n")
        return "\(opening)\n\(indent)\(lines)\n\(indent)}"
    }
}

