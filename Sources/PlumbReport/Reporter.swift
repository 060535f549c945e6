import PlumbCore

/// Turns a run's findings into the text of one output format.
public protocol Reporter {
    func report(_ findings: [Finding], summary: Summary) -> String
}

/// The output formats `plumb lint --format` accepts.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text
    case json

    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        }
    }
}
