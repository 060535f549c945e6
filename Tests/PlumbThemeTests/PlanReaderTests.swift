import PlumbCore
import PlumbTheme
import XCTest

/// Plans in YAML and JSON, and every way a plan can be unusable.
final class PlanReaderTests: XCTestCase {
    private func plan(_ text: String) throws -> ThemePlan {
        try ThemeInput(text: text, file: "plan.yml").plan
    }

    /// The message a plan fails with, `file:line: message`.
    private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try plan(text)
            XCTFail("the plan was accepted", file: file, line: line)
            return ""
        } catch let error as ConfigurationError {
            return error.description
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return ""
        }
    }

    func testReadsTheIssuesPlan() throws {
        let plan = try plan("""
            name: AppTheme
            design:
              density: compact
              surfaces: glass
              appearance: switchable
              cornerRadius: 16
            palette:
              accent: "#2f7d6d"
              background: { light: "#FFFFFF", dark: "#111111" }
              text-secondary: "#6B6B6B80"
            screens: [home, settings]
            """)
        XCTAssertEqual(plan.name, "AppTheme")
        XCTAssertEqual(plan.design, ThemeDesign(density: .compact, surfaces: .glass, appearance: .switchable, cornerRadius: 16))
        XCTAssertEqual(plan.colors.map(\.name), ["accent", "background", "textSecondary"])
        XCTAssertEqual(plan.colors.map(\.source), ["palette.accent", "palette.background", "palette.text-secondary"])
        XCTAssertEqual(plan.colors[0].value, .fixed(HexColor("#2F7D6D")!))
        XCTAssertEqual(plan.colors[1].value, .adaptive(light: HexColor("#FFF")!, dark: HexColor("#111111")!))
        XCTAssertEqual(plan.colors[2].value.light.description, "#6B6B6B80")
    }

    func testReadsJSONAndDefaults() throws {
        let plan = try plan("""
            {
            \t"palette": { "accent": "#2F7D6D", "surface": "#F2F2F7" }
            }
            """)
        XCTAssertEqual(plan.name, "AppTheme")
        XCTAssertEqual(plan.design, ThemeDesign(density: .standard, surfaces: .solid, appearance: .fixed, cornerRadius: 12))
        XCTAssertEqual(plan.colors.map(\.name), ["accent", "surface"])
    }

    func testBadChoicesNameTheKeyPath() {
        XCTAssertEqual(failure("design: { density: roomy }\npalette: { accent: \"#2F7D6D\" }"),
                       "plan.yml:1: design.density: \"roomy\" is not one of spacious, standard, compact")
        XCTAssertEqual(failure("design: { surfaces: paper }\npalette: { accent: \"#2F7D6D\" }"),
                       "plan.yml:1: design.surfaces: \"paper\" is not one of glass, material, solid, flat")
        XCTAssertTrue(failure("design: { densty: compact }\npalette: { accent: \"#2F7D6D\" }").contains("unknown key 'design.densty'"))
        XCTAssertEqual(failure("design: { cornerRadius: 10 }\npalette: { accent: \"#2F7D6D\", surface: \"#FFF\" }"),
                       "plan.yml:1: design.cornerRadius: 10 is not on the 4-pt grid; use 12")
    }

    func testBadColours() {
        XCTAssertEqual(failure("palette:\n  accent: \"#12G\""), "plan.yml:2: palette.accent: \"#12G\" is not a hex colour")
        XCTAssertTrue(failure("palette:\n  accent: #2F7D6D").contains("palette.accent: no colour given (in YAML, quote hex colours"))
        XCTAssertEqual(failure("design: { surfaces: glass }\npalette:\n  accent: \"#2F7D6D\"\n  background: { light: \"#FFF\" }"),
                       "plan.yml:4: palette.background: a light/dark pair needs both light and dark")
    }

    func testMissingAccentOrSurface() {
        XCTAssertEqual(failure("palette:\n  primary: \"#2F7D6D\""),
                       "plan.yml:2: palette.accent: missing; the theme needs exactly one accent colour")
        XCTAssertTrue(failure("palette: { brandAccent: \"#2F7D6D\" }").hasSuffix("palette.brandAccent does not count, name it accent"))
        XCTAssertEqual(failure("design: { surfaces: flat }\npalette: { accent: \"#2F7D6D\" }"),
                       "plan.yml:2: palette.surface: missing; flat surfaces fill cards with it")
        XCTAssertNoThrow(try plan("design: { surfaces: material }\npalette: { accent: \"#2F7D6D\" }"))
    }

    func testOneAccentOnly() {
        XCTAssertEqual(failure("palette:\n  accent: \"#2F7D6D\"\n  accentSecondary: \"#FF0000\""),
                       "plan.yml:3: palette.accentSecondary: the theme has one accent colour, palette.accent; name this colour for its role")
    }

    func testLightDarkPairNeedsSwitchableAppearance() {
        XCTAssertEqual(failure("palette:\n  accent: { light: \"#2F7D6D\", dark: \"#3FA08C\" }"),
                       "plan.yml:2: palette.accent: a light/dark pair needs design.appearance: switchable; give one colour")
    }

    func testNamesMustBeDistinctSwiftNamesThatAreNotKeywords() {
        XCTAssertEqual(failure("palette:\n  accent: \"#2F7D6D\"\n  text-primary: \"#111\"\n  text_primary: \"#222\""),
                       "plan.yml:4: palette.text_primary: becomes textPrimary, as palette.text-primary does; rename one of them")
        XCTAssertEqual(failure("palette:\n  accent: \"#2F7D6D\"\n  Default: \"#111\""),
                       "plan.yml:3: palette.Default: default is a Swift keyword; rename the token")
        XCTAssertEqual(failure("palette:\n  accent: \"#2F7D6D\"\n  500: \"#111\""),
                       "plan.yml:3: palette.500: \"500\" does not make a Swift name; start it with a letter")
        XCTAssertEqual(failure("name: My Theme\npalette: { accent: \"#2F7D6D\" }"),
                       "plan.yml:1: name: \"My Theme\" is not a Swift type name")
    }

    func testUnreadableDocuments() {
        XCTAssertTrue(failure("").contains("the file is empty"))
        XCTAssertTrue(failure("palette: [accent").contains("not valid YAML"))
        XCTAssertEqual(failure("palette: [accent]"), "plan.yml:1: palette must be a map")
        XCTAssertEqual(failure("name: Theme\nscreens: [home]"), "plan.yml:1: palette.accent: missing; the theme needs exactly one accent colour")
    }
}
