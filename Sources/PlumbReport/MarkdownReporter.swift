import PlumbCore

/// GitHub-flavoured Markdown for a pull-request comment or a job summary: the summary as a
/// heading, the per-rule table, then one table row per finding, as many as fit in a GitHub
/// comment; the rest are counted in a last line that points to the full reports.
public struct MarkdownReporter: Reporter {
    /// The most characters a GitHub comment (and a job summary) holds.
    public static let gitHubCommentLimit = 65_536

    private let context: ReportContext
    private let limit: Int

    /// `limit`: the report stays under this many characters (counted as UTF-8 bytes, never fewer).
    public init(context: ReportContext = ReportContext(), limit: Int = gitHubCommentLimit) {
        self.context = context
        self.limit = limit
    }

    public func report(_ findings: [Finding], summary: Summary) -> String {
        var text = "### Plumb: \(summary.line)\n\n"
        guard !findings.isEmpty else { return text + "No findings.\n" }
        text += ruleTable(RuleSummary(findings: findings)) + "\n"
        text += "| Severity | Location | Rule | Message |\n|---|---|---|---|\n"
        var length = text.utf8.count
        for (index, finding) in findings.enumerated() {
            let row = self.row(finding)
            let rest = findings.count - index - 1
            // The row must leave room for the line that would count the findings after it.
            guard length + row.utf8.count + (rest == 0 ? 0 : Self.moreLine(rest).utf8.count) < limit else {
                return text + Self.moreLine(findings.count - index)
            }
            text += row
            length += row.utf8.count
        }
        return text
    }

    private func ruleTable(_ rules: RuleSummary) -> String {
        var text = "| Rule | Findings | Errors | Warnings | Notes | Fixable |\n|---|--:|--:|--:|--:|--:|\n"
        for row in rules.rows {
            let id = "`\(Self.code(row.ruleID))`"
            let rule = context.rules.first { $0.id == row.ruleID }.flatMap(context.helpURI).map { "[\(id)](\($0))" } ?? id
            let counts = Severity.mostSevereFirst.map { String(row.count(of: $0)) }.joined(separator: " | ")
            text += "| \(rule) | \(row.count) | \(counts) | \(row.fixable) |\n"
        }
        return text
    }

    private func row(_ finding: Finding) -> String {
        let position = finding.position
        let message = CodeSpans(finding.message).rendered(prose: Self.cell, code: { "`\(Self.code($0))`" })
        return "| \(finding.severity.rawValue) | `\(Self.code("\(position.file):\(position.line):\(position.column)"))` "
            + "| `\(Self.code(finding.ruleID))` | \(message) |\n"
    }

    private static func moreLine(_ count: Int) -> String {
        "\n\(count) more finding\(count == 1 ? "" : "s"): see the SARIF or HTML report.\n"
    }

    /// Text in a table cell: a pipe would end the cell, a line break the row, and `<`, `*`, `_`,
    /// `[` and backticks would turn into markup.
    static func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|", "\\", "*", "_", "`", "[", "]", "#": result += "\\\(character)"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\n", "\r\n", "\r": result += "<br>"
            default: result.append(character)
            }
        }
        return result
    }

    /// Text in a code span inside a table: a pipe would still end the cell, a backtick the span,
    /// and a line break the row.
    static func code(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
            .replacingOccurrences(of: "\n", with: " ")
    }
}
