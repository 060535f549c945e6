/// How much a finding matters. `error` fails a run, `warning` fails it only with `--strict`.
public enum Severity: String, Sendable, CaseIterable, Comparable, Codable {
    case info
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }
}

/// What a rule needs to decide: one file's source, the whole project, or a laid-out screen.
public enum RuleKind: String, Sendable, CaseIterable, Codable {
    case syntax
    case project
    case layout
}
