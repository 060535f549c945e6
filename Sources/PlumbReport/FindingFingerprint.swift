import PlumbCore

/// What identifies a finding across edits: its rule, its file and the text around it, never its
/// line number. Two strengths: `context` (the finding's line and its neighbours) and `line` (its
/// line alone), so a baseline can match strictly first and then survive an edit next to the
/// line. Whitespace is collapsed, so re-indenting does not resurface a finding.
public struct FindingFingerprint: Hashable, Sendable {
    public var context: String
    public var line: String

    public init(_ finding: Finding, sources: SourceLines) {
        let position = finding.position
        let text = { (number: Int) in Self.normalized(sources.line(number, of: position.file)) }
        let identity = finding.ruleID + "\n" + position.file + "\n"
        line = StableHash.hex(of: identity + text(position.line))
        context = StableHash.hex(of: identity + text(position.line - 1) + "\n" + text(position.line) + "\n" + text(position.line + 1))
    }

    static func normalized(_ line: Substring) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }
}
