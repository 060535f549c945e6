import PlumbCore
import PlumbLint
import PlumbTheme
import SwiftParser
import SwiftSyntax
import XCTest

/// The file `plumb theme` writes keeps the design system's own rules, for every design choice.
final class GeneratedThemeTests: XCTestCase {
    private static let palette: [ThemeToken<ThemeColor>] = [
        ThemeToken(name: "accent", source: "palette.accent", value: .fixed(HexColor("#2F7D6D")!)),
        ThemeToken(name: "background", source: "palette.background", value: .fixed(HexColor("#FFFFFF")!)),
        ThemeToken(name: "surface", source: "palette.surface", value: .fixed(HexColor("#F2F2F7")!)),
        ThemeToken(name: "textPrimary", source: "palette.textPrimary", value: .fixed(HexColor("#111111")!)),
    ]

    private static var combinations: [ThemeDesign] {
        Density.allCases.flatMap { density in
            Surfaces.allCases.flatMap { surfaces in
                Appearance.allCases.map { ThemeDesign(density: density, surfaces: surfaces, appearance: $0) }
            }
        }
    }

    private static func plan(_ design: ThemeDesign) -> ThemePlan {
        var colors = palette
        if design.appearance == .switchable {
            colors[1].value = .adaptive(light: HexColor("#FFFFFF")!, dark: HexColor("#111111")!)
            colors[3].value = .adaptive(light: HexColor("#111111")!, dark: HexColor("#F2F2F7")!)
        }
        let metric = ThemeToken(name: "borderWidth", source: "border.width", value: 1.0, summary: "Hairline borders.")
        return ThemePlan(name: "AppTheme", design: design, colors: colors, metrics: [metric])
    }

    /// Every rule on, opt-in rules too, with the design the theme was made for.
    private static func configuration(for design: ThemeDesign) -> Configuration {
        var configuration = Configuration(baseDirectory: "/")
        configuration.design = DesignSettings(density: design.density, surfaces: design.surfaces, appearance: design.appearance)
        configuration.deploymentTarget = OSVersion("17.0")
        for rule in RuleRegistry.descriptions { configuration.rules[rule.id] = RuleSetting() }
        return configuration
    }

    func testEveryCombinationLintsCleanWithEveryRuleOn() {
        XCTAssertEqual(Self.combinations.count, 24)
        for design in Self.combinations {
            let source = ThemeRenderer(plan: Self.plan(design), origin: "plan.yml").source
            let linter = Linter(configuration: Self.configuration(for: design), jobs: 1)
            let findings = linter.lint([LintInput(path: "AppTheme.swift", source: source)]).findings
            XCTAssertEqual(findings.map { "\($0.position.line): [\($0.ruleID)] \($0.message)" }, [], "\(design)\n\(source)")
        }
    }

    /// The file is checked like hand-written code (its header does not mark it as generated code,
    /// which lint would not report on), so a broken theme does have findings.
    func testTheLintCheckIsNotVacuous() {
        let design = ThemeDesign()
        let source = ThemeRenderer(plan: Self.plan(design), origin: "plan.yml").source
            .replacingOccurrences(of: "static let small: CGFloat = 12", with: "static let small: CGFloat = 10")
        let linter = Linter(configuration: Self.configuration(for: design), jobs: 1)
        // Project rules speak about apps with SwiftUI views.
        let view = LintInput(path: "Home.swift", source: "struct Home: View { var body: some View { Text(\"Home\") } }")
        let findings = linter.lint([LintInput(path: "AppTheme.swift", source: source), view]).findings
        XCTAssertTrue(findings.contains { $0.ruleID == "spacing-scale" }, "\(findings)")
    }

    func testEveryCombinationParsesWithoutErrors() {
        for design in Self.combinations {
            let source = ThemeRenderer(plan: Self.plan(design), origin: "plan.yml").source
            XCTAssertFalse(Parser.parse(source: source).hasError, "\(design)\n\(source)")
        }
    }

    func testLightDarkInitializerOnlyWhenSwitchable() {
        for design in Self.combinations {
            let source = ThemeRenderer(plan: Self.plan(design), origin: "plan.yml").source
            XCTAssertTrue(source.contains("init(hex: String)"))
            XCTAssertEqual(source.contains("init(light: String, dark: String)"), design.appearance == .switchable, "\(design)")
        }
    }

    func testSurfacesMapToMaterialsAndShadows() {
        let cards: [Surfaces: String] = [
            .glass: "static let card: Material = .ultraThinMaterial",
            .material: "static let card: Material = .regularMaterial",
            .solid: "static let card = Colors.surface",
            .flat: "static let card = Colors.surface",
        ]
        for surfaces in Surfaces.allCases {
            let source = ThemeRenderer(plan: Self.plan(ThemeDesign(density: .standard, surfaces: surfaces, appearance: .fixed)), origin: "p").source
            XCTAssertTrue(source.contains(cards[surfaces]!), "\(surfaces)")
            XCTAssertEqual(source.contains("cardShadowRadius"), surfaces != .flat, "\(surfaces)")
            XCTAssertEqual(source.contains("Material"), surfaces == .glass || surfaces == .material, "\(surfaces)")
        }
    }

    func testDensityRolesAreScaleStepsInsideTheDensityRanges() {
        let scale = Dictionary(uniqueKeysWithValues: SpacingScale.standardSteps.map { ($0.name, $0.value) })
        for density in Density.allCases {
            let values = Dictionary(uniqueKeysWithValues: SpacingRole.all.map { ($0.name, scale[$0.step(for: density)]) })
            XCTAssertTrue(density.outerPadding.contains(values["outerMargin"]!!), "\(density)")
            XCTAssertTrue(density.outerPadding.contains(values["cardPadding"]!!), "\(density)")
            XCTAssertTrue(density.sectionGap.contains(values["sectionGap"]!!), "\(density)")
            XCTAssertNotNil(values["rowPadding"]!, "\(density)")
        }
        let standard = ThemeRenderer(plan: Self.plan(ThemeDesign()), origin: "p").source
        XCTAssertTrue(standard.contains("static let sectionGap: CGFloat = large"))
        XCTAssertTrue(standard.contains("static let rowPadding: CGFloat = small"))
    }

    func testOutputIsDeterministicAndTidy() {
        let plan = Self.plan(ThemeDesign(density: .compact, surfaces: .glass, appearance: .switchable))
        let first = ThemeRenderer(plan: plan, origin: "plan.yml").source
        XCTAssertEqual(first, ThemeRenderer(plan: plan, origin: "plan.yml").source)
        XCTAssertTrue(first.hasPrefix("// Written by `plumb theme` from plan.yml."))
        XCTAssertTrue(first.hasSuffix("}\n"))
        XCTAssertFalse(first.contains("\n\n\n"))
        for line in first.split(separator: "\n") {
            XCTAssertFalse(line.hasSuffix(" "), "trailing space: \(line)")
            XCTAssertLessThanOrEqual(line.count, 120, String(line))
        }
        XCTAssertTrue(first.contains("        /// Hairline borders.\n        static let borderWidth: CGFloat = 1\n"))
    }

    func testExampleThemeIsUpToDateWithItsPlan() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples").standardized
        let planPath = examples.appendingPathComponent("theme-plan.yml").path
        let text = try String(contentsOfFile: planPath, encoding: .utf8)
        let theme = try ThemeGenerator.generate(text: text, path: planPath)
        let written = try String(contentsOf: examples.appendingPathComponent("AppTheme.generated.swift"), encoding: .utf8)
        XCTAssertEqual(written, theme.source, "run: plumb theme Examples/theme-plan.yml -o Examples/AppTheme.generated.swift")
        XCTAssertEqual(theme.warnings, [])
    }
}
