import PlumbCore
import XCTest

final class SpacingScaleTests: XCTestCase {
    func testGrid() {
        XCTAssertTrue(SpacingScale.isOnGrid(0))
        XCTAssertTrue(SpacingScale.isOnGrid(-8))
        XCTAssertFalse(SpacingScale.isOnGrid(10))
        XCTAssertFalse(SpacingScale.isOnGrid(0.5))
    }

    func testSnappingGoesUpOnTies() {
        XCTAssertEqual(SpacingScale.snapped(10), 12)
        XCTAssertEqual(SpacingScale.snapped(9), 8)
        XCTAssertEqual(SpacingScale.snapped(2), 4)
        XCTAssertEqual(SpacingScale.snapped(1), 0)
        XCTAssertEqual(SpacingScale.snapped(-6), -4)
        XCTAssertEqual(SpacingScale.snapped(0.5), 0)
    }
}
