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
/// with a JSON-RPC "invalid request" error carrying its id, and never reaches the server.
actor LineTransport: Transport {
    nonisolated let logger: Logger
    private let input: Int32
    private let output: Int32
    private let maxBytes: Int
    private let messages: AsyncThrowingStream<Data, any Error>
    private let continuation: AsyncThrowingStream<Data, any Error>.Continuation
    private var isConnected = false

    init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, maxBytes: Int, logger: Logger) {
        self.input = input
        self.output = output
        self.maxBytes = maxBytes
        self.logger = logger
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    func connect() async throws {
        guard !isConnected else { return }
        isConnected = true
        let reader = Thread { [input, maxBytes, continuation] in
            Self.readLines(input, maxBytes: maxBytes, continuation: continuation) { refusal in
                Task { try? await self.send(refusal) }
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
        var bytes = [UInt8](data)
        bytes.append(UInt8(ascii: "\n"))
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
                    continuation.yield(Data(bytes))
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
        let response: Value = [
            "jsonrpc": "2.0",
            "id": requestID.map { id -> Value in
                switch id {
                case .string(let text): .string(text)
                case .number(let number): .int(number)
                }
            } ?? .null,
            "error": [
                "code": .int(MCPError.invalidRequest(nil).code),
                "message": "the message is \(bytes) bytes; the limit is \(limit): send smaller source text, or a directory",
            ],
        ]
        return (try? JSONEncoder().encode(response)) ?? Data()
    }
}
