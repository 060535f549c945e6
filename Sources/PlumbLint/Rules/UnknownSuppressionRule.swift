import PlumbCore

/// A `// plumb:` comment naming a rule that does not exist silences nothing, silently: most
/// often a typo, or a rule of another linter.
struct UnknownSuppressionRule: SuppressionRule {
    static let description = RuleDescription(
        id: "unknown-suppression",
        summary: "A `// plumb:disable` comment names a rule that does not exist",
        explanation: """
            A suppression comment whose rule id is misspelled silences nothing, and nothing says so: the \
            finding it was meant for still shows, or — worse — a later one is not silenced where the author \
            believes it is. This rule reports every name in a `// plumb:disable`, `disable:next`, \
            `disable:this` or `enable` comment that is neither a rule id (`plumb rules`) nor `all`, with the \
            ids it is closest to.
            """,
        severity: .warning,
        kind: .syntax,
        triggering: [
            RuleExample("""
                ↓// plumb:disable:next spacng-grid
                let v = Text("a").padding(6)
                """),
            RuleExample("""
                let v = Text("a").padding(6) ↓// plumb:disable:this spacing-grid, tap-targets
                """),
        ],
        nonTriggering: [
            RuleExample("""
                // plumb:disable:next spacing-grid - the hairline is deliberate
                let v = Text("a").padding(6)
                """),
            RuleExample("""
                // plumb:disable all
                let v = Text("a").padding(6)
                // plumb:enable all
                """),
        ]
    )

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ comments: [AuditedComment], in run: SuppressionAudit) -> [Finding] {
        comments.compactMap { audited in
            let unknown = audited.comment.directive.names.filter { !run.isKnown($0) }
            guard !unknown.isEmpty else { return nil }
            let names = unknown.map { "'\($0)'\(Suggestions.didYouMean($0, in: run.knownRules))" }.joined(separator: "; ")
            return Finding(
                ruleID: Self.description.id, severity: Self.description.severity, position: audited.comment.position,
                message: "no rule is called \(names) — this comment silences nothing for \(unknown.count == 1 ? "it" : "them") (see `plumb rules`)")
        }
    }
}
