import PlumbLayout
import Testing

/// Which views carry an alignment guide set inside them (`ViewLayout.setsExplicitGuide`): a
/// modifier carries its view's, whatever it is drawn as (a button is a control, not a plain
/// modifier); a container keeps its children's guides to itself.
@Suite struct ExplicitGuideReachTests {
    let host = LayoutHost(screenSize: Size(width: 400, height: 400), scale: 3)

    /// A leading guide 10 points in, set on the blue colour and then wrapped by `wrap`.
    func stack(wrapping wrap: (ViewNode) -> ViewNode) throws -> (red: Rect, blue: Rect) {
        let blue = ViewNode.color("blue").frame(width: 40, height: 10)
            .alignmentGuide(.horizontal(.leading), GuideValue(constant: 10))
        let view = ViewNode.vStack(alignment: .leading, spacing: 0, [
            ViewNode.color("red").frame(width: 40, height: 10), wrap(blue),
        ])
        let placed = LayoutEngine.layout(view, in: host)
        return (
            try #require(placed.first(kind: .view("Color"), label: "red")).frame,
            try #require(placed.first(kind: .view("Color"), label: "blue")).frame
        )
    }

    @Test func aButtonCarriesTheGuideOfItsLabel() throws {
        let (red, blue) = try stack { .button(style: .plain, label: $0) }
        #expect(red.minX - blue.minX == 10)
    }

    @Test func aPaddingCarriesTheGuideOfItsView() throws {
        let (red, blue) = try stack { $0.padding(.leading, 4) }
        #expect(red.minX - blue.minX == 10)
    }

    @Test func aStackKeepsTheGuidesOfItsChildren() throws {
        let (red, blue) = try stack { .hStack([$0]) }
        #expect(red.minX == blue.minX)
    }
}
