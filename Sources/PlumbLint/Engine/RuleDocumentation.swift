import PlumbCore

/// `docs/rules.md`: every rule under a heading that is its id, so `…/docs/rules.md#spacing-grid`
/// links to it (SARIF's `helpUri` under `--sarif-help-base` does). Written by
/// `plumb rules --format markdown`; a test keeps the committed file equal to this.
public enum RuleDocumentation {
    /// The command that rewrites `docs/rules.md`, from the root of the repository.
    public static let regenerateCommand = "swift run plumb rules --format markdown > docs/rules.md"

    public static func markdown(_ rules: [RuleDescription]) -> String {
        var text = """
            # Rules

            Every rule Plumb checks, as `plumb rules ID` explains it: what it reports, its default
            severity, its options, examples that trigger it and examples that do not (the same
            examples run as tests), its fix, and how to silence it. Generated from the rules' own
            descriptions, so do not edit it by hand: a test fails when it is stale, and this
            rewrites it from the root of the repository:

                \(regenerateCommand)

            **The default set.** A rule is on by default only when its precision on an unseen set of
            apps (apps Plumb was never run on nor changed for) is at least \(Precision.format(DefaultSet.minimumPrecision)) over at least \(DefaultSet.minimumJudged)
            judged findings, or it fired too rarely there to judge (fewer than \(DefaultSet.minimumJudged) findings), holds \(Precision.format(DefaultSet.minimumPrecision)) on
            the apps it was tuned against, and no class of false finding seen for it on an unseen set
            is still unfixed. Otherwise it is opt-in, with its figure below, until a measurement earns
            its place back; no rule is deleted. An opt-in rule runs once `.plumb.yml` gives it a
            severity under `rules:` (or `--only` names it). Rules off by design keep that reason, and the
            few the policy does not decide say why in their sections. The figures, and how they were
            measured, are in docs/accuracy.md. Each section says where a rule's default departs from
            the rule catalog Plumb was planned with, and why.

            | id | default | kind | fix | precision | what it reports |
            |---|---|---|---|---|---|

            """
        for rule in rules {
            text += "| [`\(rule.id)`](#\(rule.id)) | \(defaultSeverity(rule)) | \(rule.kind.rawValue) | \(rule.isFixable ? "yes" : "-")"
                + " | \(DefaultSet.record(for: rule.id).column) | \(rule.summary) |\n"
        }
        for rule in rules { text += section(rule) }
        return text
    }

    private static func section(_ rule: RuleDescription) -> String {
        var text = "\n## \(rule.id)\n\n**\(rule.summary)**\n\n"
        text += rule.profile + " Applies to: \(rule.platforms.summary).\n\n"
        text += rule.defaultLines.joined(separator: "\n\n") + "\n\n"
        text += rule.explanation + "\n"
        if !rule.options.isEmpty {
            text += "\n| option | type | default | meaning |\n|---|---|---|---|\n"
            for option in rule.options {
                text += "| `\(option.name)` | \(option.type.rawValue) | `\(option.defaultValue)` | \(option.summary) |\n"
            }
        }
        text += examples("Triggers (↓ marks each finding)", rule.triggering)
        text += examples("Does not trigger", rule.nonTriggering)
        for correction in rule.corrections {
            text += "\nFix:\n\n" + configuration(correction.configuration)
            text += fenced(correction.before) + "\nbecomes\n\n" + fenced(correction.after)
        }
        text += silencing(rule)
        return text
    }

    private static func defaultSeverity(_ rule: RuleDescription) -> String {
        rule.isOptIn ? "opt-in" : rule.severity.rawValue
    }

    /// Examples that need only their code share one block, a blank line apart; one with its own
    /// configuration or files gets blocks of its own.
    private static func examples(_ title: String, _ examples: [RuleExample]) -> String {
        guard !examples.isEmpty else { return "" }
        var text = "\n\(title):\n"
        var plain: [String] = []
        func flushPlain() {
            if !plain.isEmpty { text += "\n" + fenced(plain.joined(separator: "\n\n")) }
            plain = []
        }
        for example in examples {
            if example.configuration == nil, example.files.isEmpty {
                if !example.code.isEmpty { plain.append(example.code) }
                continue
            }
            flushPlain()
            text += "\n" + configuration(example.configuration)
            if !example.code.isEmpty { text += fenced(example.code) }
            for (name, contents) in example.files.sorted(by: { $0.key < $1.key }) {
                text += "\n`\(name)`:\n\n" + fenced(contents, language: "")
            }
        }
        flushPlain()
        return text
    }

    private static func configuration(_ yaml: String?) -> String {
        guard let yaml else { return "" }
        return "With this `.plumb.yml`:\n\n" + fenced(yaml, language: "yaml") + "\n"
    }

    /// The comments that silence a finding, and the configuration that turns the rule off.
    private static func silencing(_ rule: RuleDescription) -> String {
        let configuration = rule.isOptIn
            ? "It is off unless `.plumb.yml` turns it on under `rules:`; remove that entry or set it to `off`."
            : "For the whole project, in `.plumb.yml`: `rules: { \(rule.id): off }` (or a lower severity)."
        return "\nSilence it: \(rule.silencingComments) \(configuration)\n"
    }

    private static func fenced(_ code: String, language: String = "swift") -> String {
        "```\(language)\n" + code + (code.hasSuffix("\n") ? "" : "\n") + "```\n"
    }
}
