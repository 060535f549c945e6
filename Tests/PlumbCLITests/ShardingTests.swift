import Foundation
import XCTest

/// `plumb lint --shard K/N` and `plumb merge`: the shards of a run, merged, report what one run
/// reports, byte for byte.
final class ShardingTests: XCTestCase {
    private static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    func testMergedShardsEqualOneRunInJSONAndSARIF() throws {
        for format in ["json", "sarif"] {
            let whole = try PlumbProcess.run(["lint", "--no-cache", "--quiet", "--format", format, "Journal"], in: Self.examples)
            XCTAssertEqual(whole.status, 1, whole.stderr)
            for count in [2, 3] {
                let scratch = try Sandbox()
                var reports: [String] = []
                var shardFindings: [Int] = []
                for index in 1...count {
                    let report = scratch.url.appendingPathComponent("shard-\(index).\(format)").path
                    let shard = try PlumbProcess.run(
                        ["lint", "--no-cache", "--quiet", "--format", format, "--shard", "\(index)/\(count)", "--output", report, "Journal"],
                        in: Self.examples)
                    XCTAssertTrue([0, 1].contains(shard.status), shard.stderr)
                    reports.append(report)
                    shardFindings.append(try String(contentsOfFile: report, encoding: .utf8).components(separatedBy: "\"rule").count)
                }
                XCTAssertTrue(shardFindings.allSatisfy { $0 > 1 }, "a shard of \(count) found nothing: \(shardFindings)")
                let merged = try PlumbProcess.run(["merge"] + reports, in: Self.examples)
                XCTAssertEqual(merged.status, 0, merged.stderr)
                XCTAssertEqual(merged.stdout, whole.stdout, "\(format), \(count) shards")
            }
        }
    }

    func testShardsSplitTheFilesAndCountThemOnce() throws {
        var files = 0
        for index in 1...3 {
            let shard = try PlumbProcess.run(["lint", "--no-cache", "--format", "json", "--shard", "\(index)/3", "JournalClean"], in: Self.examples)
            let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(shard.stdout.utf8)) as? [String: Any], shard.stderr)
            files += try XCTUnwrap((document["summary"] as? [String: Any])?["files"] as? Int)
        }
        let whole = try PlumbProcess.run(["lint", "--no-cache", "--format", "json", "JournalClean"], in: Self.examples)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(whole.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(files, (document["summary"] as? [String: Any])?["files"] as? Int)
    }

    func testBadShardsAndReportsExitTwo() throws {
        for shard in ["0/2", "3/2", "1/0", "a/b", "1"] {
            let run = try PlumbProcess.run(["lint", "--shard", shard, "JournalClean"], in: Self.examples)
            XCTAssertEqual(run.status, 2, shard)
        }
        let scratch = try Sandbox()
        let notJSON = try scratch.write("a.json", "{ not json")
        let run = try PlumbProcess.run(["merge", notJSON.path], in: Self.examples)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("a.json"), run.stderr)
        let json = try scratch.write("b.json", #"{"version": 1, "findings": [], "summary": {"files": 0, "errors": 0, "warnings": 0, "infos": 0}}"#)
        let sarif = try scratch.write("c.sarif", #"{"version": "2.1.0", "runs": [{"results": []}]}"#)
        let mixed = try PlumbProcess.run(["merge", json.path, sarif.path], in: Self.examples)
        XCTAssertEqual(mixed.status, 2)
        XCTAssertTrue(mixed.stderr.contains("not all of one format"), mixed.stderr)
    }
}
