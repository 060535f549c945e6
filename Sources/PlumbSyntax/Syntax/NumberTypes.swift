/// Swift's number types, as a declaration writes them.
public enum NumberTypes {
    /// The standard library's and CoreGraphics' number types, and Foundation's `Decimal`.
    public static let names: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Decimal",
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
