import MCP

/// The arguments of one tool call, checked against the tool's schema: unknown names, missing
/// required ones, wrong types and over-long text are `ToolError`s naming the argument.
struct ToolInput: Sendable {
    private let arguments: [String: Value]
    let limits: Limits
    /// The server's warm projects, which `lint`, `fix` and `layout` read a directory from;
    /// nil reads it afresh.
    let projects: WarmProjects?

    init(_ arguments: [String: Value]?, schema: InputSchema, limits: Limits, projects: WarmProjects? = nil) throws {
        let arguments = arguments ?? [:]
        if let unknown = arguments.keys.sorted().first(where: { !schema.names.contains($0) }) {
            throw ToolError.argument(unknown, "unknown argument; this tool takes \(schema.names.joined(separator: ", "))")
        }
        if let missing = schema.required.first(where: { arguments[$0] == nil || arguments[$0] == .null }) {
            throw ToolError.argument(missing, "required")
        }
        self.arguments = arguments
        self.limits = limits
        self.projects = projects
    }

    /// A string argument, nil when absent; over `limits.textBytes` of UTF-8 is an error.
    func string(_ name: String) throws -> String? {
        switch arguments[name] {
        case nil, .null?:
            return nil
        case .string(let text)?:
            guard text.utf8.count <= limits.textBytes else {
                throw ToolError.argument(name, "\(text.utf8.count) bytes is over the limit of \(limits.textBytes)")
            }
            return text
        default:
            throw ToolError.argument(name, "must be a string")
        }
    }

    func requiredString(_ name: String) throws -> String {
        guard let text = try string(name) else { throw ToolError.argument(name, "required") }
        return text
    }

    func bool(_ name: String, default defaultValue: Bool = false) throws -> Bool {
        switch arguments[name] {
        case nil, .null?: return defaultValue
        case .bool(let value)?: return value
        default: throw ToolError.argument(name, "must be true or false")
        }
    }

    /// A list of strings, nil when absent.
    func strings(_ name: String) throws -> [String]? {
        switch arguments[name] {
        case nil, .null?:
            return nil
        case .array(let items)?:
            return try items.enumerated().map { index, item in
                guard case .string(let text) = item else { throw ToolError.argument("\(name)[\(index)]", "must be a string") }
                return text
            }
        default:
            throw ToolError.argument(name, "must be a list of strings")
        }
    }
}
