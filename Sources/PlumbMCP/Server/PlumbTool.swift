import MCP

/// One tool of the server: its name, what it is for (the description a generator reads to
/// decide when to call it), its input schema, and the work, which returns the structured
/// result or throws a `ToolError`. The work is synchronous: the server runs it off the
/// protocol's threads, within the time limit.
protocol PlumbTool: Sendable {
    var name: String { get }
    var description: String { get }
    var input: InputSchema { get }
    /// The JSON Schema of its structured result (`OutputSchema`).
    var output: Value { get }
    /// Whether the tool can change files (only when its input names a path and asks to).
    var writesFiles: Bool { get }
    func call(_ input: ToolInput) throws -> Value
}

extension PlumbTool {
    var writesFiles: Bool { false }

    var definition: Tool {
        Tool(
            name: name, description: description, inputSchema: input.value,
            annotations: .init(readOnlyHint: !writesFiles, destructiveHint: false, idempotentHint: true, openWorldHint: false),
            outputSchema: output)
    }
}
