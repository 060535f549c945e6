import PlumbCore
import PlumbSwiftUI
import PlumbSyntax
import SwiftSyntax

/// Numbers that change roll with `.numericText()` (docs/design-system.md#animation).
struct NumericTransitionRule: SyntaxRule {
    static let description = RuleDescription(
        id: "numeric-transition",
        summary: "A `Text` showing a numeric state with no `.contentTransition(.numericText())`",
        explanation: """
            docs/design-system.md#animation: numeric text changes use `.contentTransition(.numericText())`. This opt-in \
            rule reports a `Text` that shows a number the view holds — a `@State`, `@Binding`, `@AppStorage` or \
            `@SceneStorage` declared as `Int`, `Double`, `Float`, `CGFloat` or `Decimal` (or starting from a \
            number literal) — interpolated (`Text("\\(count)")`), formatted (`Text(count, format: .number)`) or \
            converted (`Text(String(count))`, `Text(count.formatted())`), when neither the `Text` nor a view \
            around it in the same expression has a `.contentTransition`. The fix adds \
            `.contentTransition(.numericText())` right after the `Text`.
            """,
        severity: .warning,
        kind: .syntax,
        isOptIn: true,
        triggering: [
            RuleExample("""
                struct Counter: View {
                    @State private var count = 0
                    var body: some View {
                        VStack {
                            ↓Text("\\(count)").font(.largeTitle)
                            ↓Text(count, format: .number)
                            Button("Add") { count += 1 }
                        }
                    }
                }
                """, configuration: "rules: { numeric-transition: warning }"),
            RuleExample("""
                struct Score: View {
                    @Binding var score: Double
                    var body: some View { ↓Text("Score: \\(self.score.formatted())") }
                }
                """, configuration: "rules: { numeric-transition: warning }"),
        ],
        nonTriggering: [
            RuleExample("""
                struct Counter: View {
                    @State private var count = 0
                    var body: some View { Text("\\(count)") }
                }
                """),
            RuleExample("""
                struct Counter: View {
                    @State private var count = 0
                    @State private var name = "A"
                    let total: Int
                    var body: some View {
                        VStack {
                            Text("\\(count)").contentTransition(.numericText())
                            HStack { Text(count, format: .number) }.contentTransition(.numericText(value: Double(count)))
                            Text(name)
                            Text("\\(total)")
                        }
                    }
                }
                """, configuration: "rules: { numeric-transition: warning }"),
        ],
        corrections: [
            RuleCorrection("""
                struct Counter: View {
                    @State private var count = 0
                    var body: some View { Text("\\(count)").font(.largeTitle) }
                }
                """, """
                struct Counter: View {
                    @State private var count = 0
                    var body: some View { Text("\\(count)").contentTransition(.numericText()).font(.largeTitle) }
                }
                """, configuration: "rules: { numeric-transition: warning }"),
        ],
        fixChange: .noFrame
    )

    static let nodeKinds: [SyntaxKind] = [.functionCallExpr]

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ node: Syntax, in context: LintContext) {
        let text = node.cast(FunctionCallExprSyntax.self)
        guard CallShape(text)?.initializerName == "Text", let first = text.arguments.first, first.label == nil,
              let type = context.facts.enclosingTypeName(of: text),
              let name = Self.shownNames(first.expression, formatted: text.argument("format") != nil)
                .first(where: { isNumericState($0, of: type, facts: context.facts) }),
              !Self.hasContentTransition(around: text)
        else { return }
        context.report(
            at: text,
            "`\(name)` changes in place; add `.contentTransition(.numericText())` so the digits roll",
            fix: [context.inserting(".contentTransition(.numericText())", at: text.endPositionBeforeTrailingTrivia)])
    }

    /// The names a `Text`'s first argument shows: interpolated, formatted, converted.
    private static func shownNames(_ expression: ExprSyntax, formatted: Bool) -> [String] {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.compactMap { segment in
                segment.as(ExpressionSegmentSyntax.self)?.expressions.first.flatMap { MemberPath($0.expression) }
                    .map(\.text)
            }
        }
        if formatted { return MemberPath(expression).map { [$0.text] } ?? [] }
        if let call = expression.as(FunctionCallExprSyntax.self), CallShape(call)?.initializerName == "String",
           let argument = call.arguments.first {
            return MemberPath(argument.expression).map { [$0.text] } ?? []
        }
        if let call = expression.as(FunctionCallExprSyntax.self), case .modifier("formatted", _)? = CallShape(call) {
            return MemberPath(expression).map { [$0.text] } ?? []
        }
        return []
    }

    private func isNumericState(_ name: String, of type: String, facts: ProjectFacts) -> Bool {
        guard !name.contains("."), let variable = facts.memberVariable(named: name, of: type),
              variable.hasAttribute(in: PropertyWrappers.settableValues), let binding = variable.bindings.first
        else { return false }
        if let annotation = binding.typeAnnotation?.type.trimmedText { return NumberTypes.holdsNumber(written: annotation) }
        guard let value = binding.initializer?.value else { return false }
        return value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
    }

    /// A `.contentTransition` on the `Text` or on a view that holds it, up to the declaration.
    private static func hasContentTransition(around text: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(text)
        while let parent = current.parent, !parent.is(MemberBlockItemSyntax.self) {
            if let call = parent.as(FunctionCallExprSyntax.self), case .modifier("contentTransition", _)? = CallShape(call) { return true }
            current = parent
        }
        return false
    }
}
