import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// Arguments the app declares that the reader left open: a value made from parts
/// (`EdgeInsets(…)`, `Alignment(horizontal:vertical:)`) whose parts are the project's values, a
/// computed value an availability check chooses, and the display's scale on a device.
@Suite struct MadeArgumentReadingTests {
    /// A device of the catalog at `scale` pixels per point.
    private func device(scale: Double) -> LayoutHost {
        LayoutHost(
            screenSize: Size(width: 390, height: 844), scale: scale,
            sizeClasses: SizeClasses(horizontal: .compact, vertical: .regular), platform: .iOS)
    }

    private func frames(_ source: String, of kind: NodeKind, on host: LayoutHost = AppScreenLayout.canvas) throws -> [Rect] {
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen", on: host)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        return placed.allViews.filter { $0.kind == kind }.map(\.frame)
    }

    @Test func edgeInsetsMadeFromTheProjectsConstantsPadAView() throws {
        let source = """
            enum Metrics { static let gutter: CGFloat = 16 }
            struct Card: View {
                var insets: EdgeInsets
                var body: some View { Color.red.frame(width: 10, height: 10).padding(insets) }
            }
            struct Screen: View {
                let gap: CGFloat = 6
                var body: some View {
                    VStack(spacing: 0) {
                        Color.blue.frame(width: 10, height: 10)
                            .padding(EdgeInsets(top: gap, leading: Metrics.gutter, bottom: gap, trailing: 0))
                        Card(insets: .init(top: 2, leading: gap, bottom: Metrics.gutter, trailing: gap))
                    }
                }
            }
            """
        #expect(try frames(source, of: .modifier("padding")).map(\.size) == [Size(width: 26, height: 22), Size(width: 22, height: 28)])
    }

    /// The initializer named as a member of its type is the same call; another type's is not.
    @Test func edgeInsetsMadeWithTheirInitializerNamedPadAView() throws {
        let source = """
            struct Gutters { var top, leading, bottom, trailing: CGFloat }
            struct Screen: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.blue.frame(width: 10, height: 10)
                            .padding(EdgeInsets.init(top: 0, leading: 8, bottom: 8, trailing: 8))
                        Color.blue.frame(width: 10, height: 10)
                            .padding(Gutters.init(top: 1, leading: 2, bottom: 3, trailing: 4))
                    }
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.map(\.message) == ["argument '_' of padding is not a value the reader resolves"])
        #expect(placed.allViews.filter { $0.kind == .modifier("padding") }.first?.frame.size == Size(width: 26, height: 18))
    }

    @Test func listRowInsetsMadeFromAStaticConstantAreTheRowsInsets() throws {
        let source = """
            public enum RowPadding { public static let horizontal: CGFloat = 20 }
            extension View {
                func sectionHeader() -> some View {
                    listRowInsets(EdgeInsets(top: 4, leading: RowPadding.horizontal, bottom: 4, trailing: RowPadding.horizontal))
                }
            }
            struct Screen: View {
                var body: some View {
                    List { Text("Header").sectionHeader() }
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        // The inset-grouped row starts 16 points in; its content 20 points further.
        #expect(placed.first(kind: .view("Text"))?.frame.minX == 36)
    }

    @Test func anAlignmentMadeFromItsPartsPlacesAnOverlay() throws {
        let source = """
            struct Underlined: ViewModifier {
                var edge: VerticalAlignment
                func body(content: Content) -> some View {
                    content.overlay(Color.red.frame(height: 1), alignment: Alignment(horizontal: .center, vertical: edge))
                }
            }
            struct Screen: View {
                var body: some View {
                    ZStack(alignment: .init(horizontal: .trailing, vertical: .bottom)) {
                        Color.gray.frame(width: 100, height: 40).modifier(Underlined(edge: .bottom))
                        Color.green.frame(width: 10, height: 10)
                    }
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let gray = try #require(placed.allViews.first { $0.kind == .view("Color") && $0.frame.size.height == 40 }?.frame)
        let line = try #require(placed.allViews.first { $0.kind == .view("Color") && $0.frame.size.height == 1 }?.frame)
        let green = try #require(placed.allViews.first { $0.kind == .view("Color") && $0.frame.size.height == 10 }?.frame)
        #expect(line.maxY == gray.maxY)
        #expect(green.maxX == gray.maxX && green.maxY == gray.maxY)
    }

    @Test func anAlignmentPartTheReaderDoesNotKnowLeavesTheStackOpaque() throws {
        let source = """
            extension VerticalAlignment {
                private enum Badge: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] } }
                static let badge = VerticalAlignment(Badge.self)
            }
            struct Screen: View {
                var body: some View {
                    ZStack(alignment: Alignment(horizontal: .center, vertical: .badge)) { Text("A") }
                }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.map(\.message) == ["argument 'alignment' of ZStack is not a value the reader resolves"])
    }

    @Test func aComputedValueAnAvailabilityCheckChoosesIsItsNewestBranch() throws {
        let source = """
            var usesGlass: Bool {
                if #available(iOS 26, *) {
                    true
                } else {
                    false
                }
            }
            enum Layout {
                static var rowHeight: CGFloat {
                    if #unavailable(iOS 18) { return 30 }
                    return 44
                }
            }
            struct Screen: View {
                private var inset: CGFloat {
                    if #available(iOS 26, *) {
                        return 12
                    } else {
                        return 4
                    }
                }
                var body: some View {
                    VStack(spacing: 0) {
                        Color.red.frame(width: 10, height: Layout.rowHeight).padding(inset)
                        Color.red.frame(width: 10, height: 10).padding(.vertical, usesGlass ? -1 : -4)
                    }
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.hostQuestions.contains(.openNumbers) == false)
        #expect(placed.allViews.filter { $0.kind == .modifier("padding") }.map(\.frame.size.height) == [68, 8])
    }

    @Test func anAvailabilityCheckBesideAnotherConditionIsNotDecided() throws {
        let source = """
            struct Screen: View {
                let compact: Bool
                private var inset: CGFloat {
                    if #available(iOS 26, *), compact { return 12 }
                    return model.inset
                }
                var body: some View { Color.red.frame(width: 10, height: 10).padding(inset) }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.map(\.message) == ["argument '_' of padding is not a value the reader resolves"])
    }

    @Test func aHairlineIsOnePixelOfTheDevicesDisplay() throws {
        let source = """
            extension CGFloat {
                static let hairline = CGFloat(1) / UIScreen.main.scale
            }
            struct Screen: View {
                @Environment(\\.pixelLength) private var pixel
                @Environment(\\.displayScale) var displayScale
                var body: some View {
                    VStack(spacing: 0) {
                        Color.gray.frame(height: .hairline)
                        Color.gray.frame(height: pixel)
                        Color.gray.frame(height: 2 / displayScale)
                    }
                }
            }
            """
        for scale in [2.0, 3.0] {
            let heights = try frames(source, of: .modifier("frame"), on: device(scale: scale)).map(\.size.height)
            #expect(heights.map { ($0 * scale).rounded() } == [1, 1, 2])
        }
    }

    @Test func theDisplayScaleIsNotReadWithoutADevice() throws {
        let source = """
            struct Screen: View {
                @Environment(\\.pixelLength) private var pixel
                var body: some View { Color.gray.frame(height: pixel) }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.map(\.message) == ["argument 'height' of frame is not a value the reader resolves"])
        #expect(tree.hostQuestions.contains(.displayScale))
    }

    @Test func aDisplayScaleAnAncestorSetsIsTheOneRead() throws {
        let source = """
            struct Hairline: View {
                @Environment(\\.displayScale) private var scale
                var body: some View { Color.gray.frame(height: 1 / scale) }
            }
            struct Screen: View {
                var body: some View { Hairline().environment(\\.displayScale, 1) }
            }
            """
        #expect(try frames(source, of: .modifier("frame"), on: device(scale: 2)).map(\.size.height) == [1])
    }
}
