import PlumbWireframe
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
