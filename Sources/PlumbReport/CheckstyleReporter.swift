import PlumbCore

/// Checkstyle XML, which many CI plugins and review bots (Danger, reviewdog, Jenkins Warnings)
/// read: a `<file>` per file, an `<error>` per finding, `source` naming the rule.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func report(_ findings: [Finding], summary: Summary) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for group in MarkupText.byFile(findings) {
            xml += "  <file name=\"\(MarkupText.escaped(group.file))\">\n"
            for finding in group.findings {
                let position = finding.position
                xml += "    <error line=\"\(position.line)\" column=\"\(position.column)\" severity=\"\(finding.severity.rawValue)\" "
                xml += "message=\"\(MarkupText.escaped(finding.message))\" source=\"plumb.\(MarkupText.escaped(finding.ruleID))\"/>\n"
            }
            xml += "  </file>\n"
        }
        return xml + "</checkstyle>\n"
    }
}
