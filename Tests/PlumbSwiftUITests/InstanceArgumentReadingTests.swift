import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// Values a view's arguments hold through the project's own types: a member of an instance made
/// with arguments, a property computed after local constants, an optional given or defaulted,
/// a condition on values the call sites give, and a `@ScaledMetric` an initializer sets.
@Suite struct InstanceArgumentReadingTests {
    private func sizes(_ source: String, of kind: String, on host: LayoutHost = AppScreenLayout.canvas) throws -> [Size] {
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen", on: host)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        return placed.allViews.filter { $0.kind == .view(kind) }.map(\.frame.size)
    }

    @Test func aMemberOfAStaticInstanceMadeWithArgumentsIsWhatItsInitializerStores() throws {
        let source = """
            struct Avatar: View {
                let config: Frame
                init(config: Frame = .small) { self.config = config }
                var body: some View { Circle().frame(width: config.width, height: config.height) }
                struct Frame {
                    let size: CGSize
                    var width: CGFloat { size.width }
                    var height: CGFloat { size.height }
                    init(width: CGFloat, height: CGFloat) { size = CGSize(width: width, height: height) }
                    static let small = Frame(width: 20, height: 20)
                    static let wide = Frame(width: 80, height: 30)
                }
            }
            struct Screen: View {
                var body: some View {
                    VStack { Avatar(); Avatar(config: .wide); Avatar(config: .init(width: 12, height: 6)) }
                }
            }
            """
        #expect(try sizes(source, of: "Circle") == [Size(width: 20, height: 20), Size(width: 80, height: 30), Size(width: 12, height: 6)])
    }

    @Test func aMemberwiseInstanceHeldByAPropertyGivesItsArguments() throws {
        let source = """
            struct Metrics { let gap: CGFloat; var inset: CGFloat = 3 }
            struct Screen: View {
                private let metrics = Metrics(gap: 10)
                var body: some View {
                    VStack(spacing: metrics.gap) { Color.red.frame(height: 5); Color.red.frame(height: 5) }
                        .padding(metrics.inset)
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .view("VStack"))?.frame.size.height == 20)
        #expect(placed.first(kind: .modifier("padding"))?.frame.size.height == 26)
    }

    @Test func aClassInstancesVariableIsNotRead() throws {
        let source = """
            final class Theme { var gap: CGFloat; init(gap: CGFloat) { self.gap = gap } }
            struct Screen: View {
                let theme = Theme(gap: 10)
                var body: some View { VStack(spacing: theme.gap) { Text("A"); Text("B") } }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.map(\.message) == ["argument 'spacing' of VStack is not a value the reader resolves"])
    }

    @Test func aComputedPropertyIsReadAfterTheConstantsItNames() throws {
        let source = """
            struct Box {
                let side: CGFloat
                var halved: Box {
                    let half = side / 2
                    return Box(side: half)
                }
            }
            struct Screen: View {
                let box = Box(side: 40)
                var body: some View { Color.red.frame(width: box.halved.side, height: box.side) }
            }
            """
        #expect(try sizes(source, of: "Color") == [Size(width: 20, height: 40)])
    }

    @Test func aComputedPropertyThatDoesMoreThanDeclareConstantsIsNotRead() throws {
        let source = """
            struct Box {
                let side: CGFloat
                var grown: CGFloat {
                    var grown = side
                    grown += 10
                    return grown
                }
            }
            struct Screen: View {
                let box = Box(side: 40)
                var body: some View { Color.red.frame(width: box.grown) }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.map(\.message) == ["argument 'width' of frame is not a value the reader resolves"])
    }

    @Test(arguments: [("Chip(title: \"A\")", 13.0, 22.0), ("Chip(title: \"A\", size: 20)", 20.0, nil)])
    func anOptionalGivenOrLeftNilSettlesItsDefaultAndItsComparisons(call: String, padding: Double, height: Double?) throws {
        let source = """
            struct Chip: View {
                var title: String
                var size: CGFloat? = nil
                var body: some View {
                    Color.red
                        .frame(width: size ?? 13, height: size == nil ? 22 : nil)
                }
            }
            struct Screen: View {
                var body: some View { VStack { \(call) } }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let frame = try #require(placed.first(kind: .modifier("frame")))
        #expect(frame.frame.size.width == padding)
        if let height { #expect(frame.frame.size.height == height) }
    }

    @Test(arguments: [("small", 4.0), ("large", 12.0)])
    func aComparisonOfEnumCasesTheCallerGivesIsSettled(size: String, padding: Double) throws {
        let source = """
            enum Size { case small, large }
            struct Chip: View {
                let size: Size
                var body: some View {
                    Color.red.frame(width: 10, height: 10)
                        .padding(size == .large && !false ? 12 : 4)
                }
            }
            struct Screen: View {
                var body: some View { Chip(size: .\(size)) }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.first(kind: .modifier("padding"))?.frame.size.width == 10 + 2 * padding)
    }

    @Test(arguments: ["mode == .large", "mode != nil", "count > 2 || mode == .small"])
    func aComparisonWithAValueKnownOnlyAtRunTimeStaysOpen(condition: String) throws {
        let source = """
            enum Mode { case small, large }
            struct Screen: View {
                @State private var mode: Mode? = .small
                @State private var count = 0
                var body: some View {
                    if \(condition) { Text("A") } else { Text("B") }
                }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.assumptions.map(\.message) == ["took the first branch of 'if \(condition)': decided at run time"])
    }

    @Test func aScaledMetricAnInitializerSetsScalesAsItsTextStyle() throws {
        let source = """
            private struct ScaledWidth: ViewModifier {
                @ScaledMetric var width: CGFloat
                init(width: CGFloat, relativeTo textStyle: Font.TextStyle) {
                    _width = ScaledMetric(wrappedValue: width, relativeTo: textStyle)
                }
                func body(content: Content) -> some View { content.frame(width: width, height: 4) }
            }
            extension View {
                func scaledWidth(_ width: CGFloat, relativeTo style: Font.TextStyle = .body) -> some View {
                    modifier(ScaledWidth(width: width, relativeTo: style))
                }
            }
            struct Screen: View {
                var body: some View { VStack { Color.red.scaledWidth(17); Color.blue.scaledWidth(12, relativeTo: .caption) } }
            }
            """
        #expect(try sizes(source, of: "Color") == [Size(width: 17, height: 4), Size(width: 12, height: 4)])
        // `.body` is 17 pt at Large and 53 pt at AX5; `.caption` 12 pt and 43 pt.
        let large = LayoutHost(screenSize: Size(width: 300, height: 600), dynamicTypeSize: .accessibility5)
        #expect(try sizes(source, of: "Color", on: large) == [Size(width: 53, height: 4), Size(width: 43, height: 4)])
    }
}

/// Members that name each other without end end unread, not in a crash.
@Suite struct InstanceMemberCycleTests {
    @Test func membersThatNameEachOtherStayUnread() throws {
        let source = """
            struct Loop {
                let side: CGFloat
                var first: Loop { second.first }
                var second: Loop { first.second }
            }
            struct Screen: View {
                let loop = Loop(side: 4)
                var body: some View { Color.red.frame(width: loop.first.side) }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.map(\.message) == ["argument 'width' of frame is not a value the reader resolves"])
    }
}
