import PlumbCore

/// Turns a run's findings into the text of one output format.
public protocol Reporter {
    func report(_ findings: [Finding], summary: Summary) -> String
}

/// The output formats `plumb lint --format` accepts.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text
    case json
    case sarif
    case github
    case junit
    case checkstyle
    case html
    case markdown

    public func reporter(_ context: ReportContext) -> any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter(shard: context.shard)
        case .sarif: SARIFReporter(context: context)
        case .github: GitHubReporter()
        case .junit: JUnitReporter()
        case .checkstyle: CheckstyleReporter()
        case .html: HTMLReporter(context: context)
        case .markdown: MarkdownReporter(context: context)
        }
    }
}
