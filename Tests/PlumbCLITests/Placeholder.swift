import XCTest
final class PlaceholderPlumbCLITests: XCTestCase { func testNothing() {} }
