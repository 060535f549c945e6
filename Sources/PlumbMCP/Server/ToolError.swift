/// A tool call the server refuses or could not finish: a missing or malformed argument, an
/// input over a limit, a path that does not exist. The client gets it as a tool error
/// (`isError: true`) whose text starts with the argument it concerns, never as a crash.
struct ToolError: Error, CustomStringConvertible {
    let description: String

    /// A problem with one argument: `"source: must be a string"`.
    static func argument(_ name: String, _ problem: String) -> ToolError {
        ToolError(description: "\(name): \(problem)")
    }
}
