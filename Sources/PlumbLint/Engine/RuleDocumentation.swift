import PlumbCore

/// `docs/rules.md`: every rule under a heading that is its id, so `docs/rules.md#spacing-grid`
/// links to it (the SARIF report's help links do). A test keeps the file equal to this.
public enum RuleDocumentation {
    public static func markdown(_ rules: [RuleDescription]) -> String {
        var text = """
            # Rules

            Every rule Plumb checks, as `plumb rules ID` explains it. Generated from the rules'
            own descriptions; a test keeps this file equal to them (`PLUMB_UPDATE_GOLDEN=1 swift
            test --filter RuleDocumentationTests` rewrites it).

            """
        for rule in rules {
            text += "\n## \(rule.id)\n\n**\(rule.summary)**\n\n"
            text += "Default: \(rule.isOptIn ? "off (opt-in; \(rule.severity.rawValue) once configured)" : rule.severity.rawValue)."
            text += " Kind: \(rule.kind.rawValue). Fix: \(rule.isFixable ? "yes" : "no").\n\n"
            text += rule.explanation + "\n"
            if !rule.options.isEmpty {
                text += "\n| option | type | default | meaning |\n|---|---|---|---|\n"
                for option in rule.options {
                    text += "| `\(option.name)` | \(option.type.rawValue) | `\(option.defaultValue)` | \(option.summary) |\n"
                }
            }
            text += examples("Triggers (↓ marks the finding)", rule.triggering)
            text += examples("Does not trigger", rule.nonTriggering)
        }
        return text
    }

    private static func examples(_ title: String, _ examples: [RuleExample]) -> String {
        let code = examples.map(\.code).filter { !$0.isEmpty }
        guard !code.isEmpty else { return "" }
        return "\n\(title):\n\n```swift\n" + code.joined(separator: "\n") + "\n```\n"
    }
}
