import Foundation
import MCP
import PlumbCore
import PlumbReport

/// Findings as structured content: the fields of `plumb lint --format json`, plus each fix's
/// edits — the file, the UTF-8 byte range, the text it replaces and the replacement — so that a
/// generator can apply a fix itself or see what `fix` would do.
struct FindingValues {
    /// Display paths by path (edits name files by path).
    let displayPaths: [String: String]
    /// The text of a file by path, for the `original` of an edit.
    let text: (String) -> [UInt8]?

    func findings(_ findings: [Finding]) -> Value {
        .array(findings.map(finding))
    }

    func summary(_ findings: [Finding], files: Int) -> Value {
        let summary = Summary(files: files, findings: findings)
        return ["files": .int(summary.files), "errors": .int(summary.errors), "warnings": .int(summary.warnings), "infos": .int(summary.infos)]
    }

    private func finding(_ finding: Finding) -> Value {
        [
            "rule": .string(finding.ruleID),
            "severity": .string(finding.severity.rawValue),
            "file": .string(finding.position.file),
            "line": .int(finding.position.line),
            "column": .int(finding.position.column),
            "message": .string(finding.message),
            "fixable": .bool(finding.isFixable),
            "fix": .array(finding.fix.map(edit)),
            // The layout scenarios where a layout rule's finding fails (`iphone-se-3/portrait@L`); empty for the others.
            "scenarios": .array((finding.scenarios ?? []).map(Value.string)),
        ]
    }

    private func edit(_ edit: TextEdit) -> Value {
        var value: [String: Value] = [
            "file": .string(displayPaths[edit.file] ?? edit.file),
            "start": .int(edit.range.lowerBound),
            "end": .int(edit.range.upperBound),
            "replacement": .string(edit.replacement),
        ]
        if let bytes = text(edit.file), edit.range.upperBound <= bytes.count {
            value["original"] = .string(String(decoding: bytes[edit.range], as: UTF8.self))
        }
        return .object(value)
    }
}

extension FindingValues {
    /// For a request: the source text for its file, the project's files read from disk.
    init(_ request: LintRequest) {
        let source = request.source
        self.init(displayPaths: request.displayPaths) { path in
            if let source, source.file.path == path { return Array(source.text.utf8) }
            return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
        }
    }
}
