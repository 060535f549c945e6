import Foundation
import XCTest

/// Runs the built `plumb devices` and reads its output back.
final class DevicesCommandTests: XCTestCase {
    func testJSONListsEveryDeviceWithKeysInOrder() throws {
        let result = try plumb("devices", "--format", "json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        XCTAssertEqual(objects.count, 67)
        XCTAssertEqual(objects.filter { $0["default"] as? Bool == true }.count, 5)

        let keys = ["id", "name", "platform", "points", "scale", "sizeClasses", "safeArea", "splitViews", "default"]
        for line in result.stdout.split(separator: "\n") where line.contains("\"id\"") {
            let positions = keys.map { line.range(of: "\"\($0)\": ")?.lowerBound }
            XCTAssertFalse(positions.contains(nil), String(line))
            XCTAssertEqual(positions.compactMap { $0 }, positions.compactMap { $0 }.sorted(), String(line))
        }
    }

    func testPlatformFilterAcceptsAnyCase() throws {
        for (argument, count) in [("watchOS", 7), ("ipados", 15), ("TVOS", 2), ("iOS", 43)] {
            let result = try plumb("devices", "--platform", argument, "--format", "json")
            XCTAssertEqual(result.status, 0, result.stderr)
            let objects = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            XCTAssertEqual(objects.count, count, argument)
        }
    }

    func testTextIsATableWithSplitViews() throws {
        let result = try plumb("devices", "--platform", "iPadOS")
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.first?.hasPrefix("ID") == true)
        XCTAssertTrue(lines.contains { $0.hasPrefix("ipad-pro-11 ") && $0.contains("834×1194") })
        XCTAssertTrue(lines.contains("Split View panes"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("ipad-pro-11 ") && $0.contains("375×834 wC hR") })
        XCTAssertFalse(lines.contains { $0.hasPrefix("iphone-") })
    }

    func testBadArgumentsExitTwo() throws {
        for arguments in [["devices", "--platform", "android"], ["devices", "--format", "xml"]] {
            let result = try plumb(arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains("invalid"), result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }

    private func plumb(_ arguments: String...) throws -> PlumbProcess.Output {
        try plumb(arguments)
    }

    private func plumb(_ arguments: [String]) throws -> PlumbProcess.Output {
        try PlumbProcess.run(arguments, in: FileManager.default.temporaryDirectory)
    }
}
