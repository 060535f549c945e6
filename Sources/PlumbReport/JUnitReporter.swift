import PlumbCore

/// JUnit XML, which CI servers (Jenkins, GitLab, Azure, CircleCI) show as test results: a suite
/// per file, a failing test case per finding. Notes are test cases that pass, with the message
/// in their output, so they show without failing the suite.
public struct JUnitReporter: Reporter {
    public init() {}

    public func report(_ findings: [Finding], summary: Summary) -> String {
        let failing = findings.count { $0.severity != .info }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"plumb\" tests=\"\(findings.count)\" failures=\"\(failing)\" errors=\"0\">\n"
        for group in MarkupText.byFile(findings) {
            let file = MarkupText.escaped(group.file)
            xml += "  <testsuite name=\"\(file)\" tests=\"\(group.findings.count)\" failures=\"\(group.findings.count { $0.severity != .info })\" errors=\"0\">\n"
            for finding in group.findings {
                let position = finding.position
                let name = MarkupText.escaped("\(finding.ruleID) at \(position.line):\(position.column)")
                let message = MarkupText.escaped(finding.message)
                let detail = MarkupText.escaped("\(position.file):\(position.line):\(position.column): \(finding.message) [\(finding.ruleID)]")
                xml += "    <testcase classname=\"\(file)\" name=\"\(name)\">\n"
                if finding.severity == .info {
                    xml += "      <system-out>\(detail)</system-out>\n"
                } else {
                    xml += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(message)\">\(detail)</failure>\n"
                }
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }
}
