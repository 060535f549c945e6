import PlumbCore

/// One self-contained HTML page (no scripts, no external styles) for people: the summary, the
/// findings counted by rule, the findings grouped by file and, within a file, by rule, and the
/// explanation of each rule that has findings, which every rule heading links to. Code in
/// messages and explanations (written between backticks) is shown as code.
public struct HTMLReporter: Reporter {
    private let context: ReportContext
    private let rules: [String: RuleMetadata]

    public init(context: ReportContext) {
        self.context = context
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
            h2 { font-size: 1.2em; margin-top: 2em; }
            h3 { font-size: 1.05em; margin-top: 1.5em; }
            h3.file { border-bottom: 1px solid #d2d2d7; }
            h4 { font-size: 1em; margin-bottom: 0.3em; }
            h3 span, h4 span, td.about { font-weight: normal; color: #6e6e73; }
            code, .location { font-family: ui-monospace, Menlo, monospace; }
            code { background: #f2f2f7; border-radius: 3px; padding: 0 0.2em; }
            ul { list-style: none; padding-left: 0; }
            table { border-collapse: collapse; }
            th, td { text-align: left; padding: 0.15em 0.8em 0.15em 0; }
            td.count { text-align: right; }
            .severity { display: inline-block; min-width: 5em; font-weight: 600; }
            .error { color: #c9190b; } .warning { color: #a05a00; } .info { color: #0a61c9; }
            </style>
            </head>
            <body>
            <h1>Plumb report</h1>
            <p>\(MarkupText.escaped(summary.line))</p>

            """
        guard !findings.isEmpty else { return html + "<p>No findings.</p>\n</body>\n</html>\n" }
        let byRule = RuleSummary(findings: findings)
        html += ruleTable(byRule)
        html += "<h2>Findings</h2>\n"
        for group in MarkupText.byFile(findings) {
            html += "<h3 class=\"file\"><code>\(MarkupText.escaped(group.file))</code></h3>\n"
            for rule in Self.byRule(group.findings) {
                let ruleSummary = rules[rule.id].map { " <span>— \(Self.markup($0.summary))</span>" } ?? ""
                html += "<h4>\(ruleLink(rule.id))\(ruleSummary)</h4>\n<ul>\n"
                for finding in rule.findings {
                    let severity = finding.severity.rawValue
                    html += "<li><span class=\"severity \(severity)\">\(severity)</span> "
                    html += "<span class=\"location\">\(finding.position.line):\(finding.position.column)</span> "
                    html += "\(Self.markup(finding.message))</li>\n"
                }
                html += "</ul>\n"
            }
        }
        html += explanations(byRule)
        return html + "</body>\n</html>\n"
    }

    /// The findings counted by rule, loudest first, each rule linked to its explanation below.
    private func ruleTable(_ summary: RuleSummary) -> String {
        var html = "<h2>By rule</h2>\n<table>\n<tr><th>rule</th><th>findings</th><th>errors</th><th>warnings</th><th>notes</th><th>fixable</th><th></th></tr>\n"
        for row in summary.rows {
            let counts = ([row.count] + Severity.mostSevereFirst.map(row.count(of:)) + [row.fixable])
                .map { "<td class=\"count\">\($0)</td>" }.joined()
            let about = rules[row.ruleID].map { Self.markup($0.summary) } ?? ""
            html += "<tr><td>\(ruleLink(row.ruleID))</td>\(counts)<td class=\"about\">\(about)</td></tr>\n"
        }
        return html + "</table>\n"
    }

    /// What each rule with findings checks and why, the target of every link to the rule; with a
    /// published `docs/rules.md` (`--sarif-help-base`) a link there too.
    private func explanations(_ summary: RuleSummary) -> String {
        var html = "<h2>The rules</h2>\n"
        for row in summary.rows {
            html += "<h3 id=\"\(Self.anchor(row.ruleID))\"><code>\(MarkupText.escaped(row.ruleID))</code>"
            guard let rule = rules[row.ruleID] else {
                html += "</h3>\n"
                continue
            }
            html += " <span>— \(Self.markup(rule.summary))</span></h3>\n"
            for paragraph in rule.explanation.components(separatedBy: "\n\n") where !paragraph.isEmpty {
                html += "<p>\(Self.markup(paragraph))</p>\n"
            }
            let more = context.helpURI(for: rule).map { "<a href=\"\(MarkupText.escaped($0))\">the rule's documentation</a>, or " } ?? ""
            html += "<p>See \(more)<code>plumb rules \(MarkupText.escaped(rule.id))</code> for its options and examples.</p>\n"
        }
        return html
    }

    private func ruleLink(_ id: String) -> String {
        "<a href=\"#\(Self.anchor(id))\"><code>\(MarkupText.escaped(id))</code></a>"
    }

    private static func anchor(_ id: String) -> String {
        "rule-" + MarkupText.escaped(id)
    }

    /// Text with its backticked code as `<code>`, the rest escaped.
    private static func markup(_ text: String) -> String {
        CodeSpans(text).rendered(prose: MarkupText.escaped, code: { "<code>\(MarkupText.escaped($0))</code>" })
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
