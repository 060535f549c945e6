import Foundation
import PlumbCore

/// The findings counted per rule, most first, for the lines after a run's findings: which
/// rules speak loudest, how severe, how many `--fix` can fix, and how to see one rule alone.
public struct RuleSummary: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public var ruleID: String
        public var count: Int
        /// The most severe of the rule's findings.
        public var severity: Severity
        public var fixable: Int
    }

    public var rows: [Row]

    public init(findings: [Finding]) {
        var rows: [String: Row] = [:]
        for finding in findings {
            var row = rows[finding.ruleID] ?? Row(ruleID: finding.ruleID, count: 0, severity: finding.severity, fixable: 0)
            row.count += 1
            row.severity = max(row.severity, finding.severity)
            if finding.isFixable { row.fixable += 1 }
            rows[finding.ruleID] = row
        }
        self.rows = rows.values.sorted { ($1.count, $0.ruleID) < ($0.count, $1.ruleID) }
    }

    /// The table and a hint naming the loudest rule, e.g. `plumb lint --only spacing-grid App`;
    /// empty when there is nothing to summarize. `command` is how the run was started, without
    /// its rule options.
    public func text(command: String) -> String {
        guard let first = rows.first else { return "" }
        let idWidth = rows.map(\.ruleID.count).max() ?? 0
        let countWidth = String(first.count).count
        let severityWidth = rows.map { TextReporter.label($0.severity).count }.max() ?? 0
        var text = "by rule:\n"
        for row in rows {
            let count = String(repeating: " ", count: countWidth - String(row.count).count) + String(row.count)
            let severity = TextReporter.label(row.severity).padding(toLength: severityWidth, withPad: " ", startingAt: 0)
            let fixable = row.fixable == 0 ? "" : row.fixable == row.count ? "fixable" : "\(row.fixable) fixable"
            text += "  \(row.ruleID.padding(toLength: idWidth, withPad: " ", startingAt: 0))  \(count)  \(severity)  \(fixable)"
                .trimmingTrailingSpaces() + "\n"
        }
        text += "one rule's findings: \(command) --only \(first.ruleID)   (or grep '[\(first.ruleID)]' in the text output)\n"
        return text
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
