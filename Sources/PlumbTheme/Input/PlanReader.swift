import PlumbCore
import Yams

/// Reads a design plan (YAML or JSON): `name`, `design` and `palette`. Other top-level keys are
/// left alone, since a plan usually describes the whole app.
struct PlanReader {
    let reader: NodeReader

    func read(_ root: Node) throws -> ThemePlan {
        let keys = try reader.mapping(root, key: "the plan")
        let value = { (key: String) in keys.first { $0.0 == key }?.1 }
        let design = try value("design").map { try DesignReader(reader: reader).read($0, path: "design") } ?? ThemeDesign()
        var assembler = PlanAssembler(reader: reader, name: try ThemeName.read(value("name"), key: "name", reader: reader),
                                      design: design, palettePath: "palette")
        if let palette = value("palette") {
            for (name, node) in try reader.mapping(palette, key: "palette") {
                let source = "palette.\(name)"
                try assembler.addColor(name, source: source, value: try color(node, key: source), node: node)
            }
        }
        return try assembler.plan(root: value("palette") ?? root)
    }

    /// `"#RRGGBB"`, or `{ light: "#…", dark: "#…" }`.
    private func color(_ node: Node, key: String) throws -> ThemeColor {
        guard case .mapping = node else { return .fixed(try reader.hexColor(node, key: key)) }
        var light: HexColor?
        var dark: HexColor?
        for (mode, value) in try reader.mapping(node, key: key) {
            switch mode {
            case "light": light = try reader.hexColor(value, key: "\(key).light")
            case "dark": dark = try reader.hexColor(value, key: "\(key).dark")
            default: throw reader.error(value, "unknown key '\(key).\(mode)' (a pair has light and dark)")
            }
        }
        guard let light, let dark else {
            throw reader.error(node, "\(key): a light/dark pair needs both light and dark")
        }
        return .adaptive(light: light, dark: dark)
    }
}

/// The theme type's name: `AppTheme` unless the input names another Swift identifier.
enum ThemeName {
    static let standard = "AppTheme"

    static func read(_ node: Node?, key: String, reader: NodeReader) throws -> String {
        guard let node else { return standard }
        let name = try reader.string(node, key: key)
        guard SwiftName.isIdentifier(name) else {
            throw reader.error(node, "\(key): \"\(name)\" is not a Swift type name")
        }
        return name
    }
}
