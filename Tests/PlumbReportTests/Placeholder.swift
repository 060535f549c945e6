import XCTest
final class PlaceholderPlumbReportTests: XCTestCase { func testNothing() {} }
