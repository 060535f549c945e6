import Foundation
import PlumbCore

/// The findings counted per rule, most first, for the lines after a run's findings and the top of
/// the HTML and Markdown reports: which rules speak loudest, how severe, how many `--fix` can
/// fix, and how to see one rule alone.
public struct RuleSummary: Sendable, Equatable {
    public struct Row: Sendable, Equatable {
        public var ruleID: String
        public var count: Int
        /// How many of the rule's findings have each severity: a configured severity, a
        /// `parse-error` note beside errors, or a rule that grades its findings mixes them, and a
        /// row under one severity would not add up to the run's counts.
        public var severities: [Severity: Int]
        public var fixable: Int

        public func count(of severity: Severity) -> Int {
            severities[severity, default: 0]
        }

        /// `error` when every finding is one, else the count of each, most severe first:
        /// `3 error, 1 warning`.
        var severityText: String {
            let present = Severity.mostSevereFirst.filter { count(of: $0) > 0 }
            guard present.count > 1 else { return present.first.map(TextReporter.label) ?? "" }
            return present.map { "\(count(of: $0)) \(TextReporter.label($0))" }.joined(separator: ", ")
        }

        /// `fixable` when all are, the count when some are, nothing when none is.
        var fixableText: String {
            fixable == 0 ? "" : fixable == count ? "fixable" : "\(fixable) fixable"
        }
    }

    public var rows: [Row]

    public init(findings: [Finding]) {
        var rows: [String: Row] = [:]
        for finding in findings {
            var row = rows[finding.ruleID] ?? Row(ruleID: finding.ruleID, count: 0, severities: [:], fixable: 0)
            row.count += 1
            row.severities[finding.severity, default: 0] += 1
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
        let severityWidth = rows.map(\.severityText.count).max() ?? 0
        var text = "by rule:\n"
        for row in rows {
            let count = String(repeating: " ", count: countWidth - String(row.count).count) + String(row.count)
            let severity = row.severityText.padding(toLength: severityWidth, withPad: " ", startingAt: 0)
            text += "  \(row.ruleID.padding(toLength: idWidth, withPad: " ", startingAt: 0))  \(count)  \(severity)  \(row.fixableText)"
                .trimmingTrailingSpaces() + "\n"
        }
        text += "one rule's findings: \(command) --only \(first.ruleID)   (or grep '[\(first.ruleID)]' in the text output)\n"
        return text
    }
}

extension Severity {
    /// Errors, warnings, then notes: the order reports count them in.
    static let mostSevereFirst = Severity.allCases.sorted(by: >)
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
