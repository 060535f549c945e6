import PlumbCore

/// A suppression that silences nothing is noise that outlives the code it was written for,
/// and hides the next real finding in its region (like SwiftLint's
/// `superfluous_disable_command`).
struct SuperfluousSuppressionRule: SuppressionRule {
    static let description = RuleDescription(
        id: "superfluous-suppression",
        summary: "A `// plumb:disable` comment that silences no finding",
        explanation: """
            A `// plumb:disable`, `disable:next` or `disable:this` comment is reported when no finding of the \
            rule it names was silenced by it in this run: the code was fixed, moved, or the rule never found \
            anything there. Remove the comment, so that it does not silence the next real finding. Rules \
            turned off in the run (by the configuration or `--only`/`--disable`) are not judged; unknown names \
            are `unknown-suppression`'s.
            """,
        severity: .warning,
        kind: .syntax,
        isOptIn: true,
        triggering: [
            RuleExample("""
                ↓// plumb:disable:next spacing-grid
                let v = Text("a").padding(8)
                """, configuration: "rules: { superfluous-suppression: warning }"),
        ],
        nonTriggering: [
            RuleExample("""
                // plumb:disable:next spacing-grid
                let v = Text("a").padding(6)
                """, configuration: "rules: { superfluous-suppression: warning }"),
            RuleExample("""
                // plumb:disable:next spacing-grid
                let v = Text("a").padding(8)
                """),
            RuleExample("""
                // plumb:disable:next spacing-grid
                let v = Text("a").padding(8)
                """, configuration: "rules: { superfluous-suppression: warning, spacing-grid: off }"),
        ]
    )

    init(setting: RuleSetting, configuration: Configuration) {}

    func check(_ comments: [AuditedComment], in run: SuppressionAudit) -> [Finding] {
        comments.compactMap { audited in
            let directive = audited.comment.directive
            guard directive.action != .enable else { return nil }
            let idle = directive.names.filter { name in
                run.isKnown(name) && (name == "all" || run.enabledRules.contains(name)) && !audited.silenced.contains(name)
            }
            guard !idle.isEmpty else { return nil }
            return Finding(
                ruleID: Self.description.id, severity: Self.description.severity, position: audited.comment.position,
                message: "`plumb:\(directive.action.rawValue) \(idle.joined(separator: " "))` silences no finding; remove it")
        }
    }
}
