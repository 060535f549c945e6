import PlumbCore

/// GitHub-flavoured Markdown for a pull-request comment or a job summary: the summary as a
/// heading, then one table row per finding.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func report(_ findings: [Finding], summary: Summary) -> String {
        var text = "### Plumb: \(summary.line)\n\n"
        guard !findings.isEmpty else { return text + "No findings.\n" }
        text += "| Severity | Location | Rule | Message |\n|---|---|---|---|\n"
        for finding in findings {
            let position = finding.position
            text += "| \(finding.severity.rawValue) | `\(Self.code("\(position.file):\(position.line):\(position.column)"))` "
            text += "| `\(Self.code(finding.ruleID))` | \(Self.cell(finding.message)) |\n"
        }
        return text
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

    /// Text in a code span inside a table: only the pipe needs escaping there.
    static func code(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "`", with: "'")
    }
}
