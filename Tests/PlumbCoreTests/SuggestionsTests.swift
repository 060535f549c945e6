import PlumbCore
import XCTest

final class SuggestionsTests: XCTestCase {
    func testNearestNamesFirstCaseAndSeparatorsIgnored() {
        let ids = ["spacing-grid", "spacing-token", "spacing-scale", "tap-target", "tap-target-size", "deep-nesting"]
        XCTAssertEqual(Suggestions.closest(to: "spacng-grid", in: ids), ["spacing-grid"])
        XCTAssertEqual(Suggestions.closest(to: "Spacing_Grid", in: ids), ["spacing-grid"])
        XCTAssertEqual(Suggestions.closest(to: "tap-targets", in: ids), ["tap-target"])
        XCTAssertEqual(Suggestions.closest(to: "spacing", in: ids), ["spacing-grid", "spacing-scale", "spacing-token"])
        XCTAssertEqual(Suggestions.closest(to: "colour", in: ids), [])
        XCTAssertEqual(Suggestions.didYouMean("nesting", in: ids), "; did you mean 'deep-nesting'?")
        XCTAssertEqual(Suggestions.didYouMean("zzz", in: ids), "")
    }

    func testDevicesByIdOrDisplayName() {
        XCTAssertEqual(DeviceCatalog.device(named: "iPhone 15")?.id, "iphone-15")
        XCTAssertEqual(DeviceCatalog.device(named: "iphone 15 pro max")?.id, "iphone-15-pro-max")
        XCTAssertEqual(DeviceCatalog.device(named: "iphone-15")?.id, "iphone-15")
        XCTAssertNil(DeviceCatalog.device(named: "iPhone 51"))
        XCTAssertEqual(DeviceCatalog.unknownDevice("iPhone 15 Pro Maxx"),
                       "unknown device 'iPhone 15 Pro Maxx'; did you mean 'iphone-15-pro-max'? (see `plumb devices`)")
    }
}
