import PlumbLayout
import PlumbSwiftUI
import Testing

/// Numbers a function computes (`ComputedNumbers`): Swift's functions of numbers, and a method
/// the project declares to return a number, read as its code runs for the call's arguments; what
/// only the running app knows stays unread.
@Suite struct ComputedNumberReadingTests {
    private func widths(_ source: String, on host: LayoutHost = AppScreenLayout.canvas) throws -> [Double] {
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen", on: host)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        return placed.allViews.filter { $0.kind == .modifier("frame") }.map(\.frame.size.width)
    }

    @Test func aModifiersMethodIsReadOnThePathItsGivenFlagTakes() throws {
        let source = """
            private struct MeasureColumn: ViewModifier {
                let isLimited: Bool
                @ScaledMetric private var em: CGFloat = 10
                func body(content: Content) -> some View { content.frame(width: columnWidth(), height: 4) }
                private func columnWidth() -> CGFloat {
                    guard isLimited else { return 40 }
                    let letters: CGFloat = 12
                    return letters * em / 2
                }
            }
            extension View {
                func measureColumn(isLimited: Bool = true) -> some View { modifier(MeasureColumn(isLimited: isLimited)) }
            }
            struct Screen: View {
                var body: some View { VStack { Color.red.measureColumn(); Color.blue.measureColumn(isLimited: false) } }
            }
            """
        #expect(try widths(source) == [60, 40])
        // The `@ScaledMetric` the method reads grows with the text size; the fixed branch does not.
        let large = LayoutHost(screenSize: Size(width: 300, height: 600), dynamicTypeSize: .accessibility5)
        let scaled = try widths(source, on: large)
        #expect(scaled.count == 2 && scaled[0] > 150 && scaled[1] == 40)
    }

    @Test func aViewsMethodBindsItsParametersAndReadsWhatTheViewWasGiven() throws {
        let source = """
            struct Keycap: View {
                let width: CGFloat
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: relative(48), height: self.relative(20))
                        Color.blue.frame(width: abs(-12), height: round(2.5))
                        Color.green.frame(width: floor(width * 0.15), height: 4)
                        Color.gray.frame(width: Keycap.gap(between: 3), height: 4)
                    }
                }
                func relative(_ length: CGFloat) -> CGFloat {
                    let reference: CGFloat = 800
                    return ceil(length * width / reference)
                }
                static func gap(between count: Int) -> Double { Double(count) * 4 }
            }
            struct Screen: View {
                var body: some View { Keycap(width: 390) }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.map(\.message) == ["argument 'width' of frame is not a value the reader resolves"])
        let frames = placed.allViews.filter { $0.kind == .modifier("frame") }.map(\.frame.size)
        // ceil(48 × 390 / 800) = ceil(23.4), ceil(20 × 390 / 800) = ceil(9.75); round(2.5) is 3, away from zero.
        #expect(frames.prefix(3) == [Size(width: 24, height: 10), Size(width: 12, height: 3), Size(width: 58, height: 4)])
    }

    @Test func aMethodOnRunTimeStateOverloadedOrWithALocalLikeAGivenValueStaysUnread() throws {
        let source = """
            struct Gauge: View {
                @State private var isWide = false
                let values: [CGFloat]
                let limit: CGFloat
                var body: some View {
                    VStack {
                        Color.red.frame(width: barWidth(), height: 4)
                        Color.blue.frame(width: spread(2), height: 4)
                        Color.green.frame(width: total(), height: 4)
                        Color.gray.frame(width: doubled(), height: 4)
                    }
                }
                private func barWidth() -> CGFloat {
                    if isWide { return 200 }
                    return 100
                }
                private func spread(_ count: CGFloat) -> CGFloat { count * 10 }
                private func spread(_ count: Int) -> CGFloat { CGFloat(count) * 20 }
                private func total() -> CGFloat { values.reduce(0, +) }
                private func doubled() -> CGFloat {
                    let limit: CGFloat = 3
                    return limit * 2
                }
            }
            struct Screen: View {
                var body: some View { Gauge(values: [1, 2], limit: 50) }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.map(\.message) == Array(repeating: "argument 'width' of frame is not a value the reader resolves", count: 4))
    }
}
