/// SwiftLint configuration keys people carry over to `.plumb.yml`, answered with what Plumb
/// says instead (SwiftLint's `included` and `excluded` mean the same in both).
enum SwiftLintKeys {
    /// What to write instead of SwiftLint's `key`, using the rule ids it lists; nil for a key
    /// SwiftLint does not have.
    static func equivalent(of key: String, listing ids: [String]) -> String? {
        let example = ids.isEmpty ? ["spacing-grid"] : ids
        switch key {
        case "disabled_rules":
            return "in Plumb a rule is turned off under `rules:`, e.g. `rules: { \(settings(example, "off")) }`"
        case "opt_in_rules":
            let optIn = ids.isEmpty ? ["implicit-stack-spacing"] : ids
            return "in Plumb an opt-in rule is turned on by giving it a severity under `rules:`, e.g. `rules: { \(settings(optIn, "warning")) }`"
        case "only_rules", "whitelist_rules":
            return "Plumb runs chosen rules only from the command line: `plumb lint --only \(example.joined(separator: ","))`"
        case "reporter":
            return "Plumb chooses the report on the command line: `plumb lint --format sarif` (text, json, sarif, github, junit, checkstyle, html, markdown)"
        case "strict":
            return "Plumb fails on warnings with `plumb lint --strict`"
        default:
            return nil
        }
    }

    private static func settings(_ ids: [String], _ value: String) -> String {
        ids.map { "\($0): \(value)" }.joined(separator: ", ")
    }
}
