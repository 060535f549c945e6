import PlumbCore
import Yams

/// Gathers the tokens a reader finds into a `ThemePlan`, checking what both input formats share:
/// Swift names that are distinct and not keywords, one accent, light/dark pairs only when the
/// appearance switches, a surface colour where surfaces are opaque colours.
struct PlanAssembler {
    /// Members of `Style` that the generator writes itself.
    static let styleMembers = ["cardShadowColor", "cardShadowRadius", "cardShadowY"]

    let reader: NodeReader
    let name: String
    let design: ThemeDesign
    /// Where the palette lives in messages: `palette` for a plan, `color` for design tokens.
    let palettePath: String
    private var colors: [ThemeToken<ThemeColor>] = []
    private var metrics: [ThemeToken<Double>] = []

    init(reader: NodeReader, name: String, design: ThemeDesign, palettePath: String) {
        self.reader = reader
        self.name = name
        self.design = design
        self.palettePath = palettePath
    }

    mutating func addColor(_ rawName: String, source: String, value: ThemeColor, summary: String? = nil, node: Node) throws {
        if case .adaptive = value, design.appearance != .switchable {
            throw reader.error(node, "\(source): a light/dark pair needs design.appearance: switchable; give one colour")
        }
        let swiftName = try claim(rawName, source: source, node: node, taken: colors.map { ($0.name, $0.source) })
        if swiftName.lowercased().contains("accent"), let accent = colors.first(where: { $0.name.lowercased().contains("accent") }) {
            throw reader.error(node, "\(source): the theme has one accent colour, \(accent.source); name this colour for its role")
        }
        colors.append(ThemeToken(name: swiftName, source: source, value: value, summary: summary))
    }

    mutating func addMetric(_ rawName: String, source: String, value: Double, summary: String? = nil, node: Node) throws {
        let generated = Self.styleMembers.map { ($0, "the generated Style") }
        let swiftName = try claim(rawName, source: source, node: node, taken: generated + metrics.map { ($0.name, $0.source) })
        metrics.append(ThemeToken(name: swiftName, source: source, value: value, summary: summary))
    }

    /// The plan, once every token is in; `root` is where a missing token is reported.
    func plan(root: Node) throws -> ThemePlan {
        let accent = colors.first { $0.name.lowercased().contains("accent") }
        guard accent?.name == "accent" else {
            let found = accent.map { "; \($0.source) does not count, name it accent" } ?? ""
            throw reader.error(root, "\(palettePath).accent: missing; the theme needs exactly one accent colour\(found)")
        }
        if design.surfaces == .solid || design.surfaces == .flat, !colors.contains(where: { $0.name == "surface" }) {
            throw reader.error(root, "\(palettePath).surface: missing; \(design.surfaces.rawValue) surfaces fill cards with it")
        }
        return ThemePlan(name: name, design: design, colors: colors, metrics: metrics)
    }

    /// The Swift name of a token, unless it has none, is a keyword or is already taken.
    private func claim(_ rawName: String, source: String, node: Node, taken: [(name: String, source: String)]) throws -> String {
        guard let swiftName = SwiftName.camelCase(rawName) else {
            throw reader.error(node, "\(source): \"\(rawName)\" does not make a Swift name; start it with a letter")
        }
        if SwiftName.isKeyword(swiftName) {
            throw reader.error(node, "\(source): \(swiftName) is a Swift keyword; rename the token")
        }
        if let other = taken.first(where: { $0.name == swiftName }) {
            throw reader.error(node, "\(source): becomes \(swiftName), as \(other.source) does; rename one of them")
        }
        return swiftName
    }
}
