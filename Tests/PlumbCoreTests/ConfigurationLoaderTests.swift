import PlumbCore
import XCTest

final class ConfigurationLoaderTests: XCTestCase {
    private let loader = ConfigurationLoader(knownRules: [
        "spacing-grid": [OptionSpec("allow", .numberList, default: "[]", ""), OptionSpec("check_negative", .bool, default: "false", "")],
        "deep-nesting": [OptionSpec("max_depth", .integer, default: "4", "")],
        "geometry-reader": [],
    ])

    private func parse(_ yaml: String) throws -> Configuration {
        try loader.parse(yaml, file: ".plumb.yml", baseDirectory: "/project")
    }

    private func error(_ yaml: String) -> ConfigurationError? {
        do {
            _ = try parse(yaml)
            return nil
        } catch {
            return error as? ConfigurationError
        }
    }

    func testReadsEveryKey() throws {
        let configuration = try parse("""
            included: [App, Packages]
            excluded: [App/Generated]
            theme: { name: BrandTheme }
            design:
              density: compact
              surfaces: glass
              appearance: switchable
            platforms: [iOS, watchOS]
            deployment_target: "17.0"
            check_previews: true
            rules:
              spacing-grid: { severity: warning, allow: [1, 2], check_negative: true }
              geometry-reader: off
              deep-nesting: { max_depth: 5 }
            """)
        XCTAssertEqual(configuration.included, ["App", "Packages"])
        XCTAssertEqual(configuration.excluded, ["App/Generated"])
        XCTAssertEqual(configuration.themeName, "BrandTheme")
        XCTAssertEqual(configuration.design, DesignSettings(density: .compact, surfaces: .glass, appearance: .switchable))
        XCTAssertEqual(configuration.platforms, [.iOS, .watchOS])
        XCTAssertEqual(configuration.deploymentTarget, OSVersion("17"))
        XCTAssertTrue(configuration.checkPreviews)
        XCTAssertEqual(configuration.rules["spacing-grid"], RuleSetting(severity: .warning, options: ["allow": .numbers([1, 2]), "check_negative": .bool(true)]))
        XCTAssertEqual(configuration.rules["geometry-reader"], RuleSetting(isOff: true))
        XCTAssertEqual(configuration.setting(for: "deep-nesting").integer("max_depth"), 5)
    }

    func testEmptyFileIsTheDefault() throws {
        let configuration = try parse("")
        XCTAssertEqual(configuration.themeName, "AppTheme")
        XCTAssertNil(configuration.platforms, "absent platforms are inferred")
        XCTAssertTrue(configuration.rules.isEmpty)
    }

    func testLayoutScenarios() throws {
        let configuration = try parse("""
            layout:
              scenarios:
                devices: [iphone-se-4, ipad-pro-13-m4]
                orientations: [landscape]
                panes: [ipad-pro-11/portrait/split-2-3]
                text_sizes: [large, AX5]
            """)
        let selection = configuration.layoutScenarios
        XCTAssertEqual(selection.textSizes, [.large, .accessibility5])
        XCTAssertEqual(selection.scenarios.map(\.id), [
            "iphone-se-4/landscape", "ipad-pro-13-m4/landscape", "ipad-pro-11/portrait/split-2-3",
        ])
        XCTAssertEqual(try parse("").layoutScenarios.scenarios.count, 11)
        XCTAssertEqual(try parse("layout: { scenarios: { panes: [] } }").layoutScenarios.scenarios.count, 10)
    }

    func testBadLayoutScenariosNameTheKey() {
        XCTAssertEqual(error("layout:\n  scenarios:\n    devices: [iphone-99]\n")?.message,
                       "layout.scenarios.devices: unknown device 'iphone-99'; did you mean 'iphone-11', 'iphone-12' or 'iphone-13'? (see `plumb devices`)")
        XCTAssertEqual(error("layout:\n  scenarios:\n    text_sizes: [huge]\n")?.line, 3)
        XCTAssertEqual(error("layout:\n  scenarios:\n    orientations: [sideways]\n")?.message,
                       "layout.scenarios.orientations: \"sideways\" is not one of portrait, landscape")
        XCTAssertNotNil(error("layout:\n  scenarios:\n    panes: [ipad-pro-11/landscape]\n"))
        XCTAssertEqual(error("layout:\n  devices: []\n")?.message, "unknown key 'layout.devices'")
        XCTAssertEqual(error("layout:\n  scenarios:\n    text_sizes: []\n")?.message, "layout.scenarios.text_sizes must not be empty")
    }

    func testUnknownTopLevelKey() {
        XCTAssertEqual(error("excluded: []\nthem: { name: X }\n"),
                       ConfigurationError(file: ".plumb.yml", line: 2, message: "unknown key 'them'; did you mean 'theme'?"))
    }

    func testSwiftLintKeysAreAnsweredWithPlumbsEquivalent() {
        XCTAssertEqual(error("disabled_rules: [spacing-grid, deep-nesting]\n")?.description,
                       ".plumb.yml:1: 'disabled_rules' is SwiftLint's; in Plumb a rule is turned off under `rules:`, e.g. `rules: { spacing-grid: off, deep-nesting: off }`")
        XCTAssertEqual(error("opt_in_rules:\n  - geometry-reader\n")?.description,
                       ".plumb.yml:2: 'opt_in_rules' is SwiftLint's; in Plumb an opt-in rule is turned on by giving it a severity under `rules:`, e.g. `rules: { geometry-reader: warning }`")
        XCTAssertEqual(error("only_rules: [spacing-grid]\n")?.description,
                       ".plumb.yml:1: 'only_rules' is SwiftLint's; Plumb runs chosen rules only from the command line: `plumb lint --only spacing-grid`")
    }

    func testUnknownRuleID() {
        XCTAssertEqual(error("rules:\n  spacing-gird: error\n")?.description,
                       ".plumb.yml:2: unknown rule 'spacing-gird'; did you mean 'spacing-grid'? (see `plumb rules`)")
    }

    func testUnknownRuleOption() {
        XCTAssertEqual(error("rules:\n  spacing-grid:\n    alow: [1]\n")?.line, 3)
        XCTAssertTrue(error("rules:\n  spacing-grid:\n    alow: [1]\n")?.message.contains("rules.spacing-grid.alow") ?? false)
    }

    func testWrongTypes() {
        XCTAssertEqual(error("check_previews: maybe\n")?.message, "check_previews must be true or false")
        XCTAssertEqual(error("rules:\n  spacing-grid: { allow: 2 }\n")?.message, "rules.spacing-grid.allow must be a list of numbers")
        XCTAssertEqual(error("rules:\n  spacing-grid: { allow: [one] }\n")?.message, "rules.spacing-grid.allow must be a number")
        XCTAssertEqual(error("rules:\n  deep-nesting: { max_depth: 4.5 }\n")?.message, "rules.deep-nesting.max_depth must be a whole number")
        XCTAssertEqual(error("excluded: { a: b }\n")?.message, "excluded must be a list")
        XCTAssertEqual(error("rules: [spacing-grid]\n")?.message, "rules must be a map")
    }

    func testBadValues() {
        XCTAssertEqual(error("design:\n  density: roomy\n")?.description,
                       ".plumb.yml:2: design.density: \"roomy\" is not one of spacious, standard, compact")
        XCTAssertEqual(error("rules:\n  geometry-reader: loud\n")?.message,
                       "rules.geometry-reader: \"loud\" is not one of error, warning, info, off")
        XCTAssertEqual(error("platforms: [iOS, Android]\n")?.message,
                       "platforms: \"Android\" is not one of iOS, iPadOS, macOS, tvOS, watchOS, visionOS")
        XCTAssertEqual(error("deployment_target: seventeen\n")?.message,
                       "deployment_target: \"seventeen\" is not a version such as \"17.0\"")
        XCTAssertEqual(error("design: { shade: dark }\n")?.message, "unknown key 'design.shade'")
    }

    func testInvalidYAMLNamesTheLine() {
        let failure = error("rules:\n  spacing-grid: [\n")
        XCTAssertNotNil(failure?.line)
        XCTAssertTrue(failure?.message.hasPrefix("not valid YAML") ?? false)
    }

    func testDiscoveryWalksUpToTheNearestFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-config-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("App/Screens")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        XCTAssertNil(ConfigurationLoader.discover(from: nested.path).flatMap { $0.hasPrefix(root.path) ? $0 : nil })
        try Data().write(to: root.appendingPathComponent(".plumb.yml"))
        XCTAssertEqual(ConfigurationLoader.discover(from: nested.path), root.appendingPathComponent(".plumb.yml").path)
    }

    func testVersionsCompareNumerically() {
        XCTAssertLessThan(OSVersion("9.3")!, OSVersion("17")!)
        XCTAssertEqual(OSVersion("17.0"), OSVersion("17"))
        XCTAssertNil(OSVersion("17.x"))
    }
}
