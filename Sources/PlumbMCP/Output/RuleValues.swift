import MCP
import PlumbCore
import PlumbLint

/// Rule descriptions as structured content: a catalog entry, and everything `plumb rules ID`
/// tells (explanation, options, examples that do and do not trigger, fixes).
enum RuleValues {
    static func entry(_ rule: RuleDescription) -> Value {
        [
            "id": .string(rule.id),
            "summary": .string(rule.summary),
            "severity": .string(rule.severity.rawValue),
            "optIn": .bool(rule.isOptIn),
            "kind": .string(rule.kind.rawValue),
            "fixable": .bool(rule.isFixable),
        ]
    }

    static func explanation(_ rule: RuleDescription) -> Value {
        guard case .object(var value) = entry(rule) else { return entry(rule) }
        value["explanation"] = .string(rule.explanation)
        if let change = rule.fixChange { value["fixChanges"] = .string(change.summary) }
        value["options"] = .array(rule.options.map { option in
            [
                "name": .string(option.name), "type": .string(option.type.rawValue),
                "default": .string(option.defaultValue), "summary": .string(option.summary),
            ]
        })
        value["triggering"] = .array(rule.triggering.map(example))
        value["nonTriggering"] = .array(rule.nonTriggering.map(example))
        value["corrections"] = .array(rule.corrections.map { correction in
            var fix: [String: Value] = ["before": .string(correction.before), "after": .string(correction.after)]
            if let configuration = correction.configuration { fix["configuration"] = .string(configuration) }
            return .object(fix)
        })
        return .object(value)
    }

    /// An example's code (a `↓` marks each finding in a triggering one), the `.plumb.yml` it
    /// runs with, and the project's other files it needs.
    private static func example(_ example: RuleExample) -> Value {
        var value: [String: Value] = ["code": .string(example.code)]
        if let configuration = example.configuration { value["configuration"] = .string(configuration) }
        if !example.files.isEmpty { value["files"] = .object(example.files.mapValues(Value.string)) }
        return .object(value)
    }
}
