import PlumbCore
import PlumbLayout
@testable import PlumbLint
import XCTest

/// The text sizes each platform's devices are laid out at.
final class ScenarioPlanTests: XCTestCase {
    private let plan = ScenarioPlan(selection: ScenarioSelection(textSizes: [.large, .xSmall, .accessibility5]))

    private func textSizes(on platform: DevicePlatform) -> Set<DynamicTypeSize> {
        Set(plan.scenarios(for: [platform]).map(\.textSize))
    }

    func testAWatchIsLaidOutAtTheDefaultTextSizeOnly() {
        // watchOS's Dynamic Type sizes are its own, by case size; the font table is iOS's.
        XCTAssertEqual(textSizes(on: .watchOS), [.large])
        XCTAssertFalse(plan.scenarios(for: [.watchOS]).isEmpty)
    }

    func testPhonesAndTabletsKeepEverySelectedTextSize() {
        XCTAssertEqual(textSizes(on: .iOS), [.large, .xSmall, .accessibility5])
        XCTAssertEqual(textSizes(on: .iPadOS), [.large, .xSmall, .accessibility5])
    }

    func testAWatchSelectionWithoutTheDefaultSizeLaysNoWatchOut() {
        let accessibilityOnly = ScenarioPlan(selection: ScenarioSelection(textSizes: [.accessibility5]))
        XCTAssertTrue(accessibilityOnly.scenarios(for: [.watchOS]).isEmpty)
        XCTAssertFalse(accessibilityOnly.scenarios(for: [.iOS]).isEmpty)
    }
}
