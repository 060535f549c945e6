import Foundation
import Yams

/// Reads `.plumb.yml` into a `Configuration`, rejecting unknown keys, unknown rule ids and
/// values of the wrong type with the file, line and key.
public struct ConfigurationLoader {
    public static let fileName = ".plumb.yml"

    /// Rule ids the configuration may name, with the options each accepts.
    private let knownRules: [String: [OptionSpec]]

    public init(knownRules: [String: [OptionSpec]]) {
        self.knownRules = knownRules
    }

    /// The nearest `.plumb.yml` in `directory` or one of its parents.
    public static func discover(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    public func load(file: String) throws -> Configuration {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ConfigurationError(file: file, line: nil, message: "cannot read the configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError(file: file, line: nil, message: "the configuration is not UTF-8 text")
        }
        let base = URL(fileURLWithPath: file).deletingLastPathComponent().path
        return try parse(text, file: file, baseDirectory: base)
    }

    /// The keys a configuration may have at its top level.
    static let topLevelKeys = [
        "included", "excluded", "theme", "design", "platforms", "deployment_target", "symbols", "check_previews", "layout",
        "check_tests", "rules",
    ]

    public func parse(_ text: String, file: String, baseDirectory: String) throws -> Configuration {
        var configuration = Configuration(baseDirectory: baseDirectory)
        configuration.file = file
        let reader = NodeReader(file: file)
        guard let root = try reader.compose(text) else { return configuration }
        for (key, value) in try reader.mapping(root, key: "the configuration") {
            switch key {
            case "included": configuration.included = try reader.strings(value, key: key)
            case "excluded": configuration.excluded = try reader.strings(value, key: key)
            case "theme": configuration.themeName = try readTheme(value, reader: reader)
            case "design": configuration.design = try readDesign(value, reader: reader)
            case "platforms":
                configuration.platforms = try reader.strings(value, key: key).map {
                    try reader.choice($0, of: Platform.self, node: value, key: key)
                }
            case "deployment_target":
                let text = try reader.string(value, key: key)
                guard let version = OSVersion(text) else {
                    throw reader.error(value, "deployment_target: \"\(text)\" is not a version such as \"17.0\"")
                }
                configuration.deploymentTarget = version
            case "symbols": configuration.extraSymbols = try readSymbols(value, reader: reader)
            case "check_previews": configuration.checkPreviews = try reader.bool(value, key: key)
            case "layout": configuration.layoutScenarios = try readLayout(value, reader: reader)
            case "check_tests": configuration.checkTests = try reader.bool(value, key: key)
            case "rules": configuration.rules = try readRules(value, reader: reader)
            default:
                if let equivalent = SwiftLintKeys.equivalent(of: key, listing: (try? reader.strings(value, key: key)) ?? []) {
                    throw reader.error(value, "'\(key)' is SwiftLint's; \(equivalent)")
                }
                throw reader.error(value, "unknown key '\(key)'\(Suggestions.didYouMean(key, in: Self.topLevelKeys))")
            }
        }
        return configuration
    }

    private func readTheme(_ node: Node, reader: NodeReader) throws -> String {
        var name = "AppTheme"
        for (key, value) in try reader.mapping(node, key: "theme") {
            guard key == "name" else { throw reader.error(value, "unknown key 'theme.\(key)'") }
            name = try reader.string(value, key: "theme.name")
        }
        return name
    }

    private func readSymbols(_ node: Node, reader: NodeReader) throws -> [String] {
        var extra: [String] = []
        for (key, value) in try reader.mapping(node, key: "symbols") {
            guard key == "extra" else { throw reader.error(value, "unknown key 'symbols.\(key)'") }
            extra = try reader.strings(value, key: "symbols.extra")
        }
        return extra
    }

    private func readLayout(_ node: Node, reader: NodeReader) throws -> ScenarioSelection {
        var selection = ScenarioSelection()
        for (key, value) in try reader.mapping(node, key: "layout") {
            guard key == "scenarios" else { throw reader.error(value, "unknown key 'layout.\(key)'") }
            selection = try readScenarios(value, reader: reader)
        }
        return selection
    }

    /// `layout.scenarios`: `devices` (ids of `plumb devices`), `orientations`, `panes` (Split View
    /// scenario ids such as `ipad-pro-11/landscape/split-1-3`) and `text_sizes` (xSmall … AX5).
    private func readScenarios(_ node: Node, reader: NodeReader) throws -> ScenarioSelection {
        var selection = ScenarioSelection()
        for (key, value) in try reader.mapping(node, key: "layout.scenarios") {
            let path = "layout.scenarios.\(key)"
            let names = try reader.strings(value, key: path)
            switch key {
            case "devices":
                for id in names where DeviceCatalog.device(id: id) == nil {
                    throw reader.error(value, "\(path): \(DeviceCatalog.unknownDevice(id))")
                }
                selection.devices = names
            case "orientations":
                selection.orientations = try names.map { try reader.choice($0, of: Orientation.self, node: value, key: path) }
            case "panes":
                for id in names where DeviceCatalog.splitScenario(id: id) == nil {
                    throw reader.error(value, "\(path): unknown Split View pane '\(id)' (a device id, an orientation and split-1-3, split-1-2 or split-2-3, e.g. ipad-pro-11/landscape/split-1-3)")
                }
                selection.panes = names
            case "text_sizes":
                selection.textSizes = try names.map { name in
                    guard let size = DynamicTypeSize.named(name) else {
                        throw reader.error(value, "\(path): \"\(name)\" is not a text size (xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1 … AX5)")
                    }
                    return size
                }
            default: throw reader.error(value, "unknown key '\(path)'")
            }
            if names.isEmpty && key != "panes" { throw reader.error(value, "\(path) must not be empty") }
        }
        return selection
    }

    private func readDesign(_ node: Node, reader: NodeReader) throws -> DesignSettings {
        var design = DesignSettings()
        for (key, value) in try reader.mapping(node, key: "design") {
            let path = "design.\(key)"
            let text = try reader.string(value, key: path)
            switch key {
            case "density": design.density = try reader.choice(text, of: Density.self, node: value, key: path)
            case "surfaces": design.surfaces = try reader.choice(text, of: Surfaces.self, node: value, key: path)
            case "appearance": design.appearance = try reader.choice(text, of: Appearance.self, node: value, key: path)
            default: throw reader.error(value, "unknown key '\(path)'")
            }
        }
        return design
    }

    private func readRules(_ node: Node, reader: NodeReader) throws -> [String: RuleSetting] {
        var settings: [String: RuleSetting] = [:]
        for (id, value) in try reader.mapping(node, key: "rules") {
            guard let options = knownRules[id] else {
                throw reader.error(value, "unknown rule '\(id)'\(Suggestions.didYouMean(id, in: Array(knownRules.keys))) (see `plumb rules`)")
            }
            settings[id] = try readRule(id: id, value, options: options, reader: reader)
        }
        return settings
    }

    private func readRule(id: String, _ node: Node, options: [OptionSpec], reader: NodeReader) throws -> RuleSetting {
        if node.scalar != nil {
            return try severitySetting(try reader.string(node, key: "rules.\(id)"), node: node, key: "rules.\(id)", reader: reader)
        }
        var setting = RuleSetting()
        for (key, value) in try reader.mapping(node, key: "rules.\(id)") {
            let path = "rules.\(id).\(key)"
            if key == "severity" {
                let severity = try severitySetting(try reader.string(value, key: path), node: value, key: path, reader: reader)
                setting.severity = severity.severity
                setting.isOff = severity.isOff
                continue
            }
            guard let spec = options.first(where: { $0.name == key }) else {
                let known = (["severity"] + options.map(\.name)).joined(separator: ", ")
                throw reader.error(value, "unknown option '\(path)' (options: \(known))")
            }
            setting.options[key] = try reader.option(value, type: spec.type, key: path)
        }
        return setting
    }

    private func severitySetting(_ text: String, node: Node, key: String, reader: NodeReader) throws -> RuleSetting {
        if text == "off" { return RuleSetting(isOff: true) }
        guard let severity = Severity(rawValue: text) else {
            throw reader.error(node, "\(key): \"\(text)\" is not one of error, warning, info, off")
        }
        return RuleSetting(severity: severity)
    }
}
