import PlumbCore
import Yams

/// Reads a `design` map (density, surfaces, appearance, cornerRadius), the same in a plan and in
/// the Plumb extension of a design tokens file. Unknown keys are errors: a typo must not silently
/// give the default.
struct DesignReader {
    let reader: NodeReader

    func read(_ node: Node, path: String) throws -> ThemeDesign {
        var design = ThemeDesign()
        for (key, value) in try reader.mapping(node, key: path) {
            let keyPath = "\(path).\(key)"
            switch key {
            case "density": design.density = try choice(value, key: keyPath)
            case "surfaces": design.surfaces = try choice(value, key: keyPath)
            case "appearance": design.appearance = try choice(value, key: keyPath)
            case "cornerRadius": design.cornerRadius = try cornerRadius(try reader.number(value, key: keyPath), node: value, key: keyPath)
            default: throw reader.error(value, "unknown key '\(keyPath)' (keys: density, surfaces, appearance, cornerRadius)")
            }
        }
        return design
    }

    private func choice<Choice: RawRepresentable & CaseIterable>(_ node: Node, key: String) throws -> Choice
    where Choice.RawValue == String {
        try reader.choice(try reader.string(node, key: key), of: Choice.self, node: node, key: key)
    }

    /// A corner radius, which must be on the 4-pt grid.
    func cornerRadius(_ value: Double, node: Node, key: String) throws -> Double {
        guard value >= 0, SpacingScale.isOnGrid(value) else {
            let snapped = SpacingScale.snapped(max(0, value))
            throw reader.error(node, "\(key): \(NumberText.literal(value)) is not on the 4-pt grid; use \(NumberText.literal(snapped))")
        }
        return value
    }
}
