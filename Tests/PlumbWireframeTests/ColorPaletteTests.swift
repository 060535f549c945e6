import PlumbWireframe
import Testing
import XCTest

final class ColorPaletteTests: XCTestCase {
    private let palette = ColorPalette(theme: [
        "AppTheme.Colors.accent": "#2F7D6D",
        "AppTheme.Colors.tint": "AppTheme.Colors.accent",
        "AppTheme.Colors.warning": "orange",
        "Color.brandGold": "#FFD600",
        "AppTheme.Colors.gold": "brandGold",
        "AppTheme.Colors.loop": "AppTheme.Colors.loop",
    ])

    func testTheThemeColoursAreFilledThroughTheirNames() {
        XCTAssertEqual(palette.color(named: "AppTheme.Colors.accent"), "#2F7D6D")
        XCTAssertEqual(palette.color(named: "AppTheme.Colors.tint"), "#2F7D6D", "a constant naming another")
        XCTAssertEqual(palette.color(named: "AppTheme.Colors.warning"), "#FF9500", "a constant naming a SwiftUI colour")
        XCTAssertEqual(palette.color(named: "brandGold"), "#FFD600", "`.brandGold` is a Color constant")
        XCTAssertEqual(palette.color(named: "AppTheme.Colors.gold"), "#FFD600")
    }

    func testWhatIsNotKnownStaysUnfilled() {
        XCTAssertEqual(palette.color(named: "blue"), "#007AFF")
        XCTAssertEqual(palette.color(named: "#12345678"), "#12345678")
        XCTAssertNil(palette.color(named: "accent"), "a bare name is no theme token's")
        XCTAssertNil(palette.color(named: "Brand"), "an asset colour")
        XCTAssertNil(palette.color(named: "clear"))
        XCTAssertNil(palette.color(named: "AppTheme.Colors.loop"), "a cycle ends")
    }
}

struct AssetColorPaletteTests {
    @Test func theAssetCatalogsColoursFillByNameAfterTheThemes() {
        let palette = ColorPalette(theme: ["Color.brand": "#111111", "AppTheme.Colors.card": "Surface"], assets: ["Surface": "#EEEEEE", "brand": "#222222"])
        #expect(palette.color(named: "Surface") == "#EEEEEE", "Color(\"Surface\")")
        #expect(palette.color(named: "AppTheme.Colors.card") == "#EEEEEE", "a theme constant naming a colour set")
        #expect(palette.color(named: "brand") == "#111111", "a theme constant of the name comes first")
        #expect(palette.color(named: "Missing") == nil)
    }
}
