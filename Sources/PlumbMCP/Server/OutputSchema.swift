import MCP

/// The JSON Schema of a tool's structured result, which `tools/list` gives and clients check
/// results against: the members every result has, with their types. Members a result has only
/// sometimes (`problems`, `notes`, `svg`) are allowed and not required.
enum OutputSchema {
    static let string: Value = ["type": "string"]
    static let integer: Value = ["type": "integer"]
    static let boolean: Value = ["type": "boolean"]
    static let number: Value = ["type": "number"]
    static let anyObject: Value = ["type": "object"]

    static func array(_ items: Value) -> Value {
        ["type": "array", "items": items]
    }

    /// An object with these members, all required.
    static func object(_ members: [String: Value], optional: [String: Value] = [:]) -> Value {
        .object([
            "type": "object",
            "properties": .object(members.merging(optional) { required, _ in required }),
            "required": .array(members.keys.sorted().map(Value.string)),
        ])
    }

    /// A finding, as `FindingValues` writes it.
    static let finding = object([
        "rule": string, "severity": string, "file": string, "line": integer, "column": integer,
        "message": string, "fixable": boolean, "scenarios": array(string),
        "fix": array(object(["file": string, "start": integer, "end": integer, "replacement": string], optional: ["original": string])),
    ])

    static let summary = object(["files": integer, "errors": integer, "warnings": integer, "infos": integer])

    /// A note of the layout reader: where, and what it did not model or assumed.
    static let readerNote = object(["file": string, "line": integer, "column": integer, "message": string])
}
