import Yams

/// Typed access to YAML nodes that fails with the file, line and key of a wrong value.
public struct NodeReader: Sendable {
    public let file: String

    public init(file: String) {
        self.file = file
    }

    /// The YAML (or JSON) document of `text`; `nil` when it is empty.
    public func compose(_ text: String) throws -> Node? {
        do {
            return try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw ConfigurationError(file: file, line: Self.line(of: error), message: "not valid YAML: \(Self.problem(of: error))")
        }
    }

    public func error(_ node: Node, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, line: node.mark?.line, message: message)
    }

    public func mapping(_ node: Node, key: String) throws -> [(String, Node)] {
        guard case .mapping(let mapping) = node else { throw error(node, "\(key) must be a map") }
        return try mapping.map { pair in
            guard let name = pair.key.scalar?.string else { throw error(pair.key, "\(key): keys must be names") }
            return (name, pair.value)
        }
    }

    public func string(_ node: Node, key: String) throws -> String {
        guard let scalar = node.scalar else { throw error(node, "\(key) must be a single value") }
        return scalar.string
    }

    public func strings(_ node: Node, key: String) throws -> [String] {
        if node.scalar != nil { return [try string(node, key: key)] }
        guard case .sequence(let sequence) = node else { throw error(node, "\(key) must be a list") }
        return try sequence.map { try string($0, key: key) }
    }

    public func bool(_ node: Node, key: String) throws -> Bool {
        guard node.scalar != nil, let value = node.bool else { throw error(node, "\(key) must be true or false") }
        return value
    }

    public func number(_ node: Node, key: String) throws -> Double {
        guard node.scalar != nil, let value = node.float ?? node.int.map(Double.init) else {
            throw error(node, "\(key) must be a number")
        }
        return value
    }

    public func choice<Choice: RawRepresentable & CaseIterable>(_ text: String, of type: Choice.Type, node: Node, key: String) throws -> Choice
    where Choice.RawValue == String {
        guard let value = Choice(rawValue: text) else {
            let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(node, "\(key): \"\(text)\" is not one of \(allowed)")
        }
        return value
    }

    public func option(_ node: Node, type: OptionType, key: String) throws -> OptionValue {
        switch type {
        case .bool:
            return .bool(try bool(node, key: key))
        case .integer:
            guard node.scalar != nil, let value = node.int else { throw error(node, "\(key) must be a whole number") }
            return .integer(value)
        case .number:
            return .number(try number(node, key: key))
        case .numberList:
            guard case .sequence(let sequence) = node else { throw error(node, "\(key) must be a list of numbers") }
            return .numbers(try sequence.map { try number($0, key: key) })
        case .stringList:
            return .strings(try strings(node, key: key))
        }
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
        default: nil
        }
    }

    private static func problem(of error: YamlError) -> String {
        switch error {
        case .scanner(_, let problem, _, _), .parser(_, let problem, _, _), .composer(_, let problem, _, _): problem
        default: "\(error)"
        }
    }
}
