/// A JSON value whose objects keep their keys in the order given: other tools read Plumb's
/// documents (findings, devices, layouts) by a fixed key order, which neither
/// JSONSerialization nor JSONEncoder promises.
public enum OrderedJSON: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([OrderedJSON])
    case object([(key: String, value: OrderedJSON)])

    /// One line, with a space after each colon and comma.
    public var rendered: String {
        switch self {
        case .null:
            "null"
        case .bool(let value):
            value ? "true" : "false"
        case .number(let value):
            NumberText.literal(value)
        case .string(let value):
            Self.quoted(value)
        case .array(let elements):
            "[" + elements.map(\.rendered).joined(separator: ", ") + "]"
        case .object(let members):
            "{" + members.map { Self.quoted($0.key) + ": " + $0.value.rendered }.joined(separator: ", ") + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
