import PlumbCore
import PlumbReport
import Testing

/// A shard's report says which it is (K of N, the run's key), and `ReportMerger` joins only every
/// shard of one run, each once, naming the one that is missing, repeated or foreign.
@Suite struct ShardMergeTests {
    static func report(_ format: ReportFormat, _ shard: ShardIdentity?, line: Int = 1) throws -> OrderedJSON {
        let finding = Finding(ruleID: "spacing-grid", severity: .error, position: SourcePosition(file: "A.swift", line: line, column: 1), message: "m")
        let text = format.reporter(ReportContext(currentDirectory: "/p", shard: shard)).report([finding], summary: Summary(files: 1, findings: [finding]))
        return try OrderedJSON(parsing: text)
    }

    static func shard(_ index: Int, of count: Int, run: String = "r1") -> ShardIdentity {
        ShardIdentity(index: index, count: count, run: run)
    }

    @Test(arguments: [ReportFormat.json, .sarif])
    func everyShardOfOneRunMergesIntoAReportWithoutShardIdentity(format: ReportFormat) throws {
        let merged = try ReportMerger.merge([
            ("a", try Self.report(format, Self.shard(1, of: 2), line: 1)), ("b", try Self.report(format, Self.shard(2, of: 2), line: 2)),
        ])
        #expect(!merged.rendered.contains("r1") && !merged.rendered.contains("\"shard\"") && !merged.rendered.contains("plumbShard"))
        #expect(merged.rendered.contains("\"A.swift\"") && merged.rendered.components(separatedBy: "\"spacing-grid\"").count >= 3)
        #expect(try Self.report(format, Self.shard(1, of: 2)).rendered.contains("\"r1\""), "a shard's report names its run")
    }

    @Test(arguments: [ReportFormat.json, .sarif])
    func aMissingRepeatedForeignOrUnshardedReportIsRefusedByName(format: ReportFormat) throws {
        func error(_ reports: [(String, ShardIdentity?)]) throws -> String {
            let named = try reports.map { ($0.0, try Self.report(format, $0.1)) }
            do {
                _ = try ReportMerger.merge(named)
                return ""
            } catch let error as ReportMergeError {
                return error.description
            }
        }
        #expect(try error([("one.json", Self.shard(1, of: 3)), ("three.json", Self.shard(3, of: 3))]) == "shard 2 of 3 is missing")
        #expect(try error([("one.json", Self.shard(1, of: 3))]) == "shards 2, 3 of 3 are missing")
        #expect(try error([("one.json", Self.shard(1, of: 2)), ("again.json", Self.shard(1, of: 2))])
                    == "again.json: shard 1 of 2 again (one.json is shard 1 of 2)")
        #expect(try error([("one.json", Self.shard(1, of: 2)), ("other.json", Self.shard(2, of: 2, run: "r2"))]).hasPrefix(
            "other.json: shard 2 of 2 of another run (run r2, and one.json is shard 1 of 2 of run r1)"))
        #expect(try error([("one.json", Self.shard(1, of: 2)), ("three.json", Self.shard(2, of: 3))]).hasPrefix("three.json: shard 2 of 3 of another run"))
        #expect(try error([("whole.json", nil)]) == "whole.json: not the report of a shard (`plumb lint --shard K/N` writes one)")
    }
}
