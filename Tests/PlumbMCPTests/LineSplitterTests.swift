import XCTest

@testable import PlumbMCP

final class LineSplitterTests: XCTestCase {
    private func lines(_ chunks: [String], maxBytes: Int = 64) -> [LineSplitter.Line] {
        var splitter = LineSplitter(maxBytes: maxBytes)
        return chunks.flatMap { splitter.feed(Array($0.utf8)) }
    }

    func testMessagesAreLinesWhateverTheChunks() {
        XCTAssertEqual(lines(["{\"a\":1}\n{\"b\"", ":2}\n\n"]), [.message(Array("{\"a\":1}".utf8)), .message(Array("{\"b\":2}".utf8))])
        XCTAssertEqual(lines(["{\"a\":1}"]), [], "a line is a message only once it ends")
    }

    func testALongLineIsRefusedWithItsIdAndTheNextLineStillRead() {
        let long = "{\"method\":\"tools/call\",\"params\":{\"source\":\"" + String(repeating: "x", count: 200) + "\",\"id\":99},\"jsonrpc\":\"2.0\",\"id\":7}"
        let result = lines([String(long.prefix(100)), String(long.dropFirst(100)) + "\n{\"ok\":1}\n"])
        XCTAssertEqual(result, [.oversized(bytes: long.utf8.count, id: "7"), .message(Array("{\"ok\":1}".utf8))])
    }

    func testTheIdIsTheTopLevelOneAndMayBeAString() {
        var scanner = TopLevelIDScanner()
        scanner.scan(Array(#"{"params":{"id":1,"text":"\"id\": 3"},"id" : "req-\"9\"" }"#.utf8))
        XCTAssertEqual(scanner.id, #""req-\"9\"""#)
        var none = TopLevelIDScanner()
        none.scan(Array(#"{"method":"notifications/initialized"}"#.utf8))
        XCTAssertNil(none.id)
    }

    func testTheRefusalIsAJSONRPCErrorForThatRequest() throws {
        let refusal = try JSONSerialization.jsonObject(with: LineTransport.refusal(id: "7", bytes: 100, limit: 64)) as? [String: Any]
        XCTAssertEqual(refusal?["id"] as? Int, 7)
        let error = refusal?["error"] as? [String: Any]
        XCTAssertEqual(error?["code"] as? Int, -32600)
        XCTAssertTrue((error?["message"] as? String)?.contains("limit is 64") ?? false)
    }
}
