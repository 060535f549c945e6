import Foundation
import PlumbCore

/// The findings a project has accepted for now, so that a run reports only new ones. A finding
/// is matched by its rule, its file and the text of its line and neighbours — never its line
/// number — so edits elsewhere in the file do not resurface it: first strictly (line and
/// neighbours), then, for what is left, by its line alone (a neighbour was edited). A matched
/// entry is used up, so a second identical finding is new.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Codable, Sendable, Equatable {
        public var rule: String
        public var file: String
        /// `FindingFingerprint.context` and `.line`.
        public var context: String
        public var line: String
        /// For people reading the file; not used to match.
        public var message: String
    }

    public private(set) var entries: [Entry]

    public init(findings: [Finding], sources: SourceLines) {
        entries = findings.map { finding in
            let fingerprint = FindingFingerprint(finding, sources: sources)
            return Entry(rule: finding.ruleID, file: finding.position.file, context: fingerprint.context,
                         line: fingerprint.line, message: finding.message)
        }.sorted { ($0.file, $0.rule, $0.context, $0.message) < ($1.file, $1.rule, $1.context, $1.message) }
    }

    /// The findings the baseline does not account for, in their order.
    public func newFindings(_ findings: [Finding], sources: SourceLines) -> [Finding] {
        let fingerprints = findings.map { FindingFingerprint($0, sources: sources) }
        var unused = Array(repeating: true, count: entries.count)
        var byContext = Dictionary(grouping: entries.indices, by: { entries[$0].context })
        var byLine = Dictionary(grouping: entries.indices, by: { entries[$0].line })
        var matched = Array(repeating: false, count: findings.count)
        func take(_ index: Int, from table: inout [String: [Int]], key: String) -> Bool {
            while let candidate = table[key]?.first {
                table[key]?.removeFirst()
                if unused[candidate] {
                    unused[candidate] = false
                    matched[index] = true
                    return true
                }
            }
            return false
        }
        for index in findings.indices { _ = take(index, from: &byContext, key: fingerprints[index].context) }
        for index in findings.indices where !matched[index] { _ = take(index, from: &byLine, key: fingerprints[index].line) }
        return findings.indices.filter { !matched[$0] }.map { findings[$0] }
    }

    // MARK: The file

    /// JSON, one entry per line so that a committed baseline diffs well.
    public var fileText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = entries.compactMap { entry in (try? encoder.encode(entry)).map { "  " + String(decoding: $0, as: UTF8.self) } }
        return "{\"version\": 1, \"findings\": [\n" + lines.joined(separator: ",\n") + (lines.isEmpty ? "" : "\n") + "]}\n"
    }

    /// Reads a baseline written by `fileText`; anything else is an error naming the file.
    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BaselineError(message: "\(path): no such baseline file (write one with --write-baseline \(path))")
        }
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch {
            throw BaselineError(message: "\(path): not a Plumb baseline: \(Self.describe(error))")
        }
        guard document.version == 1 else {
            throw BaselineError(message: "\(path): baseline version \(document.version) is not supported (expected 1)")
        }
        return Baseline(entries: document.findings)
    }

    private init(entries: [Entry]) {
        self.entries = entries
    }

    private struct Document: Decodable {
        var version: Int
        var findings: [Entry]
    }

    private static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            "missing key '\(key.stringValue)'\(where: context)"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            "wrong type\(where: context)"
        default:
            "not valid JSON"
        }
    }
}

private extension String.StringInterpolation {
    /// ` at findings[3].rule`: where in the document a decoding error is.
    mutating func appendInterpolation(where context: DecodingError.Context) {
        guard !context.codingPath.isEmpty else { return }
        let path = context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
        appendLiteral(" at " + (path.hasPrefix(".") ? String(path.dropFirst()) : path))
    }
}

/// A baseline file that is missing or not a baseline: the run fails (exit code 2).
public struct BaselineError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
