import Foundation

/// Cuts standard input into JSON-RPC messages, one per line, holding at most `maxBytes` of a
/// line: a longer line is not kept but scanned as it streams past for its top-level `"id"`, so
/// that the request can be answered with an error instead of leaving its client waiting.
/// Time is linear in the input (each byte is looked at once) and memory bounded by `maxBytes`.
struct LineSplitter {
    enum Line: Equatable {
        case message([UInt8])
        /// A line over the limit: its length and the JSON text of its top-level `id`, if any.
        case oversized(bytes: Int, id: String?)
    }

    let maxBytes: Int
    private var pending: [UInt8] = []
    /// Set while the current line is over the limit: its bytes so far and its id scanner.
    private var overflow: (bytes: Int, scanner: TopLevelIDScanner)?

    init(maxBytes: Int) {
        self.maxBytes = maxBytes
    }

    /// The lines `chunk` completes, in order; empty lines are skipped.
    mutating func feed(_ chunk: some Collection<UInt8>) -> [Line] {
        var lines: [Line] = []
        var start = chunk.startIndex
        while start != chunk.endIndex {
            let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n"))
            let segment = chunk[start..<(newline ?? chunk.endIndex)]
            take(segment)
            if newline != nil, let line = endLine() { lines.append(line) }
            start = newline.map { chunk.index(after: $0) } ?? chunk.endIndex
        }
        return lines
    }

    private mutating func take(_ segment: some Collection<UInt8>) {
        if case (let bytes, var scanner)? = overflow {
            scanner.scan(segment)
            overflow = (bytes + segment.count, scanner)
        } else if pending.count + segment.count > maxBytes {
            var scanner = TopLevelIDScanner()
            scanner.scan(pending)
            scanner.scan(segment)
            overflow = (pending.count + segment.count, scanner)
            pending = []
        } else {
            pending.append(contentsOf: segment)
        }
    }

    private mutating func endLine() -> Line? {
        defer {
            pending = []
            overflow = nil
        }
        if let (bytes, scanner) = overflow { return .oversized(bytes: bytes, id: scanner.id) }
        return pending.isEmpty ? nil : .message(pending)
    }
}

/// Finds the value of the top-level `"id"` key of a JSON object read a few bytes at a time,
/// keeping only that value: depth, string and escape state, and the last top-level key.
struct TopLevelIDScanner {
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// The text of the string being read at depth 1 (a key, or a value), up to a few bytes.
    private var text: [UInt8] = []
    private var lastString: [UInt8]?
    private var value: [UInt8]?
    private var readingID = false
    private(set) var id: String?

    mutating func scan(_ bytes: some Collection<UInt8>) {
        for byte in bytes { scan(byte) }
    }

    private mutating func scan(_ byte: UInt8) {
        if readingID && depth == 1 && !inString && (byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}")) {
            readingID = false
            let text = String(decoding: value ?? [], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if id == nil, !text.isEmpty { id = text }
        }
        if readingID && depth == 1, (value?.count ?? 0) < 256 { value = (value ?? []) + [byte] }
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
                if depth == 1 { lastString = text }
                return
            }
            if depth == 1 && text.count < 8 { text.append(byte) }
            return
        }
        switch byte {
        case UInt8(ascii: "\""):
            inString = true
            text = []
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
        case UInt8(ascii: ":") where depth == 1:
            readingID = lastString == Array("id".utf8)
            value = readingID ? [] : nil
        case UInt8(ascii: ","):
            lastString = nil
        default:
            break
        }
    }
}
