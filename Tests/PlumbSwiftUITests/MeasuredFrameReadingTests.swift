import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A frame measured from a GeometryReader's proxy (`proxy.size.width / 2`) is laid out at the
/// reader's size, which SwiftUI knows when it places the reader; a length computed from
/// anything else the running app holds stays opaque.
@Suite struct MeasuredFrameReadingTests {
    /// The frames of `screen` in `source`, laid out on the 300 × 600 canvas, outermost first.
    private static func frames(_ source: String, _ screen: String = "Gauge") throws -> (tree: ScreenTree, frames: [PlacedView]) {
        let (tree, placed) = try AppScreenLayout.layout(source, screen)
        return (tree, placed.allViews.filter { $0.kind == .modifier("frame") })
    }

    @Test(arguments: [
        // Written in the reader's closure, a fraction of its width.
        """
        struct Gauge: View {
            var body: some View {
                GeometryReader { proxy in
                    Text("Fuel").frame(width: proxy.size.width / 2, height: 40)
                }
            }
        }
        """,
        // Deeper in the content, in a stack, with arithmetic and a constant the view declares.
        """
        struct Gauge: View {
            private let inset: CGFloat = 10
            var body: some View {
                GeometryReader { geometry in
                    VStack(alignment: .leading) {
                        HStack { Text("Fuel").frame(width: (geometry.size.width - inset * 2) * 0.5 + inset, height: 40) }
                    }
                }
            }
        }
        """,
        // Given to a custom view by the call site inside the reader.
        """
        struct Bar: View {
            let length: CGFloat
            var body: some View { Text("Fuel").frame(width: length, height: 40) }
        }
        struct Gauge: View {
            var body: some View {
                GeometryReader { reader in Bar(length: reader.size.width / 2) }
            }
        }
        """,
    ])
    func aFrameMeasuredFromItsReaderIsTheReadersSize(source: String) throws {
        let (tree, frames) = try Self.frames(source)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let frame = try #require(frames.first)
        #expect(!frame.isOpaque)
        #expect(frame.frame.size == Size(width: 150, height: 40))
    }

    @Test func aMinimumHeightFillsTheReaderInAScrollView() throws {
        // The idiom that keeps a short form at least a screen tall while it scrolls.
        let (tree, frames) = try Self.frames("""
            struct Gauge: View {
                var body: some View {
                    GeometryReader { proxy in
                        ScrollView {
                            VStack { Text("Sign in") }.frame(minHeight: proxy.size.height * 0.5, alignment: .top)
                        }
                    }
                }
            }
            """)
        #expect(tree.issues.isEmpty)
        #expect(frames.first?.frame.size.height == 300)
    }

    @Test func aFrameReadsTheReaderItNamesAmongNestedOnes() throws {
        let (tree, frames) = try Self.frames("""
            struct Gauge: View {
                var body: some View {
                    GeometryReader { outer in
                        VStack(spacing: 0) {
                            Color.red.frame(height: 100)
                            GeometryReader { inner in
                                VStack(spacing: 0) {
                                    Color.blue.frame(width: outer.size.width / 3, height: 20)
                                    Color.green.frame(width: 30, height: inner.size.height / 2)
                                }
                            }
                        }
                    }
                }
            }
            """)
        #expect(tree.issues.isEmpty)
        #expect(frames.map(\.frame.size) == [Size(width: 300, height: 100), Size(width: 100, height: 20), Size(width: 30, height: 250)])
    }

    @Test(arguments: [
        // A length scaled by a value the running app holds.
        "GeometryReader { proxy in Color.blue.frame(width: proxy.size.width * progress) }",
        // A parameter of a closure that is not a GeometryReader's.
        "ForEach(sizes, id: \\.self) { proxy in Color.blue.frame(width: proxy.size.width) }",
        // The proxy handed to code the reader does not follow.
        "GeometryReader { proxy in Color.blue.frame(width: columnWidth(proxy)) }",
        // Two readers' sizes in one frame.
        "GeometryReader { a in GeometryReader { b in Color.blue.frame(width: a.size.width, height: b.size.height) } }",
    ])
    func aLengthReadFromAnythingElseStaysOpaque(content: String) throws {
        let (tree, _) = try Self.frames("""
            struct Gauge: View {
                let progress: Double
                let sizes: [CGSize]
                var body: some View { \(content) }
            }
            """)
        #expect(tree.issues.contains { $0.message.contains("of frame is not a value the reader resolves") }, "\(tree.issues)")
    }

    @Test func aNegativeLengthIsOpaqueWhereItIsLaidOut() throws {
        // SwiftUI calls a negative frame dimension invalid without saying what it draws.
        let (tree, frames) = try Self.frames("""
            struct Gauge: View {
                var body: some View {
                    GeometryReader { proxy in Color.blue.frame(width: proxy.size.width - 400) }
                }
            }
            """)
        #expect(tree.issues.isEmpty)
        #expect(frames.first?.isOpaque == true)
    }
}
