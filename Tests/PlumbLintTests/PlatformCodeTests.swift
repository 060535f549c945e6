import PlumbCore
@testable import PlumbLint
import PlumbSyntax
import XCTest

/// Code for one platform, known by its target's folder.
final class PlatformCodeTests: XCTestCase {
    func testTargetFoldersNameTheirPlatform() {
        let node = SourceFile(path: "x", source: "let a = 1").tree
        XCTAssertTrue(PlatformCode.isCode(for: .tvOS, node, path: "Swiftfin tvOS/Components/Stepper.swift"))
        XCTAssertTrue(PlatformCode.isCode(for: .macOS, node, path: "App macOS/Views/Settings.swift"))
        XCTAssertFalse(PlatformCode.isCode(for: .tvOS, node, path: "App/TV Shows/ShowView.swift"))
        XCTAssertFalse(PlatformCode.isCode(for: .macOS, node, path: "App/MacroKit/View.swift"))
    }
}
