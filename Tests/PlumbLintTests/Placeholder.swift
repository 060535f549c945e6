import XCTest
final class PlaceholderPlumbLintTests: XCTestCase { func testNothing() {} }
