import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Screen margins and section gaps follow the plan's density (docs/design-system.md#density).
struct DensityRule: SyntaxRule {
    static let description = RuleDescription(
        id: "density",
        summary: "Outer padding or section gaps outside the range of the configured density",
        explanation: """
            docs/design-system.md#density ties spacing generosity to the plan's `design.density`: spacious screens use 20–24pt \
            padding and 24–32pt gaps between sections, standard screens 16pt padding (and `.medium` to \
            24pt section gaps), compact screens 12pt padding and 8–12pt gaps. With `design.density` set in \
            `.plumb.yml`, this rule reads each screen's `body` — a body that holds a `ScrollView`, `List`, \
            `Form` or navigation container, so cards, rows and chips are left alone — and checks the \
            horizontal paddings along its outer chain of containers and the `spacing:` of the first \
            vertical stack inside its scroll view. Without `design.density` the rule is silent.
            """,
        severity: .warning,
        kind: .syntax,
        triggering: [
            RuleExample("""
                struct Home: View {
                    var body: some View {
                        ScrollView {
                            VStack(spacing: ↓16) { Text("A") }
                                .padding(.horizontal, ↓16)
                        }
                    }
                }
                """, configuration: "design: { density: compact }"),
            RuleExample("""
                struct Home: View {
                    var body: some View {
                        NavigationStack {
                            ScrollView { LazyVStack(spacing: 24) { Text("A") } }
                                .padding(↓12)
                        }
                    }
                }
                """, configuration: "design: { density: spacious }"),
        ],
        nonTriggering: [
            RuleExample("""
                struct Home: View {
                    var body: some View {
                        ScrollView { VStack(spacing: 16) { Text("A") }.padding(.horizontal, 16) }
                    }
                }
                """),
            RuleExample("""
                struct Home: View {
                    var body: some View {
                        ScrollView { VStack(spacing: 24) { Text("A") }.padding(.horizontal, 16).padding(.vertical, 8) }
                    }
                }
                """, configuration: "design: { density: standard }"),
            RuleExample("""
                struct Strip: View {
                    var body: some View {
                        ScrollView(.horizontal) { HStack(spacing: 8) { Text("A") }.padding(.horizontal, 12) }
                    }
                }
                """, configuration: "design: { density: standard }"),
            RuleExample("""
                struct Chip: View {
                    var body: some View { Text("A").padding(.horizontal, 8).padding(.vertical, 4) }
                }
                """, configuration: "design: { density: standard }"),
            RuleExample("""
                struct Home: View {
                    var body: some View {
                        ZStack {
                            Color.black.ignoresSafeArea()
                            ScrollView { VStack(spacing: 8) { Text("A") }.padding(12) }
                        }
                    }
                }
                """, configuration: "design: { density: compact }"),
        ]
    )

    static let nodeKinds: [SyntaxKind] = [.patternBinding]

    private let density: Density?

    init(setting: RuleSetting, configuration: Configuration) {
        density = configuration.design.density
    }

    func check(_ node: Syntax, in context: LintContext) {
        guard let density, let body = ViewBody.expression(of: node.cast(PatternBindingSyntax.self)) else { return }
        let spine = ScreenSpine(body: body)
        guard spine.isScreen else { return }
        for padding in spine.outerPaddings {
            check(padding.expression, range: density.outerPadding, what: "outer padding", density: density, in: context)
        }
        if let gap = spine.sectionStack?.argument("spacing")?.expression {
            check(gap, range: density.sectionGap, what: "section spacing", density: density, in: context)
        }
    }

    private func check(_ expression: ExprSyntax, range: ClosedRange<Double>, what: String, density: Density, in context: LintContext) {
        for branch in expression.valueBranches {
            guard let value = context.resolve(branch)?.value, value != 0, !range.contains(value) else { continue }
            context.report(
                at: branch,
                "\(what) \(NumberText.literal(value)) does not fit the \(density.rawValue) density; use \(range.lowerBound == range.upperBound ? "" : "a value in ")\(Self.describe(range))")
        }
    }

    private static func describe(_ range: ClosedRange<Double>) -> String {
        range.lowerBound == range.upperBound
            ? NumberText.literal(range.lowerBound)
            : "\(NumberText.literal(range.lowerBound))–\(NumberText.literal(range.upperBound))"
    }
}
