import PlumbCore
import Yams

extension NodeReader {
    /// A hex colour string at `key`.
    func hexColor(_ node: Node, key: String) throws -> HexColor {
        if node.scalar != nil, node.null != nil || node.scalar?.string.isEmpty == true {
            throw error(node, "\(key): no colour given (in YAML, quote hex colours: \"#2F7D6D\"; an unquoted # starts a comment)")
        }
        let text = try string(node, key: key)
        guard let color = HexColor(text) else { throw error(node, "\(key): \"\(text)\" is not a hex colour") }
        return color
    }
}
