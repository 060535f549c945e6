import PlumbCore

/// A rule decided from a file's `// plumb:` comments once every other rule has spoken: which
/// comments name no rule, which silenced nothing.
protocol SuppressionRule: Rule {
    func check(_ comments: [AuditedComment], in run: SuppressionAudit) -> [Finding]
}

/// A `// plumb:` comment with the names under which it silenced at least one finding.
struct AuditedComment {
    let comment: SuppressionComment
    let silenced: Set<String>
}

/// What the suppression rules know about the run: every rule id, and the rules that ran.
struct SuppressionAudit {
    let knownRules: [String]
    let enabledRules: Set<String>

    /// The findings of `rules` about the comments of every file, given which comment silenced
    /// what (`used`: by file, comment index → names).
    func findings(
        _ rules: [any SuppressionRule], suppressions: [String: Suppressions], used: [String: [Int: Set<String>]]
    ) -> [Finding] {
        guard !rules.isEmpty else { return [] }
        return suppressions.flatMap { file, suppressions -> [Finding] in
            let audited = suppressions.comments.enumerated().map { index, comment in
                AuditedComment(comment: comment, silenced: used[file]?[index] ?? [])
            }
            return rules.flatMap { $0.check(audited, in: self) }
        }
    }

    /// Whether `name` in a comment stands for rules: a rule id or `all`.
    func isKnown(_ name: String) -> Bool {
        name == "all" || knownRules.contains(name)
    }
}
