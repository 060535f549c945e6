import MCP

/// A tool's input: its JSON schema, which the client sees in `tools/list`, and the names the
/// server accepts, so that the schema is the one description of the arguments.
struct InputSchema: Sendable {
    struct Property: Sendable {
        let name: String
        let schema: Value
    }

    let properties: [Property]
    let required: [String]

    init(_ properties: [Property], required: [String] = []) {
        self.properties = properties
        self.required = required
    }

    var names: [String] { properties.map(\.name) }

    var value: Value {
        .object([
            "type": "object",
            "properties": .object(Dictionary(uniqueKeysWithValues: properties.map { ($0.name, $0.schema) })),
            "required": .array(required.map(Value.string)),
            "additionalProperties": false,
        ])
    }
}

extension InputSchema.Property {
    static func string(_ name: String, _ description: String, oneOf choices: [String]? = nil) -> Self {
        var schema: [String: Value] = ["type": "string", "description": .string(description)]
        if let choices { schema["enum"] = .array(choices.map(Value.string)) }
        return Self(name: name, schema: .object(schema))
    }

    static func boolean(_ name: String, _ description: String) -> Self {
        Self(name: name, schema: ["type": "boolean", "description": .string(description)])
    }

    static func strings(_ name: String, _ description: String) -> Self {
        Self(name: name, schema: ["type": "array", "items": ["type": "string"], "description": .string(description)])
    }
}
