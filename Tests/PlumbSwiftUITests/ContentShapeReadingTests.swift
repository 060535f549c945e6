import PlumbLayout
import PlumbSwiftUI
import Testing

/// A content shape is read as the shape written, whether or not its kind is named first.
@Suite struct ContentShapeReadingTests {
    @Test(arguments: [
        ".contentShape(Circle().inset(by: -8))",
        ".contentShape(.interaction, Circle().inset(by: -8))",
        ".contentShape(.interaction, Circle().inset(by: -8), eoFill: false)",
    ])
    func aContentShapeIsItsShape(modifier: String) throws {
        let source = "import SwiftUI\nstruct Pad: View {\n    var body: some View {\n        Color.red.frame(width: 28, height: 28)\(modifier)\n    }\n}\n"
        let tree = try ScreenReader(sources: [(path: "Pad.swift", source: source)]).tree(of: "Pad", options: ReadingOptions())
        let placed = LayoutEngine.layout(tree.root, in: LayoutHost(screenSize: Size(width: 100, height: 100)))
        #expect(placed.first(kind: .modifier("contentShape"))?.label == "Circle().inset(by: -8)")
    }
}
