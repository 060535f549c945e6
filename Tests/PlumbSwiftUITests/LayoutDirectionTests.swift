import PlumbLayout
import PlumbSwiftUI
import Testing

/// `.environment(\.layoutDirection, .rightToLeft)`: SwiftUI lays the view out mirrored (the send
/// button of `Benchmarks/fidelity/`, right to left, draws its symbol after its label).
@Suite struct LayoutDirectionTests {
    private let canvas = LayoutHost(screenSize: Size(width: 200, height: 100), scale: 3)

    private func layout(_ source: String) throws -> PlacedView {
        let reading = try SnippetReader.read(source)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        return LayoutEngine.layout(reading.root, in: canvas)
    }

    private func span(_ placed: PlacedView, _ color: String) throws -> ClosedRange<Double> {
        let frame = try #require(placed.first(kind: .view("Color"), label: color)).frame
        return frame.minX...frame.maxX
    }

    private static func row(_ direction: String, inner: String = "") -> String {
        """
        HStack(spacing: 8) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 30, height: 10)
        }\(inner)
        .padding(.leading, 10)
        .frame(width: 200, alignment: .leading)
        .environment(\\.layoutDirection, \(direction))
        """
    }

    @Test func leftToRightIsTheDefault() throws {
        let placed = try layout(Self.row(".leftToRight"))
        #expect(try span(placed, "red") == 10...30)
        #expect(try span(placed, "blue") == 38...68)
    }

    /// The leading padding and the leading alignment are on the right; the stack's first view is
    /// its rightmost.
    @Test func rightToLeftMirrorsStacksPaddingAndAlignment() throws {
        for direction in [".rightToLeft", "LayoutDirection.rightToLeft"] {
            let placed = try layout(Self.row(direction))
            #expect(try span(placed, "red") == 170...190)
            #expect(try span(placed, "blue") == 132...162)
        }
    }

    /// A view that turns the direction back lays its own content left to right, where the
    /// mirrored layout puts it.
    @Test func aViewTurningBackIsLeftToRightInsideItsMirroredFrame() throws {
        let placed = try layout(Self.row(".rightToLeft", inner: ".environment(\\.layoutDirection, .leftToRight)"))
        #expect(try span(placed, "red") == 132...152)
        #expect(try span(placed, "blue") == 160...190)
    }

    /// A direction the reader cannot tell is not guessed; other environment values move nothing.
    @Test func anUnreadDirectionIsOpaqueAndOtherValuesAreNeutral() throws {
        let unread = try SnippetReader.read(Self.row("direction"))
        #expect(unread.root.kind == .modifier("environment") && LayoutEngine.layout(unread.root, in: canvas).isOpaque)
        let other = try layout("Color.red.frame(width: 20, height: 10).environment(\\.colorScheme, .dark)")
        #expect(other.frame.size.width == 20)
    }
}
