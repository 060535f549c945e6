import PlumbCore
import PlumbTheme
import XCTest

/// WCAG 2 contrast of text colours on the background and surface.
final class ContrastCheckTests: XCTestCase {
    private func plan(_ colors: [(String, ThemeColor)], appearance: Appearance = .fixed) -> ThemePlan {
        let tokens = colors.map { ThemeToken(name: $0.0, source: "palette.\($0.0)", value: $0.1) }
        return ThemePlan(name: "AppTheme", design: ThemeDesign(density: .standard, surfaces: .solid, appearance: appearance), colors: tokens)
    }

    private func hex(_ text: String) -> ThemeColor { .fixed(HexColor(text)!) }

    func testReportsTextColoursBelowFourAndAHalf() {
        let failures = ContrastCheck.failures(in: plan([
            ("accent", hex("#FF0000")), ("background", hex("#FFFFFF")), ("surface", hex("#000000")),
            ("textPrimary", hex("#000000")), ("textSecondary", hex("#777777")), ("textured", hex("#FFFFFF")),
        ]))
        XCTAssertEqual(failures.map(\.description), [
            "palette.textPrimary on palette.surface: contrast 1.00:1 is below 4.5:1 for body text",
            "palette.textSecondary on palette.background: contrast 4.47:1 is below 4.5:1 for body text",
        ])
    }

    func testKnownRatios() {
        let failures = ContrastCheck.failures(in: plan([("background", hex("#FFFFFF")), ("text", hex("#FFFFFF80"))]))
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures[0].ratio, 1, accuracy: 0.001)
        XCTAssertEqual(ContrastCheck.failures(in: plan([("background", hex("#FFFFFF")), ("text", hex("#000000"))])), [])
    }

    func testChecksEachAppearanceOfAPair() {
        let failures = ContrastCheck.failures(in: plan([
            ("background", .adaptive(light: HexColor("#FFFFFF")!, dark: HexColor("#111111")!)),
            ("textPrimary", hex("#222222")),
        ], appearance: .switchable))
        XCTAssertEqual(failures.map(\.appearance), ["dark"])
        XCTAssertTrue(failures[0].description.hasPrefix("palette.textPrimary on palette.background in dark mode: contrast 1.1"))
    }

    func testGeneratorWarnsButSucceeds() throws {
        let theme = try ThemeGenerator.generate(text: "palette: { accent: \"#2F7D6D\", surface: \"#FFFFFF\", textSecondary: \"#AAAAAA\" }", path: "p.yml")
        XCTAssertEqual(theme.warnings, ["palette.textSecondary on palette.surface: contrast 2.32:1 is below 4.5:1 for body text"])
        XCTAssertTrue(theme.source.contains("static let textSecondary"))
    }
}
