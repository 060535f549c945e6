import PlumbCore

/// GitHub Actions workflow commands: each finding becomes an annotation on the pull request's
/// diff, `::error file=App/Home.swift,line=12,col=22,title=spacing-grid::message`.
public struct GitHubReporter: Reporter {
    public init() {}

    public func report(_ findings: [Finding], summary: Summary) -> String {
        findings.map { finding in
            let position = finding.position
            let properties = "file=\(Self.property(position.file)),line=\(position.line),col=\(position.column),title=\(Self.property(finding.ruleID))"
            return "::\(Self.command(finding.severity)) \(properties)::\(Self.data(finding.message))\n"
        }.joined()
    }

    private static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// The runner's escaping of a command's message.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value also escapes the separators of the property list.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
