import XCTest
final class PlaceholderPlumbCoreTests: XCTestCase { func testNothing() {} }
