import Foundation
import PlumbCore

/// A report `ReportMerger` cannot join, with the reason.
public struct ReportMergeError: Error, CustomStringConvertible {
    public let description: String
}

/// Joins the JSON or SARIF reports of the shards of one run (`plumb lint --shard K/N`) into the
/// report one run over all the files gives: the findings of all, each place and rule once (a
/// finding one shard's walk reports in another shard's file is kept once), in the run's order
/// (file, line, column, rule), with the summary counted again and SARIF's fingerprint
/// occurrences numbered again across the whole report. The reports must be every shard of one
/// run, each once: a missing, repeated or foreign shard would make a report that looks whole
/// and is not.
public enum ReportMerger {
    /// A report and the name it is known by (its path), for the errors.
    public typealias NamedReport = (name: String, report: OrderedJSON)

    public static func merge(_ reports: [NamedReport]) throws -> OrderedJSON {
        guard let first = reports.first else { throw ReportMergeError(description: "no report to merge") }
        switch Format(first.report) {
        case .json?:
            guard reports.allSatisfy({ Format($0.report) == .json }) else { throw mixed }
            try checkShards(reports.map { ($0.name, ShardIdentity(json: $0.report[ShardIdentity.jsonKey])) })
            return mergeJSON(reports.map { $0.report.removing(ShardIdentity.jsonKey) })
        case .sarif?:
            guard reports.allSatisfy({ Format($0.report) == .sarif }) else { throw mixed }
            try checkShards(reports.map { ($0.name, ShardIdentity(json: sarifRun($0.report)["properties"]?[ShardIdentity.sarifProperty])) })
            return mergeSARIF(reports.map(\.report))
        case nil:
            throw ReportMergeError(description: "\(first.name): not a Plumb JSON (version 1) or SARIF report")
        }
    }

    private static let mixed = ReportMergeError(description: "the reports are not all of one format (JSON or SARIF)")

    private enum Format {
        case json
        case sarif

        init?(_ report: OrderedJSON) {
            if report["version"]?.numberValue == 1, report["findings"]?.arrayValue != nil {
                self = .json
            } else if report["version"]?.stringValue == "2.1.0", report["runs"]?.arrayValue?.count == 1 {
                self = .sarif
            } else {
                return nil
            }
        }
    }

    /// The shards must be 1 to N of one run, each once; the first report names the run.
    private static func checkShards(_ shards: [(name: String, identity: ShardIdentity?)]) throws {
        var seen: [Int: String] = [:]
        var run: (name: String, identity: ShardIdentity)?
        for (name, identity) in shards {
            guard let identity else {
                throw ReportMergeError(description: "\(name): not the report of a shard (`plumb lint --shard K/N` writes one)")
            }
            if let run, run.identity.run != identity.run || run.identity.count != identity.count {
                throw ReportMergeError(description: """
                    \(name): \(identity.name) of another run (run \(identity.run), and \(run.name) is \(run.identity.name) of run \(run.identity.run)); \
                    the shards of one run use the same Plumb, configuration, paths and files
                    """)
            }
            run = run ?? (name, identity)
            if let earlier = seen[identity.index] {
                throw ReportMergeError(description: "\(name): \(identity.name) again (\(earlier) is \(identity.name))")
            }
            seen[identity.index] = name
        }
        guard let count = run?.identity.count else { return }
        let missing = (1...count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            let list = missing.map(String.init).joined(separator: ", ")
            throw ReportMergeError(description: "shard\(missing.count == 1 ? "" : "s") \(list) of \(count) \(missing.count == 1 ? "is" : "are") missing")
        }
    }

    // MARK: JSON

    private static func mergeJSON(_ reports: [OrderedJSON]) -> OrderedJSON {
        let findings = unique(reports.flatMap { $0["findings"]?.arrayValue ?? [] }) { finding in
            Place(rule: finding["rule"]?.stringValue, file: finding["file"]?.stringValue,
                  line: finding["line"]?.numberValue, column: finding["column"]?.numberValue)
        }
        let severities = findings.map { $0["severity"]?.stringValue }
        let files = reports.compactMap { $0["summary"]?["files"]?.numberValue }.reduce(0, +)
        var summary = reports[0]["summary"] ?? .object([])
        summary = summary.setting("files", to: .number(files))
        for (key, severity) in [("errors", "error"), ("warnings", "warning"), ("infos", "info")] {
            summary = summary.setting(key, to: .number(Double(severities.count { $0 == severity })))
        }
        return reports[0].setting("findings", to: .array(findings)).setting("summary", to: summary)
    }

    // MARK: SARIF

    private static func sarifRun(_ report: OrderedJSON) -> OrderedJSON {
        report["runs"]?.arrayValue?.first ?? .object([])
    }

    private static func mergeSARIF(_ reports: [OrderedJSON]) -> OrderedJSON {
        let runs = reports.map(sarifRun)
        var results = unique(runs.flatMap { $0["results"]?.arrayValue ?? [] }) { result in
            let location = result["locations"]?.arrayValue?.first?["physicalLocation"]
            let uri = location?["artifactLocation"]?["uri"]?.stringValue
            return Place(rule: result["ruleId"]?.stringValue, file: uri.map(path(ofURI:)),
                         line: location?["region"]?["startLine"]?.numberValue,
                         column: location?["region"]?["startColumn"]?.numberValue)
        }
        results = renumberingFingerprints(results)
        var run = runs[0].setting("results", to: .array(results))
        // The shard's identity is the run's only property: the merged run has none.
        run = run.removing("properties")
        return reports[0].setting("runs", to: .array([run]))
    }

    /// SARIFReporter numbers the findings that share a context fingerprint in report order
    /// (`hash:1`, `hash:2`); a shard numbered only its own.
    private static func renumberingFingerprints(_ results: [OrderedJSON]) -> [OrderedJSON] {
        var occurrences: [String: Int] = [:]
        return results.map { result in
            guard let fingerprints = result["partialFingerprints"],
                  let value = fingerprints[SARIFReporter.fingerprintKey]?.stringValue,
                  let colon = value.lastIndex(of: ":") else { return result }
            let context = String(value[..<colon])
            let occurrence = occurrences[context, default: 0] + 1
            occurrences[context] = occurrence
            return result.setting(
                "partialFingerprints", to: fingerprints.setting(SARIFReporter.fingerprintKey, to: .string("\(context):\(occurrence)")))
        }
    }

    /// The path a SARIF artifact URI names, as findings name it (relative, or absolute for `file:`).
    private static func path(ofURI uri: String) -> String {
        let decoded = uri.removingPercentEncoding ?? uri
        return decoded.hasPrefix("file://") ? String(decoded.dropFirst("file://".count)) : decoded
    }

    // MARK: Both

    /// Where a finding is and of which rule: one run reports each once.
    private struct Place: Hashable {
        let rule: String?
        let file: String?
        let line: Double?
        let column: Double?

        /// A run's order: file, line, column, then rule.
        static func precedes(_ lhs: Place, _ rhs: Place) -> Bool {
            let left = SourcePosition(file: lhs.file ?? "", line: Int(lhs.line ?? 0), column: Int(lhs.column ?? 0))
            let right = SourcePosition(file: rhs.file ?? "", line: Int(rhs.line ?? 0), column: Int(rhs.column ?? 0))
            return (left, lhs.rule ?? "") < (right, rhs.rule ?? "")
        }
    }

    /// The findings each place and rule once (the first), sorted as a run sorts them.
    private static func unique(_ findings: [OrderedJSON], place: (OrderedJSON) -> Place) -> [OrderedJSON] {
        var seen = Set<Place>()
        var kept: [(place: Place, finding: OrderedJSON)] = []
        for finding in findings {
            let key = place(finding)
            if seen.insert(key).inserted { kept.append((key, finding)) }
        }
        return kept.sorted { Place.precedes($0.place, $1.place) }.map(\.finding)
    }
}
