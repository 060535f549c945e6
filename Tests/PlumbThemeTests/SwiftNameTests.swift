import PlumbCore
import PlumbTheme
import XCTest

final class SwiftNameTests: XCTestCase {
    func testCamelCase() {
        XCTAssertEqual(SwiftName.camelCase("text-primary"), "textPrimary")
        XCTAssertEqual(SwiftName.camelCase("text_primary"), "textPrimary")
        XCTAssertEqual(SwiftName.camelCase("Text Primary"), "textPrimary")
        XCTAssertEqual(SwiftName.camelCase("textPrimary"), "textPrimary")
        XCTAssertEqual(SwiftName.camelCase("URLColor"), "urlColor")
        XCTAssertEqual(SwiftName.camelCase("URL"), "url")
        XCTAssertEqual(SwiftName.camelCase("brand.500"), "brand500")
        XCTAssertNil(SwiftName.camelCase("500"))
        XCTAssertNil(SwiftName.camelCase("--"))
        XCTAssertEqual(SwiftName.camelCase("vert émeraude"), "vertÉmeraude")
        XCTAssertNil(SwiftName.camelCase("½"))
    }

    func testKeywordsAndTypeNames() {
        XCTAssertTrue(SwiftName.isKeyword("default"))
        XCTAssertTrue(SwiftName.isKeyword("self"))
        XCTAssertFalse(SwiftName.isKeyword("async"))
        XCTAssertTrue(SwiftName.isIdentifier("AppTheme"))
        XCTAssertFalse(SwiftName.isIdentifier("App Theme"))
        XCTAssertFalse(SwiftName.isIdentifier("struct"))
        XCTAssertFalse(SwiftName.isIdentifier("9Theme"))
    }
}

final class HexColorTests: XCTestCase {
    func testParsesAndNormalises() {
        XCTAssertEqual(HexColor("#2f7d6d")?.description, "#2F7D6D")
        XCTAssertEqual(HexColor("abc")?.description, "#AABBCC")
        XCTAssertEqual(HexColor("#11223344")?.description, "#11223344")
        XCTAssertEqual(HexColor("#112233FF")?.description, "#112233")
        XCTAssertEqual(HexColor("#0A0B0C")?.red, 10)
        for bad in ["#12G", "", "#", "#1234", "#1234567", "１２３"] { XCTAssertNil(HexColor(bad), bad) }
    }

    func testUnitChannels() {
        XCTAssertEqual(HexColor(unitRed: 1, green: 0.5, blue: 0, alpha: 1)?.description, "#FF8000")
        XCTAssertNil(HexColor(unitRed: 1.2, green: 0, blue: 0))
    }
}
