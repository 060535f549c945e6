import Yams

/// Typed access to YAML nodes that fails with the file, line and key of a wrong value.
struct NodeReader {
    let file: String

    func error(_ node: Node, _ message: String) -> ConfigurationError {
        ConfigurationError(file: file, line: node.mark?.line, message: message)
    }

    func mapping(_ node: Node, key: String) throws -> [(String, Node)] {
        guard case .mapping(let mapping) = node else { throw error(node, "\(key) must be a map") }
        return try mapping.map { pair in
            guard let name = pair.key.scalar?.string else { throw error(pair.key, "\(key): keys must be names") }
            return (name, pair.value)
        }
    }

    func string(_ node: Node, key: String) throws -> String {
        guard let scalar = node.scalar else { throw error(node, "\(key) must be a single value") }
        return scalar.string
    }

    func strings(_ node: Node, key: String) throws -> [String] {
        if node.scalar != nil { return [try string(node, key: key)] }
        guard case .sequence(let sequence) = node else { throw error(node, "\(key) must be a list") }
        return try sequence.map { try string($0, key: key) }
    }

    func bool(_ node: Node, key: String) throws -> Bool {
        guard node.scalar != nil, let value = node.bool else { throw error(node, "\(key) must be true or false") }
        return value
    }

    func number(_ node: Node, key: String) throws -> Double {
        guard node.scalar != nil, let value = node.float ?? node.int.map(Double.init) else {
            throw error(node, "\(key) must be a number")
        }
        return value
    }

    func choice<Choice: RawRepresentable & CaseIterable>(_ text: String, of type: Choice.Type, node: Node, key: String) throws -> Choice
    where Choice.RawValue == String {
        guard let value = Choice(rawValue: text) else {
            let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(node, "\(key): \"\(text)\" is not one of \(allowed)")
        }
        return value
    }

    func option(_ node: Node, type: OptionType, key: String) throws -> OptionValue {
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
}
