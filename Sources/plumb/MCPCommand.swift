import ArgumentParser
import Dispatch
import PlumbMCP

/// `plumb mcp`: serves the Model Context Protocol on standard input and output until the
/// client closes standard input.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve Plumb to code generators over the Model Context Protocol (stdio).",
        discussion: "Register it with an MCP client as the command `plumb mcp`; the README shows a configuration."
    )

    @Option(help: "Seconds a tool call may run before it is answered with an error.")
    var timeout: Double = Limits().seconds

    @Option(help: "The folder of documents to serve (default: the docs folder of the checkout plumb was built in).")
    var docs: String?

    func run() throws {
        guard timeout > 0, timeout.isFinite else { throw RunFailure(message: "--timeout must be a positive number of seconds") }
        var limits = Limits()
        limits.seconds = timeout
        let server = PlumbMCPServer(limits: limits, docsDirectory: docs)
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await server.run()
            } catch {
                outcome.failure = "\(error)"
            }
            done.signal()
        }
        done.wait()
        if let failure = outcome.failure { throw RunFailure(message: "mcp: \(failure)") }
    }
}

/// How the server ended, handed from its task to the waiting command.
private final class Outcome: @unchecked Sendable {
    var failure: String?
}
