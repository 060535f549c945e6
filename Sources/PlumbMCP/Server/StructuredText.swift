import Foundation
import MCP

/// Structured content as JSON text, for the text block that accompanies it (clients that do
/// not read structured content read this) and for JSON resources: keys sorted, so the same
/// result is the same text.
enum StructuredText {
    static func json(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
