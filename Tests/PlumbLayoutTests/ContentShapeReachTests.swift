import PlumbLayout
import Testing

/// How far a content shape reaches past its view, read from the shape as written.
@Suite struct ContentShapeReachTests {
    @Test(arguments: [
        ("Rectangle()", 0.0), (".rect", 0), ("RoundedRectangle(cornerRadius: 8)", 0),
        ("Rectangle().inset(by: -10)", 10), ("Circle().inset(by:-6.5)", 6.5), ("Rectangle().inset(by: 4)", -4),
    ])
    func aShapeReachesByItsWrittenInset(shape: String, reach: Double) {
        #expect(ContentShapeReach.outset(of: shape) == reach)
    }

    @Test(arguments: ["Rectangle().inset(by: -padding)", "Rectangle().size(width: 60, height: 60)", "Rectangle().inset(by: -4).offset(x: 2)"])
    func aShapeChangedOtherwiseReachesNoKnownLength(shape: String) {
        #expect(ContentShapeReach.outset(of: shape) == nil)
    }
}
