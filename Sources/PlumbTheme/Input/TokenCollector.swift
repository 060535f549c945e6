import PlumbCore
import Yams

/// Walks the groups of a design tokens file and lists its tokens with the `$type` they inherit,
/// then resolves `{group.token}` aliases to the value and type they name.
struct TokenCollector {
    let reader: NodeReader

    func tokens(in root: Node) throws -> [DesignToken] {
        var tokens: [DesignToken] = []
        try collect(root, path: [], inheritedType: nil, into: &tokens)
        let byPath = Dictionary(tokens.map { ($0.dottedPath, $0) }, uniquingKeysWith: { first, _ in first })
        return try tokens.map { try resolve($0, in: byPath) }
    }

    private func collect(_ node: Node, path: [String], inheritedType: String?, into tokens: inout [DesignToken]) throws {
        let name = path.isEmpty ? "the design tokens" : path.joined(separator: ".")
        let members = try reader.mapping(node, key: name)
        let member = { (key: String) in members.first { $0.0 == key }?.1 }
        let type = try member("$type").map { try reader.string($0, key: "\(name).$type") } ?? inheritedType
        if let value = member("$value") {
            let summary = try member("$description").map { try reader.string($0, key: "\(name).$description") }
            let dark = member("$extensions")?[TokensReader.extensionKey]?["dark"]
            tokens.append(DesignToken(path: path, type: type, value: value, summary: summary, dark: dark))
            return
        }
        for (key, child) in members {
            if key == "$root" {
                try collect(child, path: path, inheritedType: type, into: &tokens)
            } else if !key.hasPrefix("$") {
                guard !key.contains(where: { "{}.".contains($0) }) else {
                    throw reader.error(child, "\(name): the name \"\(key)\" has {, } or ., which token names cannot have")
                }
                try collect(child, path: path + [key], inheritedType: type, into: &tokens)
            }
        }
    }

    /// The token with an alias (or a chain of them) replaced by the value it names, and the first
    /// type and dark value along the chain when the token has none of its own.
    private func resolve(_ token: DesignToken, in byPath: [String: DesignToken]) throws -> DesignToken {
        var resolved = token
        var chain = [token.dottedPath]
        while let target = resolved.aliasTarget {
            guard let named = byPath[target] else {
                throw reader.error(token.value, "\(token.dottedPath): the alias {\(target)} names no token")
            }
            guard !chain.contains(target) else {
                let circle = (chain + [target]).joined(separator: " → ")
                throw reader.error(token.value, "\(token.dottedPath): the aliases go round in a circle (\(circle))")
            }
            chain.append(target)
            resolved.value = named.value
            resolved.type = resolved.type ?? named.type
            resolved.dark = resolved.dark ?? named.dark
        }
        return resolved
    }
}
