import Foundation
import Logging
import MCP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// MCP's stdio transport — one JSON-RPC message per line on standard input, one per line on
/// standard output — with a bound on a message's size (`LineSplitter`). The SDK's own
/// `StdioTransport` holds a line of any length and rescans it for each 4 KiB read, so a huge
/// request would take time and memory without limit. A line over the limit is answered here
/// with a JSON-RPC "invalid request" error carrying its id, and never reaches the server; so is
/// a line that is not JSON, or JSON that is no message, with id null as JSON-RPC requires (the
/// SDK would answer it with an id of its own making, which no client can match).
actor LineTransport: Transport {
    nonisolated let logger: Logger
    private let input: Int32
    private let output: LineWriter
    private let maxBytes: Int
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var isConnected = false

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, maxBytes: Int, logger: Logger) {
        self.input = input
        self.output = LineWriter(output)
        self.maxBytes = maxBytes
        self.logger = logger
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    func connect() async throws {
        guard !isConnected else { return }
        isConnected = true
        // A refusal is written by the reading thread before it reads on: answers keep the order
        // of the lines, and none is lost when the input ends and the server stops.
        let reader = Thread { [input, maxBytes, continuation, output] in
            Self.readLines(input, maxBytes: maxBytes, continuation: continuation) { refusal in
                try? output.writeLine(refusal)
            }
        }
        reader.name = "plumb-mcp-stdin"
        reader.start()
    }

    func disconnect() async {
        isConnected = false
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        try output.writeLine(data)
    }

    func receive() -> AsyncThrowingStream<Data, any Error> {
        messages
    }

    /// Blocking reads on a thread of its own until end of file: the messages go to the server,
    /// the refusals of over-long lines to `refuse`.
    private static func readLines(
        _ input: Int32, maxBytes: Int, continuation: AsyncThrowingStream<Data, any Error>.Continuation,
        refuse: @escaping @Sendable (Data) -> Void
    ) {
        var splitter = LineSplitter(maxBytes: maxBytes)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            for line in splitter.feed(buffer[..<count]) {
                switch line {
                case .message(let bytes):
                    if let refusal = malformedRefusal(bytes) { refuse(refusal) } else { continuation.yield(Data(bytes)) }
                case .oversized(let bytes, let id):
                    refuse(Self.refusal(id: id, bytes: bytes, limit: maxBytes))
                }
            }
        }
        continuation.finish()
    }

    /// The JSON-RPC error for a message over the limit, with the request's id when it had one.
    static func refusal(id: String?, bytes: Int, limit: Int) -> Data {
        let requestID = id.flatMap { try? JSONDecoder().decode(ID.self, from: Data($0.utf8)) }
        let idValue = requestID.map { id -> Value in
            switch id {
            case .string(let text): .string(text)
            case .number(let number): .int(number)
            }
        }
        return errorResponse(
            id: idValue ?? .null, code: MCPError.invalidRequest(nil).code,
            message: "the message is \(bytes) bytes; the limit is \(limit): send smaller source text, or a directory")
    }

    /// The error for a line the server could not answer by its id: not JSON (a parse error), or
    /// JSON that is neither a batch nor an object with a method or an id (an invalid request).
    /// nil for every other line, which goes to the server.
    static func malformedRefusal(_ bytes: [UInt8]) -> Data? {
        guard let message = try? JSONDecoder().decode(Value.self, from: Data(bytes)) else {
            return errorResponse(id: .null, code: MCPError.parseError(nil).code, message: "the line is not JSON")
        }
        switch message {
        case .array:
            return nil
        case .object(let members) where members["method"]?.stringValue != nil || members["id"]?.stringValue != nil || members["id"]?.intValue != nil:
            return nil
        default:
            return errorResponse(id: .null, code: MCPError.invalidRequest(nil).code, message: "the line is not a JSON-RPC message: no method and no id")
        }
    }

    private static func errorResponse(id: Value, code: Int, message: String) -> Data {
        let response: Value = ["jsonrpc": "2.0", "id": id, "error": ["code": .int(code), "message": .string(message)]]
        return (try? JSONEncoder().encode(response)) ?? Data()
    }
}

/// Writes whole lines to a file descriptor, one at a time: the server's answers and the reading
/// thread's refusals never interleave.
private final class LineWriter: @unchecked Sendable {
    private let output: Int32
    private let lock = NSLock()

    init(_ output: Int32) { self.output = output }

    func writeLine(_ data: Data) throws {
        var bytes = [UInt8](data)
        bytes.append(UInt8(ascii: "\n"))
        lock.lock()
        defer { lock.unlock() }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
            if count < 0 {
                guard errno == EINTR || errno == EAGAIN else { throw MCPError.transportError(POSIXError(.init(rawValue: errno) ?? .EIO)) }
                continue
            }
            written += count
        }
    }
}

