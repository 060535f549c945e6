import ArgumentParser
import PlumbCore
import PlumbLint

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules, or explain one with its options and examples."
    )

    @Argument(help: "A rule id to explain.")
    var id: String?

    @Option(help: "text, or markdown: the rules' documentation as docs/rules.md holds it (`plumb rules --format markdown > docs/rules.md` rewrites that file).")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument {
        case text, markdown
    }

    func run() throws {
        if id == ParseErrorDiagnostic.id, format == .text {
            print(ParseErrorDiagnostic.explanation, terminator: "")
            return
        }
        let descriptions = try id.map { id in
            guard let description = RuleRegistry.description(of: id) else {
                throw RunFailure(message: UnknownRuleError(id: id).description)
            }
            return [description]
        } ?? RuleRegistry.descriptions
        switch format {
        case .markdown: print(RuleDocumentation.markdown(descriptions), terminator: "")
        case .text where id == nil: print(RuleTable.render(descriptions), terminator: "")
        case .text: print(descriptions.map(RuleExplanation.render).joined(), terminator: "")
        }
    }
}

/// The `plumb rules` table: id, default severity, kind, fixable, measured precision, summary.
enum RuleTable {
    static func render(_ rules: [RuleDescription]) -> String {
        let header = ["id", "default", "kind", "fix", "precision", "summary"]
        let rows = rules.map { rule in
            [rule.id, rule.isOptIn ? "opt-in" : rule.severity.rawValue, rule.kind.rawValue, rule.isFixable ? "yes" : "-",
             DefaultSet.record(for: rule.id).column, rule.summary]
        }
        let aligned = header.count - 1
        let widths = (0..<aligned).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            (0..<aligned).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[aligned] + "\n"
        }.joined()
    }
}

/// `plumb rules ID`: everything a rule says about itself.
enum RuleExplanation {
    static func render(_ rule: RuleDescription) -> String {
        var text = "\(rule.id) — \(rule.summary)\n\n"
        text += rule.profile + "\n"
        text += "Applies to: \(rule.platforms.summary) (see `plumb project`).\n"
        text += rule.defaultLines.joined(separator: "\n") + "\n\n"
        text += rule.explanation + "\n"
        if !rule.options.isEmpty {
            text += "\nOptions:\n"
            for option in rule.options {
                text += "  \(option.name) (\(option.type.rawValue), default \(option.defaultValue)): \(option.summary)\n"
            }
        }
        text += "\nSilence it: " + rule.silencingComments + "\n"
        text += section("Triggers (↓ marks the finding)", rule.triggering)
        text += section("Does not trigger", rule.nonTriggering)
        if !rule.corrections.isEmpty {
            text += "\nFixes:\n"
            for correction in rule.corrections {
                text += indent(correction.before) + "  becomes\n" + indent(correction.after) + "\n"
            }
        }
        return text
    }

    private static func section(_ title: String, _ examples: [RuleExample]) -> String {
        guard !examples.isEmpty else { return "" }
        var text = "\n\(title):\n"
        for example in examples {
            if let configuration = example.configuration { text += "  # .plumb.yml: \(configuration)\n" }
            if !example.code.isEmpty { text += indent(example.code) + "\n" }
            for (name, contents) in example.files.sorted(by: { $0.key < $1.key }) {
                text += "  # \(name)\n" + indent(contents) + "\n"
            }
        }
        return text
    }

    private static func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
}
