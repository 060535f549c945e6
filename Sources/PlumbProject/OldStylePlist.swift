/// A value of an old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`:
/// strings, arrays `( a, b, )` and dictionaries `{ key = value; }`.
public enum PlistValue: Sendable, Equatable {
    case string(String)
    case array([PlistValue])
    case dictionary([String: PlistValue])

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var array: [PlistValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    public var dictionary: [String: PlistValue]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    public subscript(key: String) -> PlistValue? { dictionary?[key] }

    /// The strings of an array value (`(a, b)`), or the one string of a string value.
    public var strings: [String] {
        switch self {
        case .string(let text): [text]
        case .array(let items): items.compactMap(\.string)
        case .dictionary: []
        }
    }
}

/// Why a property list could not be read, with the line where reading stopped.
public struct PlistError: Error, Sendable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public var description: String { "line \(line): \(message)" }
}

/// Reads old-style property lists: a tokenizer of `{ } ( ) = ; ,`, quoted and bare strings and
/// comments, and a recursive reader over its tokens.
public enum OldStylePlist {
    public static func parse(_ text: String) throws(PlistError) -> PlistValue {
        var reader = Reader(bytes: Array(text.utf8))
        let value = try reader.value()
        reader.skipTrivia()
        guard reader.isAtEnd else { throw reader.error("unexpected text after the top-level value") }
        return value
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index >= bytes.count }

        func error(_ message: String) -> PlistError {
            PlistError(line: bytes[..<min(index, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }, message: message)
        }

        mutating func value() throws(PlistError) -> PlistValue {
            skipTrivia()
            guard let byte = peek() else { throw error("a value is missing") }
            switch byte {
            case UInt8(ascii: "{"): return try dictionary()
            case UInt8(ascii: "("): return try array()
            default: return .string(try string())
            }
        }

        private mutating func dictionary() throws(PlistError) -> PlistValue {
            index += 1
            var entries: [String: PlistValue] = [:]
            while true {
                skipTrivia()
                guard let byte = peek() else { throw error("a dictionary is not closed with }") }
                if byte == UInt8(ascii: "}") {
                    index += 1
                    return .dictionary(entries)
                }
                let key = try string()
                try expect("=")
                entries[key] = try value()
                try expect(";")
            }
        }

        private mutating func array() throws(PlistError) -> PlistValue {
            index += 1
            var items: [PlistValue] = []
            while true {
                skipTrivia()
                guard let byte = peek() else { throw error("an array is not closed with )") }
                if byte == UInt8(ascii: ")") {
                    index += 1
                    return .array(items)
                }
                items.append(try value())
                skipTrivia()
                if peek() == UInt8(ascii: ",") { index += 1 } else if peek() != UInt8(ascii: ")") {
                    throw error("expected , or ) in an array")
                }
            }
        }

        private mutating func expect(_ character: Unicode.Scalar) throws(PlistError) {
            skipTrivia()
            guard peek() == UInt8(ascii: character) else { throw error("expected \(character)") }
            index += 1
        }

        private mutating func string() throws(PlistError) -> String {
            skipTrivia()
            guard let first = peek() else { throw error("a string is missing") }
            if first == UInt8(ascii: "\"") { return try quoted() }
            let start = index
            while let byte = peek(), Self.isBare(byte) { index += 1 }
            guard index > start else { throw error("unexpected character '\(Character(Unicode.Scalar(first)))'") }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        private mutating func quoted() throws(PlistError) -> String {
            index += 1
            var text: [UInt8] = []
            while let byte = peek() {
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = peek() else { break }
                    index += 1
                    switch escaped {
                    case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
                    case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
                    default: text.append(escaped)
                    }
                default:
                    text.append(byte)
                }
            }
            throw error("a quoted string is not closed")
        }

        /// Skips white space, `// …` and `/* … */` comments.
        mutating func skipTrivia() {
            while let byte = peek() {
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    index += 1
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while let next = peek(), next != 0x0A { index += 1 }
                } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                    index = min(index + 2, bytes.count)
                } else {
                    return
                }
            }
        }

        private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

        /// Characters of an unquoted string: letters, digits and `_$+/:.-`.
        private static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
                 UInt8(ascii: "."), UInt8(ascii: "-"):
                true
            default:
                false
            }
        }
    }
}
