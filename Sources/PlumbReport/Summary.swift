import PlumbCore

/// Counts of a run's findings by severity.
public struct Summary: Sendable, Equatable {
    public var files: Int
    public var errors: Int
    public var warnings: Int
    public var infos: Int

    public init(files: Int, findings: [Finding]) {
        self.files = files
        errors = findings.count { $0.severity == .error }
        warnings = findings.count { $0.severity == .warning }
        infos = findings.count { $0.severity == .info }
    }

    /// One line for standard error: `3 errors, 5 warnings, 0 notes in 40 files`.
    public var line: String {
        "\(Self.count(errors, "error")), \(Self.count(warnings, "warning")), \(Self.count(infos, "note")) in \(Self.count(files, "file"))"
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
