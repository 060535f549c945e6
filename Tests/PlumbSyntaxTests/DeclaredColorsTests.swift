import PlumbSyntax
import XCTest

/// `ProjectFacts.declaredColors`: the colour constants whose declaration spells the colour out.
final class DeclaredColorsTests: XCTestCase {
    private let colors = ProjectSources([
        "Theme.swift": """
        import SwiftUI
        enum AppTheme {
            static let channel = 47.0
            enum Colors {
                static let accent = Color(hex: "#2f7d6d")
                static let short = Color(hex: "FA0")
                static let packed = Color(hex: 0x1E88E5)
                static let computed = Color(red: AppTheme.channel / 255, green: 125.0 / 255, blue: 0.5)
                static let sRGB = Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5)
                static let gray = Color(white: 0.9)
                static let tint = accent
                static let system: Color = .orange
                static let qualified = Color.blue
                static let gold = Color.brandGold
                static let asset = Color("Brand")
                static let uiKit = Color(.systemBackground)
                static let p3 = Color(.displayP3, red: 1, green: 0, blue: 0)
                static let outOfRange = Color(red: 2, green: 0, blue: 0)
            }
            enum Surfaces {
                static let card = Colors.accent
                static let missing = Colors.nothing
            }
        }
        extension Color {
            static let brandGold = Color(red: 1, green: 0.84, blue: 0)
            static var userChosen = Color(hex: "#000000")
            #if os(tvOS)
            static let systemFill = Color.white
            #else
            static let systemFill = Color(UIColor.systemFill)
            #endif
        }
        """,
    ]).facts.declaredColors

    func testHexRGBAndWhiteInitializersGiveTheirValue() {
        XCTAssertEqual(colors["AppTheme.Colors.accent"], "#2F7D6D")
        XCTAssertEqual(colors["AppTheme.Colors.short"], "#FFAA00")
        XCTAssertEqual(colors["AppTheme.Colors.packed"], "#1E88E5")
        XCTAssertEqual(colors["AppTheme.Colors.computed"], "#2F7D80", "channels are resolved through constants and arithmetic")
        XCTAssertEqual(colors["AppTheme.Colors.sRGB"], "#FF000080", "opacity is the alpha")
        XCTAssertEqual(colors["AppTheme.Colors.gray"], "#E6E6E6")
        XCTAssertEqual(colors["Color.brandGold"], "#FFD600", "a Color extension's constants are named Color.x")
    }

    func testNamesAreKeptForWhoeverKnowsThem() {
        XCTAssertEqual(colors["AppTheme.Colors.tint"], "AppTheme.Colors.accent", "a sibling constant, by its full name")
        XCTAssertEqual(colors["AppTheme.Surfaces.card"], "AppTheme.Colors.accent", "found from an enclosing type")
        XCTAssertEqual(colors["AppTheme.Colors.system"], "orange")
        XCTAssertEqual(colors["AppTheme.Colors.qualified"], "blue")
        XCTAssertEqual(colors["AppTheme.Colors.gold"], "brandGold")
    }

    func testColoursTheSourceDoesNotSpellOutHaveNoEntry() {
        for name in ["asset", "uiKit", "p3", "outOfRange"] {
            XCTAssertNil(colors["AppTheme.Colors.\(name)"], name)
        }
        XCTAssertNil(colors["AppTheme.Surfaces.missing"], "a name that is no colour constant")
        XCTAssertNil(colors["Color.userChosen"], "a variable may change at run time")
        XCTAssertNil(colors["Color.systemFill"], "white on tvOS only")
        XCTAssertNil(colors["AppTheme.channel"], "a number is no colour")
    }
}
