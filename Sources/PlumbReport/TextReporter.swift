import PlumbCore

/// The compiler's format, which Xcode and editors read:
/// `path:line:col: error|warning|note: message [rule-id]`.
public struct TextReporter: Reporter {
    public init() {}

    public func report(_ findings: [Finding], summary: Summary) -> String {
        findings.map(line).joined()
    }

    private func line(_ finding: Finding) -> String {
        let position = finding.position
        return "\(position.file):\(position.line):\(position.column): \(Self.label(finding.severity)): \(finding.message) [\(finding.ruleID)]\n"
    }

    /// The compiler's word for a severity: `info` is a `note`.
    static func label(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }
}
