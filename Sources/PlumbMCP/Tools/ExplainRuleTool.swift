import MCP
import PlumbCore
import PlumbLint

/// `explain_rule`: one rule's explanation, options and examples.
struct ExplainRuleTool: PlumbTool {
    let name = "explain_rule"
    let description = """
        Explain one of Plumb's rules: what it reports and why, its default severity, its options \
        (set in .plumb.yml), examples that trigger it (↓ marks each finding) and that do not, and \
        its fixes as before/after pairs.
        """
    let input = InputSchema(
        [.string("id", "The rule id, e.g. spacing-grid (plumb://rules lists them all).", oneOf: RuleRegistry.descriptions.map(\.id))],
        required: ["id"])
    let output = OutputSchema.object([
        "id": OutputSchema.string, "summary": OutputSchema.string, "severity": OutputSchema.string,
        "optIn": OutputSchema.boolean, "kind": OutputSchema.string, "fixable": OutputSchema.boolean,
        "explanation": OutputSchema.string, "options": OutputSchema.array(OutputSchema.anyObject),
        "triggering": OutputSchema.array(OutputSchema.anyObject), "nonTriggering": OutputSchema.array(OutputSchema.anyObject),
        "corrections": OutputSchema.array(OutputSchema.object(["before": OutputSchema.string, "after": OutputSchema.string])),
    ], optional: ["fixChanges": OutputSchema.string])

    func call(_ input: ToolInput) throws -> Value {
        let id = try input.requiredString("id")
        guard let rule = RuleRegistry.description(of: id) else {
            let near = Suggestions.didYouMean(id, in: RuleRegistry.descriptions.map(\.id))
            throw ToolError.argument("id", "unknown rule '\(id)'" + (near.isEmpty ? "; plumb://rules lists them all" : near))
        }
        return RuleValues.explanation(rule)
    }
}
