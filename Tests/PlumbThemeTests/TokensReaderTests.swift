import PlumbCore
import PlumbTheme
import XCTest

/// W3C Design Tokens (DTCG) files as input.
final class TokensReaderTests: XCTestCase {
    private static let tokens = """
        {
          "$extensions": { "dev.plumb": { "name": "BrandTheme", "design": { "density": "spacious", "surfaces": "flat" } } },
          "color": {
            "$type": "color",
            "palette": {
              "teal": { "$value": "#2F7D6D" },
              "paper": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1 } }
            },
            "accent": { "$value": "{color.palette.teal}", "$description": "Buttons and links." },
            "surface": { "$value": { "colorSpace": "srgb", "components": [0.95, 0.95, 0.97], "hex": "#F2F2F7" } },
            "text": {
              "primary": { "$value": "#111111" },
              "secondary": { "$value": "#6B6B6B", "$description": "Captions\\nand metadata." }
            }
          },
          "size": {
            "$type": "dimension",
            "corner-radius": { "$value": "16px" },
            "icon": { "$value": { "value": 1.5, "unit": "rem" } },
            "hairline": { "$value": "1px" }
          },
          "font": { "body": { "$type": "fontFamily", "$value": ["SF Pro"] } }
        }
        """

    private func input(_ text: String) throws -> ThemeInput {
        try ThemeInput(text: text, file: "tokens.json")
    }

    private func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try input(text)
            XCTFail("the tokens were accepted", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }

    func testReadsGroupsInheritedTypesAliasesAndDimensions() throws {
        let input = try input(Self.tokens)
        let plan = input.plan
        XCTAssertEqual(plan.name, "BrandTheme")
        XCTAssertEqual(plan.design, ThemeDesign(density: .spacious, surfaces: .flat, appearance: .fixed, cornerRadius: 16))
        XCTAssertEqual(plan.colors.map(\.name), ["paletteTeal", "palettePaper", "accent", "surface", "textPrimary", "textSecondary"])
        XCTAssertEqual(plan.color(named: "accent")?.value, .fixed(HexColor("#2F7D6D")!))
        XCTAssertEqual(plan.color(named: "accent")?.summary, "Buttons and links.")
        XCTAssertEqual(plan.color(named: "palettePaper")?.value, .fixed(HexColor("#FFFFFF")!))
        XCTAssertEqual(plan.color(named: "surface")?.value, .fixed(HexColor("#F2F2F7")!))
        XCTAssertEqual(plan.color(named: "textSecondary")?.source, "color.text.secondary")
        XCTAssertEqual(plan.metrics.map(\.name), ["sizeIcon", "sizeHairline"])
        XCTAssertEqual(plan.metrics.map(\.value), [24, 1])
        XCTAssertEqual(input.notes, ["font.body: $type fontFamily has no place in the theme; skipped"])
    }

    func testRendersDescriptionsAsDocComments() throws {
        let theme = try ThemeGenerator.generate(text: Self.tokens, path: "design/tokens.json")
        XCTAssertTrue(theme.source.hasPrefix("// Written by `plumb theme` from tokens.json."))
        XCTAssertTrue(theme.source.contains("/// Captions and metadata.\n        static let textSecondary = Color(hex: \"#6B6B6B\")"))
        XCTAssertTrue(theme.source.contains("static let cornerRadius: CGFloat = 16"))
        XCTAssertTrue(theme.source.contains("static let sizeIcon: CGFloat = 24"))
        XCTAssertEqual(theme.typeName, "BrandTheme")
        XCTAssertTrue(theme.source.contains("enum BrandTheme {"))
    }

    func testDefaultsWithoutThePlumbExtension() throws {
        let plan = try input(##"{ "accent": { "$type": "color", "$value": "#2F7D6D" }, "surface": { "$type": "color", "$value": "#FFF" } }"##).plan
        XCTAssertEqual(plan.name, "AppTheme")
        XCTAssertEqual(plan.design, ThemeDesign())
    }

    func testDarkValuesMakePairsThatAliasesKeep() throws {
        let tokens = ##"""
            {
              "$extensions": { "dev.plumb": { "design": { "appearance": "switchable", "surfaces": "glass" } } },
              "color": {
                "$type": "color",
                "teal": { "$value": "#2F7D6D", "$extensions": { "dev.plumb": { "dark": "#3FA08C" } } },
                "accent": { "$value": "{color.teal}" },
                "background": { "$value": "#FFFFFF", "$extensions": { "dev.plumb": { "dark": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }
              }
            }
            """##
        let plan = try input(tokens).plan
        XCTAssertEqual(plan.color(named: "accent")?.value, .adaptive(light: HexColor("#2F7D6D")!, dark: HexColor("#3FA08C")!))
        XCTAssertEqual(plan.color(named: "background")?.value, .adaptive(light: HexColor("#FFFFFF")!, dark: HexColor("#000000")!))
        let fixed = tokens.replacingOccurrences(of: "\"appearance\": \"switchable\", ", with: "")
        XCTAssertEqual(failure(fixed), "tokens.json:5: color.teal: a light/dark pair needs design.appearance: switchable; give one colour")
    }

    func testBadTokensNameTheirPath() {
        XCTAssertEqual(failure(##"{ "color": { "$type": "color", "accent": { "$value": "#12G" } } }"##),
                       ##"tokens.json:1: color.accent: "#12G" is not a hex colour"##)
        XCTAssertEqual(failure(##"{ "color": { "brand": { "$type": "color", "$value": "#2F7D6D" }, "surface": { "$type": "color", "$value": "#FFF" } } }"##),
                       "tokens.json:1: color.accent: missing; the theme needs exactly one accent colour")
        XCTAssertEqual(failure(##"{ "accent": { "$value": "#2F7D6D" } }"##),
                       "tokens.json:1: accent: no $type; give the token or its group one")
        XCTAssertEqual(failure(##"{ "a": { "$value": "{b}" }, "b": { "$value": "{a}" } }"##),
                       "tokens.json:1: a: the aliases go round in a circle (a → b → a)")
        XCTAssertEqual(failure(##"{ "accent": { "$type": "color", "$value": "{brand.teal}" } }"##),
                       "tokens.json:1: accent: the alias {brand.teal} names no token")
        XCTAssertEqual(failure(##"{ "gap": { "$type": "dimension", "$value": "2em" } }"##),
                       ##"tokens.json:1: gap: the unit "em" is not px or rem"##)
        XCTAssertEqual(failure(##"{ "cornerRadius": { "$type": "dimension", "$value": "10px" } }"##),
                       "tokens.json:1: cornerRadius: 10 is not on the 4-pt grid; use 12")
        XCTAssertEqual(failure(##"{ "$extensions": { "dev.plumb": { "design": { "density": "airy" } } }, "accent": { "$type": "color", "$value": "#2F7D6D" } }"##),
                       ##"tokens.json:1: $extensions.dev.plumb.design.density: "airy" is not one of spacious, standard, compact"##)
        XCTAssertEqual(failure(##"{ "accent": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } } }"##),
                       "tokens.json:1: accent: only sRGB colours are supported; give a hex string, a hex member or srgb components")
        XCTAssertEqual(failure(##"{ "cardShadowY": { "$type": "dimension", "$value": "4px" } }"##),
                       "tokens.json:1: cardShadowY: becomes cardShadowY, as the generated Style does; rename one of them")
    }
}
