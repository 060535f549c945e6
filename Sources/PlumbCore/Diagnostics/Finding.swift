/// A position in a source file; line and column count from 1, the column in UTF-8 bytes as the
/// compiler does.
public struct SourcePosition: Sendable, Hashable, Comparable, Codable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// Replace the UTF-8 byte range `range` of the file at `file` by `replacement`.
public struct TextEdit: Sendable, Hashable, Codable {
    public var file: String
    public var range: Range<Int>
    public var replacement: String

    public init(file: String, range: Range<Int>, replacement: String) {
        self.file = file
        self.range = range
        self.replacement = replacement
    }
}

/// One violation of one rule at one place.
public struct Finding: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var position: SourcePosition
    public var message: String
    /// The edits that fix it; empty when the finding has no safe fix.
    public var fix: [TextEdit]
    /// Other fixes, in order of preference, for when `fix` would make another rule report
    /// what it wrote (see `FixSettler`); nil when there is no other.
    public var alternativeFixes: [[TextEdit]]?
    /// For a layout finding, the ids of the scenarios where it fails (`Scenario.id` plus the
    /// text size, e.g. "iphone-se-4-7/portrait@AX5"), in the order they were checked; nil for
    /// findings that do not depend on a device.
    public var scenarios: [String]?

    public var isFixable: Bool { !fix.isEmpty }

    public init(
        ruleID: String, severity: Severity, position: SourcePosition, message: String, fix: [TextEdit] = [],
        alternativeFixes: [[TextEdit]]? = nil, scenarios: [String]? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.position = position
        self.message = message
        self.fix = fix
        self.alternativeFixes = alternativeFixes
        self.scenarios = scenarios
    }
}
