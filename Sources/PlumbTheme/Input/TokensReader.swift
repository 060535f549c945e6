import PlumbCore
import Yams

/// Reads a W3C Design Tokens (DTCG) file: `color` tokens become the palette, a `dimension` token
/// named `cornerRadius` (or `corner-radius`, in any group) sets the corner radius and the other
/// dimensions become `Style` metrics. Tokens of other types are skipped with a note. A colour
/// token's `$extensions["dev.plumb"].dark` makes it a light/dark pair. The theme's name and design choices, which
/// design tokens have no words for, come from the root's `$extensions["dev.plumb"]`:
/// `{ "name": "AppTheme", "design": { "density": "compact", … } }`.
struct TokensReader {
    static let extensionKey = "dev.plumb"
    /// Group names that only say "colour": `color.text.primary` is `textPrimary`.
    private static let colorGroups: Set<String> = ["color", "colors", "colour", "colours"]

    let reader: NodeReader

    func read(_ root: Node) throws -> (plan: ThemePlan, notes: [String]) {
        let tokens = try TokenCollector(reader: reader).tokens(in: root)
        let settings = try extensionSettings(root)
        let designReader = DesignReader(reader: reader)
        var design = try settings.design.map { try designReader.read($0, path: "$extensions.\(Self.extensionKey).design") } ?? ThemeDesign()
        var metrics: [(token: DesignToken, points: Double)] = []
        for token in tokens where token.type == "dimension" {
            let points = try DimensionValue(reader: reader).points(token.value, key: token.dottedPath)
            if token.path.last.flatMap(SwiftName.camelCase) == "cornerRadius" {
                design.cornerRadius = try designReader.cornerRadius(points, node: token.value, key: token.dottedPath)
            } else {
                metrics.append((token, points))
            }
        }
        let name = try ThemeName.read(settings.name, key: "$extensions.\(Self.extensionKey).name", reader: reader)
        var assembler = PlanAssembler(reader: reader, name: name, design: design, palettePath: "color")
        let notes = try addColors(of: tokens, to: &assembler)
        for (token, points) in metrics {
            try assembler.addMetric(token.name, source: token.dottedPath, value: points, summary: token.summary, node: token.value)
        }
        return (try assembler.plan(root: root), notes)
    }

    /// Adds the colour tokens; returns a note for each token of a type the theme has no place for.
    private func addColors(of tokens: [DesignToken], to assembler: inout PlanAssembler) throws -> [String] {
        var notes: [String] = []
        for token in tokens {
            switch token.type {
            case "color":
                try assembler.addColor(Self.colorName(token.path), source: token.dottedPath, value: try color(of: token),
                                       summary: token.summary, node: token.value)
            case "dimension":
                continue
            case nil:
                throw reader.error(token.value, "\(token.dottedPath): no $type; give the token or its group one")
            case let type?:
                notes.append("\(token.dottedPath): $type \(type) has no place in the theme; skipped")
            }
        }
        return notes
    }

    /// A colour token's value, and its dark value when the token has one.
    private func color(of token: DesignToken) throws -> ThemeColor {
        let values = ColorValue(reader: reader)
        let light = try values.color(token.value, key: token.dottedPath)
        guard let dark = token.dark else { return .fixed(light) }
        return .adaptive(light: light, dark: try values.color(dark, key: "\(token.dottedPath).$extensions.\(Self.extensionKey).dark"))
    }

    /// The token's name without a leading group that only says "colour".
    static func colorName(_ path: [String]) -> String {
        let dropsGroup = path.count > 1 && colorGroups.contains(path[0].lowercased())
        return path.dropFirst(dropsGroup ? 1 : 0).joined(separator: "-")
    }

    private func extensionSettings(_ root: Node) throws -> (name: Node?, design: Node?) {
        guard let extensions = root["$extensions"], let plumb = extensions[Self.extensionKey] else { return (nil, nil) }
        let path = "$extensions.\(Self.extensionKey)"
        var settings: (name: Node?, design: Node?) = (nil, nil)
        for (key, value) in try reader.mapping(plumb, key: path) {
            switch key {
            case "name": settings.name = value
            case "design": settings.design = value
            default: throw reader.error(value, "unknown key '\(path).\(key)' (keys: name, design)")
            }
        }
        return settings
    }
}
