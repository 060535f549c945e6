import PlumbCore
import PlumbSyntax
import SwiftSyntax

/// Every spacing value is a multiple of 4 (docs/design-system.md#spacing-grid).
struct SpacingGridRule: SyntaxRule {
    static let description = RuleDescription(
        id: "spacing-grid",
        summary: "A spacing value that is not a multiple of 4",
        explanation: """
            The design system spaces everything on a 4-pt grid (docs/design-system.md#spacing-grid: "All spacing values must be \
            multiples of 4pt … NEVER use arbitrary values (5, 7, 10, 13, 15, 18, 25, etc.)"). This rule \
            checks every spacing position: `.padding` in all its forms, `.safeAreaPadding`, the `spacing:` of \
            stacks, grids and `GridItem`, `Spacer(minLength:)`, `.safeAreaInset(spacing:)`, `.contentMargins`, \
            `EdgeInsets(…)` (also inside `.listRowInsets`), `.listRowSpacing`, `.listSectionSpacing` and \
            `containerRelativeFrame(spacing:)`. `.offset` moves a view and is not spacing.

            Values are resolved: a literal, a `let` constant, a static constant of a project type, or \
            arithmetic on them counts as the number it evaluates to; a value Plumb cannot resolve is never \
            reported. A named constant is reported once, at its declaration. The theme's own Spacing tokens \
            are `spacing-scale`'s concern. Negative values are overlaps, not gaps, and are checked only with \
            `check_negative: true`.

            The fix snaps the value to the nearest theme spacing token within half a grid step (ties go \
            up), else to the nearest multiple of 4 (ties go up): the value moves by at most 2 pt. A positive \
            value from one pixel of a 3× screen (1/3 pt) to half a grid step (2 pt: 1, 1.5, 0.5, \
            `1 / displayScale`) draws a hairline, a separator or a thin gutter, not a gap: the grid has \
            no step there but 0, which would remove the line, and the design system's arbitrary values \
            (5, 7, 10, 13, …) all lie past it. Hairlines are allowed by default; `allow_hairlines: false` \
            checks them too. Less than a pixel (`spacing: 0.2`) draws nothing and is reported.
            """,
        severity: .error,
        kind: .syntax,
        options: [
            OptionSpec("allow", .numberList, default: "[]", "extra values that are accepted"),
            OptionSpec("allow_hairlines", .bool, default: "true", "accept values from 1/3 pt (a pixel at 3×) to 2 pt (half a grid step): hairlines"),
            OptionSpec("check_negative", .bool, default: "false", "also check negative values"),
        ],
        triggering: [
            RuleExample("Text(\"Hi\").padding(↓10)", message: "padding 10 is off the 4-pt grid; use 12"),
            RuleExample("VStack(spacing: ↓6) { Text(\"A\"); Text(\"B\") }"),
            RuleExample("Text(\"Hi\").padding(.horizontal, ↓15)"),
            RuleExample("Text(\"Hi\").padding([.horizontal, .bottom], ↓6)"),
            RuleExample("row.listRowInsets(EdgeInsets(top: ↓6, leading: 16, bottom: ↓6, trailing: 16))"),
            RuleExample("row.listRowInsets(.init(top: ↓5, leading: 16, bottom: 8, trailing: 16))"),
            RuleExample("let columns = [GridItem(.flexible(), spacing: ↓10)]"),
            RuleExample("Grid(horizontalSpacing: ↓10, verticalSpacing: 8) { }"),
            RuleExample("Spacer(minLength: ↓2.5)"),
            RuleExample("Text(\"Hi\").padding(↓2.5)"),
            // Less than a pixel of any screen: no line, a gap of nothing.
            RuleExample("VStack(spacing: ↓0.2) { Text(\"Title\"); Text(\"Subtitle\") }"),
            RuleExample("Divider().padding(.top, ↓1)", configuration: "rules: { spacing-grid: { allow_hairlines: false } }"),
            RuleExample("LazyVGrid(columns: columns, spacing: ↓1.5) { ForEach(photos) { Thumbnail(photo: $0) } }", configuration: "rules: { spacing-grid: { allow_hairlines: false } }"),
            RuleExample("list.safeAreaInset(edge: .bottom, spacing: ↓10) { bar }"),
            RuleExample("scroll.contentMargins(.horizontal, ↓18, for: .scrollContent)"),
            RuleExample("HStack(spacing: isCompact ? 8 : ↓10) { }"),
            RuleExample("Text(\"Hi\").padding(style == .compact ? 0 : ↓10)"),
            RuleExample("""
                struct Row: View {
                    private let ↓inset: CGFloat = 10
                    var body: some View { Text("A").padding(inset).padding(.top, inset) }
                }
                """),
            RuleExample("""
                enum Layout { static let ↓gutter: CGFloat = 18 }
                struct Row: View { var body: some View { Text("A").padding(Layout.gutter) } }
                """),
            RuleExample("Text(\"Hi\").padding(↓8 + 2)"),
            RuleExample("VStack(spacing: ↓-6) { }", configuration: "rules: { spacing-grid: { check_negative: true } }"),
            // A `@ViewBuilder` closure's call can build several views, as its stored result can.
            RuleExample("VStack(spacing: ↓10) { content() }"),
            RuleExample("VStack(spacing: ↓10) { content }"),
        ],
        nonTriggering: [
            RuleExample("Text(\"Hi\").padding(8).padding(.horizontal, 16)"),
            RuleExample("VStack(spacing: 0) { Text(\"A\") }"),
            // Hairlines are allowed with no configuration, as after `plumb init`.
            RuleExample("Divider().padding(.top, 1).padding(.bottom, 2)"),
            // So are the values between: a gutter between thumbnails, a one-pixel inset.
            RuleExample("LazyVGrid(columns: columns, spacing: 1.5) { ForEach(photos) { Thumbnail(photo: $0) } }"),
            RuleExample("Text(\"Hi\").padding(0.5)"),
            RuleExample("HStack(spacing: 1.0 / 3.0) { Color.red; Color.blue }"),
            // One child: the spacing has no effect.
            RuleExample("HStack(spacing: 6) { Text(\"A\").padding(.horizontal, 8) }"),
            RuleExample("Text(\"Hi\").offset(x: 3, y: 5)"),
            RuleExample("Text(\"Hi\").padding(spacing)"),
            RuleExample("Text(\"Hi\").padding(compact ? 8 : padding)"),
            RuleExample("VStack(spacing: -6) { }"),
            RuleExample("Divider().padding(.leading, 1)", configuration: "rules: { spacing-grid: { allow: [1, 2] } }"),
            RuleExample("Text(\"Hi\").padding(10)", configuration: "rules: { spacing-grid: { allow: [10] } }"),
            RuleExample("let s = \"x\".padding(toLength: 10, withPad: \" \", startingAt: 0)"),
            RuleExample("""
                struct Row: View {
                    var inset: CGFloat = 10
                    var body: some View { Text("A").padding(inset) }
                }
                """),
            RuleExample("""
                func row(inset: CGFloat) -> some View { Text("A").padding(inset) }
                let inset: CGFloat = 10
                """),
            RuleExample("""
                enum AppTheme { enum Spacing { static let odd: CGFloat = 10 } }
                struct Row: View { var body: some View { Text("A").padding(AppTheme.Spacing.odd) } }
                """),
            RuleExample("#Preview { Text(\"A\").padding(10) }"),
            RuleExample("""
                struct Row_Previews: PreviewProvider {
                    static var previews: some View { Text("A").padding(10) }
                }
                """),
        ],
        corrections: [
            RuleCorrection("Text(\"Hi\").padding(10)", "Text(\"Hi\").padding(12)"),
            RuleCorrection("Text(\"Hi\").padding(.horizontal, 5)", "Text(\"Hi\").padding(.horizontal, 4)"),
            RuleCorrection("VStack(spacing: 18) { }", "VStack(spacing: 20) { }"),
            // The token is 3 pt away, past the fix's 2-pt bound: the grid step is written.
            RuleCorrection("""
                enum AppTheme { enum Spacing { static let medium: CGFloat = 12 } }
                let v = Text("A").padding(9)
                """, """
                enum AppTheme { enum Spacing { static let medium: CGFloat = 12 } }
                let v = Text("A").padding(8)
                """),
            RuleCorrection("""
                enum AppTheme { enum Spacing { static let small: CGFloat = 12; static let medium: CGFloat = 16 } }
                let v = Text("Hi").padding(10)
                """, """
                enum AppTheme { enum Spacing { static let small: CGFloat = 12; static let medium: CGFloat = 16 } }
                let v = Text("Hi").padding(AppTheme.Spacing.small)
                """),
            RuleCorrection("""
                struct Row: View {
                    private let inset: CGFloat = 10
                    var body: some View { Text("A").padding(inset) }
                }
                """, """
                struct Row: View {
                    private let inset: CGFloat = 12
                    var body: some View { Text("A").padding(inset) }
                }
                """),
        ],
        fixChange: .spacing(points: SpacingFix.maximumMove)
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    /// The largest hairline: half a grid step. A value up to it draws a line, a separator or a
    /// thin gutter rather than a gap; the grid's only step below it is 0, which would remove the
    /// line. Allowed unless a project says otherwise.
    static let largestHairline = SpacingScale.grid / 2
    /// The smallest: one pixel of a 3× screen, the finest any device draws; less is no line
    /// but a gap of nothing (`spacing: 0.2`), and 0 is meant.
    static let smallestHairline = 1.0 / 3

    private let allowed: Set<Double>
    private let allowsHairlines: Bool
    private let checksNegative: Bool

    init(setting: RuleSetting, configuration: Configuration) {
        allowed = Set(setting.numbers("allow") ?? [])
        allowsHairlines = setting.bool("allow_hairlines") ?? true
        checksNegative = setting.bool("check_negative") ?? false
    }

    private func isAllowed(_ value: Double) -> Bool {
        allowed.contains(value) || (allowsHairlines && value >= Self.smallestHairline && value <= Self.largestHairline)
    }

    func check(_ node: Syntax, in context: LintContext) {
        let call = node.cast(FunctionCallExprSyntax.self)
        for argument in context.spacingArguments(of: call) {
            for branch in argument.expression.valueBranches {
                check(branch, named: argument.name, in: context)
            }
        }
    }

    private func check(_ expression: ExprSyntax, named name: String, in context: LintContext) {
        guard let resolved = context.resolve(expression),
              !SpacingScale.isOnGrid(resolved.value),
              checksNegative || resolved.value >= 0,
              !isAllowed(resolved.value)
        else { return }
        let value = NumberText.literal(resolved.value)
        let candidates = SpacingFix.candidates(snapping: resolved.value, tokens: context.spacingTokens)
        let snapped = candidates[0]
        switch resolved.origin {
        case .literal(let literal):
            context.report(
                at: literal, "\(name) \(value) is off the 4-pt grid; use \(snapped.text)",
                fix: [context.replacing(literal, with: snapped.text)],
                alternatives: candidates.dropFirst().map { [context.replacing(literal, with: $0.text)] })
        case .constant(let declaration, let literal):
            context.report(
                at: declaration.position,
                "'\(declaration.name)' is \(value), used as \(name), and is off the 4-pt grid; use \(snapped.text)",
                fix: literal.map { [context.replacing($0, with: snapped.text)] } ?? [],
                alternatives: literal.map { literal in candidates.dropFirst().map { [context.replacing(literal, with: $0.text)] } } ?? [])
        case .computed:
            context.report(at: expression, "\(name) evaluates to \(value), off the 4-pt grid; use \(NumberText.literal(snapped.value))")
        case .token:
            return
        }
    }
}
