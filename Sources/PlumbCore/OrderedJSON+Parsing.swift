import Foundation

/// A JSON document Plumb cannot read, with where.
public struct JSONParseError: Error, CustomStringConvertible {
    public let offset: Int
    public let reason: String
    public var description: String { "byte \(offset): \(reason)" }
}

extension OrderedJSON {
    /// Nesting beyond this is refused rather than risking the stack: Plumb's own documents nest
    /// a handful of levels.
    static let maximumDepth = 256

    /// Reads a JSON document keeping every object's keys in the order they are written, so that
    /// a document Plumb reads back (`plumb merge`) renders as it was written.
    public init(parsing text: String) throws {
        var parser = Parser(bytes: Array(text.utf8))
        self = try parser.document()
    }

    public subscript(key: String) -> OrderedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The object with `key` set to `value`, in the key's place if it is there, else last.
    public func setting(_ key: String, to value: OrderedJSON) -> OrderedJSON {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }

    /// The object without `key`.
    public func removing(_ key: String) -> OrderedJSON {
        guard case .object(let members) = self else { return self }
        return .object(members.filter { $0.key != key })
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    public var arrayValue: [OrderedJSON]? {
        if case .array(let value) = self { return value }
        return nil
    }
}

private struct Parser {
    let bytes: [UInt8]
    var index = 0

    mutating func document() throws -> OrderedJSON {
        let value = try self.value(depth: 0)
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected text after the document") }
        return value
    }

    private mutating func value(depth: Int) throws -> OrderedJSON {
        guard depth < OrderedJSON.maximumDepth else { throw failure("nested too deeply") }
        skipWhitespace()
        guard index < bytes.count else { throw failure("unexpected end of the document") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func object(depth: Int) throws -> OrderedJSON {
        index += 1
        var members: [(key: String, value: OrderedJSON)] = []
        skipWhitespace()
        if consume("}") { return .object(members) }
        repeat {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a key") }
            let key = try string()
            skipWhitespace()
            guard consume(":") else { throw failure("expected ':'") }
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
        } while consume(",")
        guard consume("}") else { throw failure("expected ',' or '}'") }
        return .object(members)
    }

    private mutating func array(depth: Int) throws -> OrderedJSON {
        index += 1
        var elements: [OrderedJSON] = []
        skipWhitespace()
        if consume("]") { return .array(elements) }
        repeat {
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
        } while consume(",")
        guard consume("]") else { throw failure("expected ',' or ']'") }
        return .array(elements)
    }

    private mutating func string() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default: scalars.append(Unicode.Scalar(escape))
                }
            default:
                run.append(byte)
            }
        }
        throw failure("unterminated string")
    }

    /// `\uXXXX`, joining a surrogate pair; a lone surrogate becomes U+FFFD.
    private mutating func unicodeEscape() throws -> Unicode.Scalar {
        let high = try hex4()
        if (0xD800..<0xDC00).contains(high), bytes[index...].starts(with: Array("\\u".utf8)) {
            index += 2
            let low = try hex4()
            return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
        }
        return Unicode.Scalar(high) ?? "\u{FFFD}"
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) else {
            throw failure("bad \\u escape")
        }
        index += 4
        return value
    }

    private mutating func number() throws -> Double {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw failure("expected a value") }
        return value
    }

    private mutating func literal(_ word: String) throws {
        guard bytes[index...].starts(with: Array(word.utf8)) else { throw failure("expected a value") }
        index += word.utf8.count
    }

    private mutating func consume(_ character: Unicode.Scalar) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private func failure(_ reason: String) -> JSONParseError {
        JSONParseError(offset: index, reason: reason)
    }
}
