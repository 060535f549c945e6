import PlumbCore

/// One self-contained HTML page (no scripts, no external styles) for people: the summary, then
/// the findings grouped by file and, within a file, by rule, with the rule's summary.
public struct HTMLReporter: Reporter {
    private let rules: [String: RuleMetadata]

    public init(context: ReportContext) {
        rules = Dictionary(context.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func report(_ findings: [Finding], summary: Summary) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Plumb report</title>
            <style>
            body { font: 14px/1.45 -apple-system, system-ui, sans-serif; margin: 2em auto; max-width: 60em; padding: 0 1em; color: #1d1d1f; }
            h2 { font-size: 1.1em; margin-top: 2em; border-bottom: 1px solid #d2d2d7; }
            h3 { font-size: 1em; margin-bottom: 0.3em; }
            h3 span { font-weight: normal; color: #6e6e73; }
            code, .location { font-family: ui-monospace, Menlo, monospace; }
            ul { list-style: none; padding-left: 0; }
            .severity { display: inline-block; min-width: 5em; font-weight: 600; }
            .error { color: #c9190b; } .warning { color: #a05a00; } .info { color: #0a61c9; }
            </style>
            </head>
            <body>
            <h1>Plumb report</h1>
            <p>\(MarkupText.escaped(summary.line))</p>

            """
        if findings.isEmpty { html += "<p>No findings.</p>\n" }
        for group in MarkupText.byFile(findings) {
            html += "<h2><code>\(MarkupText.escaped(group.file))</code></h2>\n"
            for rule in Self.byRule(group.findings) {
                let ruleSummary = rules[rule.id].map { " <span>— \(MarkupText.escaped($0.summary))</span>" } ?? ""
                html += "<h3><code>\(MarkupText.escaped(rule.id))</code>\(ruleSummary)</h3>\n<ul>\n"
                for finding in rule.findings {
                    let severity = finding.severity.rawValue
                    html += "<li><span class=\"severity \(severity)\">\(severity)</span> "
                    html += "<span class=\"location\">\(finding.position.line):\(finding.position.column)</span> "
                    html += "\(MarkupText.escaped(finding.message))</li>\n"
                }
                html += "</ul>\n"
            }
        }
        return html + "</body>\n</html>\n"
    }

    /// One file's findings grouped by rule, rules in the order they first appear.
    private static func byRule(_ findings: [Finding]) -> [(id: String, findings: [Finding])] {
        var order: [String] = []
        var groups: [String: [Finding]] = [:]
        for finding in findings {
            if groups[finding.ruleID] == nil { order.append(finding.ruleID) }
            groups[finding.ruleID, default: []].append(finding)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }
}
