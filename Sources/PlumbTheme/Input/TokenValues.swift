import PlumbCore
import Yams

/// A DTCG `color` value: a hex string, or a colour object with a `hex` member or sRGB
/// `components` (and an optional `alpha`).
struct ColorValue {
    let reader: NodeReader

    func color(_ node: Node, key: String) throws -> HexColor {
        guard case .mapping = node else { return try reader.hexColor(node, key: key) }
        let alpha = try node["alpha"].map { try reader.number($0, key: "\(key).alpha") } ?? 1
        if let hex = node["hex"] {
            let color = try reader.hexColor(hex, key: "\(key).hex")
            guard (0...1).contains(alpha) else { throw reader.error(node, "\(key).alpha: alpha runs from 0 to 1") }
            return HexColor(red: color.red, green: color.green, blue: color.blue, alpha: UInt8((alpha * 255).rounded()))
        }
        let space = try node["colorSpace"].map { try reader.string($0, key: "\(key).colorSpace") }
        guard space == "srgb", let components = node["components"], case .sequence(let list) = components, list.count == 3 else {
            throw reader.error(node, "\(key): only sRGB colours are supported; give a hex string, a hex member or srgb components")
        }
        let channels = try list.map { try reader.number($0, key: "\(key).components") }
        guard let color = HexColor(unitRed: channels[0], green: channels[1], blue: channels[2], alpha: alpha) else {
            throw reader.error(node, "\(key): colour components and alpha run from 0 to 1")
        }
        return color
    }
}

/// A DTCG `dimension` value in points: `"16px"`, `"1rem"` (16px), `0`, or `{ "value": 16, "unit": "px" }`.
struct DimensionValue {
    static let pointsPerRem: Double = 16

    let reader: NodeReader

    func points(_ node: Node, key: String) throws -> Double {
        if case .mapping = node {
            guard let value = node["value"], let unit = node["unit"] else {
                throw reader.error(node, "\(key): a dimension object has value and unit")
            }
            return try points(try reader.number(value, key: "\(key).value"), unit: try reader.string(unit, key: "\(key).unit"), node: node, key: key)
        }
        let text = try reader.string(node, key: key)
        let number = text.prefix { "0123456789.-+".contains($0) }
        guard let value = Double(number) else { throw reader.error(node, "\(key): \"\(text)\" is not a dimension such as \"16px\"") }
        return try points(value, unit: String(text.dropFirst(number.count)), node: node, key: key)
    }

    private func points(_ value: Double, unit: String, node: Node, key: String) throws -> Double {
        switch unit {
        case "px": return value
        case "rem": return value * Self.pointsPerRem
        case "" where value == 0: return 0
        default: throw reader.error(node, "\(key): the unit \"\(unit)\" is not px or rem")
        }
    }
}
