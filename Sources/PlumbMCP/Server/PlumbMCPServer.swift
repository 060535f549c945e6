import Foundation
import Logging
import MCP
import PlumbCore

/// `plumb mcp`: the design system as a Model Context Protocol server on standard input and
/// output, for code generators. Tools lint and fix source, explain rules, lay views out, list
/// devices and generate the theme; resources are the rule catalog and the design-system
/// document. Every request is bounded (`Limits`); bad input is a tool error naming the
/// argument; nothing is written unless a tool's input names a file and asks to.
public struct PlumbMCPServer: Sendable {
    private let limits: Limits
    private let resources: ResourceCatalog
    private let projects = WarmProjects()
    static let tools: [any PlumbTool] = [LintTool(), FixTool(), ExplainRuleTool(), LayoutTool(), DevicesTool(), ThemeTool()]

    public init(limits: Limits = Limits(), docsDirectory: String? = nil) {
        self.limits = limits
        resources = ResourceCatalog(docsDirectory: docsDirectory)
    }

    /// Serves until standard input ends.
    public func run() async throws {
        let server = Server(
            name: "plumb", version: PlumbVersion.current, title: "Plumb",
            instructions: """
                Plumb checks SwiftUI code against a design system without SwiftUI. Read \
                plumb://docs/design-system.md and plumb://rules before writing a screen; after \
                writing, call fix (or lint) with the source and the project's directory, and \
                layout to see how a view lays out on the devices that matter.
                """,
            capabilities: .init(resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        await register(on: server)
        var logger = Logger(label: "plumb.mcp") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = .error
        try await server.start(transport: LineTransport(maxBytes: limits.messageBytes, logger: logger))
        await server.waitUntilCompleted()
    }

    private func register(on server: Server) async {
        await server.withMethodHandler(ListTools.self) { _ in
            .init(tools: Self.tools.map(\.definition))
        }
        await server.withMethodHandler(CallTool.self) { [self] call in
            guard let tool = Self.tools.first(where: { $0.name == call.name }) else {
                throw MCPError.invalidParams("no tool '\(call.name)'; the tools are \(Self.tools.map(\.name).joined(separator: ", "))")
            }
            return await self.call(tool, arguments: call.arguments)
        }
        await server.withMethodHandler(ListResources.self) { [resources] _ in
            .init(resources: resources.resources)
        }
        // Every resource has a fixed URI; a client that asks for templates gets none, not an error.
        await server.withMethodHandler(ListResourceTemplates.self) { _ in
            .init(templates: [])
        }
        await server.withMethodHandler(ReadResource.self) { [resources] request in
            .init(contents: [try resources.read(request.uri)])
        }
    }

    /// Runs a tool within the time limit; any failure is a tool error with its message.
    func call(_ tool: any PlumbTool, arguments: [String: Value]?) async -> CallTool.Result {
        do {
            let input = try ToolInput(arguments, schema: tool.input, limits: limits, projects: projects)
            let output = try await Deadline.run(within: limits, tool.name) { try tool.call(input) }
            return .init(content: [.text(text: try StructuredText.json(output), annotations: nil, _meta: nil)], structuredContent: output as Value?)
        } catch {
            return .init(content: [.text(text: "\(error)", annotations: nil, _meta: nil)], isError: true)
        }
    }
}
