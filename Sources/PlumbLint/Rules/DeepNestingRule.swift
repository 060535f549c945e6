import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// View code stays shallow: deep stacks are extracted into views (docs/design-system.md#view-structure).
struct DeepNestingRule: SyntaxRule {
    static let description = RuleDescription(
        id: "deep-nesting",
        summary: "Stacks nested deeper than `max_depth` in one view declaration",
        explanation: """
            docs/design-system.md#view-structure: "deep nesting, excessive layout passes … Good - flatter hierarchy". \
            Every stack is a layout pass over its children, and a `body` of stacks in stacks is hard to read \
            and cannot be skipped in parts. This rule counts `VStack`, `HStack`, `ZStack`, `LazyVStack` and \
            `LazyHStack` nested inside each other within one declaration (a `body`, a helper property or \
            function) and reports the first stack deeper than `max_depth` (default 4) on each path; other \
            containers (`ScrollView`, `ForEach`, `Group`) in between neither count nor break the chain. A view \
            only previews show (a developer's fixture) is not reported, unless `check_previews` is on. Extract \
            the inner part into its own `View`.
            """,
        severity: .warning,
        kind: .syntax,
        options: [OptionSpec("max_depth", .integer, default: "4", "the deepest nesting of stacks that is accepted")],
        triggering: [
            RuleExample("""
                struct Row: View {
                    var body: some View {
                        VStack { HStack { VStack { HStack { ↓ZStack { Text("Deep") } } } } }
                    }
                }
                """),
            RuleExample("""
                struct Row: View {
                    var body: some View {
                        VStack { ScrollView { HStack { ↓VStack { Text("Deep") } } } }
                    }
                }
                """, configuration: "rules: { deep-nesting: { max_depth: 2 } }"),
            RuleExample("""
                struct Row: View {
                    var body: some View {
                        VStack { HStack { VStack { HStack {
                            ↓VStack { Text("A") }
                            VStack { Text("B") }
                            ZStack { Text("C") }
                        } } } }
                    }
                }
                """),
        ],
        nonTriggering: [
            RuleExample("""
                struct StackFixture: View {
                    var body: some View {
                        VStack { HStack { VStack { HStack { ZStack { Text("Sample") } } } } }
                    }
                }
                #Preview { StackFixture() }
                """),
            RuleExample("""
                struct Row: View {
                    var body: some View {
                        VStack { HStack { VStack { HStack { Text("Four") } } } }
                    }
                }
                """),
            RuleExample("""
                struct Row: View {
                    var body: some View {
                        VStack { HStack { VStack { Detail() } } }
                    }
                }
                struct Detail: View {
                    var body: some View { HStack { VStack { Text("Own view") } } }
                }
                """),
            RuleExample("""
                struct Row: View {
                    var body: some View {
                        VStack { HStack { VStack { HStack { Text("A") } } }.overlay { VStack { Text("B") } } }
                    }
                }
                """),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    private let maximumDepth: Int

    init(setting: RuleSetting, configuration: Configuration) {
        maximumDepth = setting.integer("max_depth") ?? 4
    }

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        guard let name = context.shape(of: call)?.initializerName, SwiftUIViews.stacks.contains(name) else { return }
        let depth = 1 + EnclosingCall.around(call).filter(isStackContent).count
        guard depth == maximumDepth + 1, !PreviewCode.isPreviewOnlyView(around: call, in: context) else { return }
        // Sibling stacks too deep under one parent are one problem: reported at the first.
        let siblings = parentStack(of: call).map(tooDeepChildren) ?? [call]
        guard siblings.first?.id == call.id else { return }
        let others = siblings.count > 1 ? " (and \(siblings.count - 1) sibling stack\(siblings.count == 2 ? "" : "s") beside it)" : ""
        context.report(
            at: call.calledExpression,
            "\(name) is the \(depth)th nested stack here\(others) (at most \(maximumDepth)); extract the inner part into its own View")
    }

    /// The nearest stack whose content holds `call`.
    private func parentStack(of call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        EnclosingCall.around(call).first(where: isStackContent)?.call
    }

    private func isStackContent(_ enclosing: EnclosingCall) -> Bool {
        enclosing.relation == .content && enclosing.name.map(SwiftUIViews.stacks.contains) == true && !enclosing.isModifier
    }

    /// The stacks whose nearest enclosing stack is `parent`, in source order.
    private func tooDeepChildren(of parent: FunctionCallExprSyntax) -> [FunctionCallExprSyntax] {
        parent.descendantCalls.filter { child in
            child.id != parent.id && CallShape(child)?.initializerName.map(SwiftUIViews.stacks.contains) == true
                && parentStack(of: child)?.id == parent.id
        }
    }
}
