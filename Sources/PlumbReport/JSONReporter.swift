import PlumbCore

/// The JSON other tools read, version 1. Keys come in the documented order, which
/// `JSONEncoder` does not promise, so the document is written by hand.
public struct JSONReporter: Reporter {
    public init() {}

    public func report(_ findings: [Finding], summary: Summary) -> String {
        let items = findings.map { finding in
            JSONValue.object([
                ("rule", .string(finding.ruleID)),
                ("severity", .string(finding.severity.rawValue)),
                ("file", .string(finding.position.file)),
                ("line", .number(finding.position.line)),
                ("column", .number(finding.position.column)),
                ("message", .string(finding.message)),
                ("fixable", .bool(finding.isFixable)),
            ])
        }
        let document = JSONValue.object([
            ("version", .number(1)),
            ("findings", .array(items)),
            ("summary", .object([
                ("files", .number(summary.files)),
                ("errors", .number(summary.errors)),
                ("warnings", .number(summary.warnings)),
                ("infos", .number(summary.infos)),
            ])),
        ])
        return document.serialized + "\n"
    }
}

/// A JSON value whose objects keep their keys in the order given.
public indirect enum JSONValue: Sendable {
    case string(String)
    case number(Int)
    case bool(Bool)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public var serialized: String {
        switch self {
        case .string(let text): Self.quoted(text)
        case .number(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .array(let items): "[" + items.map(\.serialized).joined(separator: ", ") + "]"
        case .object(let pairs): "{" + pairs.map { "\(Self.quoted($0.0)): \($0.1.serialized)" }.joined(separator: ", ") + "}"
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
            case let control where control.value < 0x20:
                result += "\\u" + String(repeating: "0", count: 4 - String(control.value, radix: 16).count) + String(control.value, radix: 16)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
