/// Swift's number types, as a declaration writes them.
public enum NumberTypes {
    /// The standard library's and CoreGraphics' number types, and Foundation's `Decimal`,
    /// `NSNumber` and `NSDecimalNumber` (a Core Data number that is not a scalar).
    public static let names: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Decimal", "NSNumber", "NSDecimalNumber",
    ]

    /// Whether a written type holds a number: `Int`, `CGFloat?`, `Double!`.
    public static func holdsNumber(written type: String) -> Bool {
        names.contains(WrittenType.nonOptional(type))
    }
}

/// A type as a declaration writes it.
public enum WrittenType {
    /// The type without the optional marks after it: `Int` for `Int?`, `Character` for `Character!`.
    public static func nonOptional(_ type: String) -> String {
        var type = type
        while type.last == "?" || type.last == "!" { type.removeLast() }
        return type
    }
}

extension WrittenType {
    /// The type of one element of a collection type as written, optional or not: `Int` for
    /// `[Int]`, `[String: Int]`, `Array<Int>`, `Dictionary<String, Int>` or `[Item: Int]?`, the
    /// value of a dictionary's key; nil for any other type.
    public static func collectionElement(_ type: String) -> String? {
        let type = nonOptional(type)
        let inner: Substring
        if type.hasPrefix("["), type.hasSuffix("]") {
            inner = type.dropFirst().dropLast()
        } else if type.hasPrefix("Array<") || type.hasPrefix("Dictionary<"), type.hasSuffix(">") {
            inner = type.drop { $0 != "<" }.dropFirst().dropLast()
        } else {
            return nil
        }
        var depth = 0
        for index in inner.indices {
            switch inner[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 0, "," where depth == 0: return trimmed(inner[inner.index(after: index)...])
            default: break
            }
        }
        return trimmed(inner)
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
