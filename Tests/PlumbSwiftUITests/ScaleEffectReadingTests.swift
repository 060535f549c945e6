import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// `.scaleEffect` is read as a drawing transform where its factors and anchor are values; one
/// the reader cannot read (a name it does not know, a `CGSize`, a `UnitPoint(x:y:)`) leaves the
/// view drawn where it is laid out, unscaled and modelled.
@Suite struct ScaleEffectReadingTests {
    let canvas = LayoutHost(screenSize: Size(width: 200, height: 200), scale: 3)

    func layout(_ source: String) throws -> PlacedView {
        let reading = try SnippetReader.read(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        return LayoutEngine.layout(reading.root, in: canvas).withoutOrigins
    }

    @Test(arguments: [
        ("Color.red.frame(width: 40, height: 20).scaleEffect(0.5)", ViewNode.color("red").frame(width: 40, height: 20).scaleEffect(x: 0.5, y: 0.5)),
        (
            "Color.red.frame(width: 40, height: 20).scaleEffect(x: 2, anchor: .topLeading)",
            ViewNode.color("red").frame(width: 40, height: 20).scaleEffect(x: 2, anchor: .topLeading)
        ),
    ])
    func aScaleOfValuesIsRead(source: String, built: ViewNode) throws {
        #expect(try layout(source) == LayoutEngine.layout(built, in: canvas))
    }

    /// A switch with its label hidden, scaled by arithmetic on literals: drawn 44 × 28 pt.
    @Test func aScaledSwitchIsDrawnAtItsScaledSize() throws {
        let placed = try layout("Toggle(isOn: .constant(true)) { Text(\"On\") }.labelsHidden().scaleEffect(x: 44 / 51, y: 28 / 31)")
        let effect = try #require(placed.first(kind: .modifier("scaleEffect"))).frame
        let toggle = try #require(placed.first(kind: .view("Toggle"))).frame
        #expect(effect.size == Size(width: 51, height: 31))
        #expect(abs(toggle.size.width - 44) < 0.001 && abs(toggle.size.height - 28) < 0.001 && abs(toggle.minX + toggle.maxX - effect.minX - effect.maxX) < 0.001)
    }

    @Test(arguments: [
        "Color.red.frame(width: 40, height: 20).scaleEffect(zoom)",
        "Color.red.frame(width: 40, height: 20).scaleEffect(CGSize(width: 2, height: 1))",
        "Color.red.frame(width: 40, height: 20).scaleEffect(2, anchor: UnitPoint(x: 0.2, y: 0))",
    ])
    func aScaleTheReaderCannotReadDrawsTheViewWhereItIsLaidOut(source: String) throws {
        let placed = try layout(source)
        #expect(placed.first(kind: .modifier("scaleEffect")) == nil)
        #expect(placed.allViews.allSatisfy { !$0.isOpaque })
        #expect(placed.first(kind: .view("Color"))?.frame.size == Size(width: 40, height: 20))
    }
}
