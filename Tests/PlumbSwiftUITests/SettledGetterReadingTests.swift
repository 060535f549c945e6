import PlumbLayout
import PlumbSwiftUI
import Testing

/// Computed values read on the path their settled conditions take (`SettledGetter`): early
/// returns, `if` and `switch` expressions, a `switch` on a known case; what only the running app
/// settles stays unread.
@Suite struct SettledGetterReadingTests {
    @Test func aStylesMetricsAreReadOnThePathItsKindAndSizeTake() throws {
        let source = """
            extension ButtonStyle where Self == PillStyle {
                static func pill(_ kind: PillStyle.Kind, size: PillStyle.Size = .large) -> PillStyle { PillStyle(kind: kind, size: size) }
            }
            struct PillStyle: ButtonStyle {
                enum Kind { case primary, link }
                enum Size { case large, small }
                var kind: Kind
                var size: Size
                private var font: Font {
                    if kind == .link, size == .small {
                        .footnote
                    } else {
                        .headline
                    }
                }
                private var horizontalPadding: CGFloat {
                    if kind == .link {
                        return 0
                    }
                    return switch size {
                    case .large: 20
                    case .small: 16
                    }
                }
                private var maxWidth: CGFloat? {
                    guard kind != .link else { return nil }
                    switch size {
                    case .large: return .infinity
                    case .small: return nil
                    }
                }
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label
                        .font(font)
                        .padding(.horizontal, horizontalPadding)
                        .frame(maxWidth: maxWidth)
                }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Button("Continue") {}.buttonStyle(.pill(.primary))
                        Button("Skip") {}.buttonStyle(.pill(.link, size: .small))
                        Button("Later") {}.buttonStyle(.pill(.primary, size: .small))
                    }
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let paddings = placed.allViews.filter { $0.kind == .modifier("padding") }
        let texts = placed.allViews.filter { $0.kind == .view("Text") }
        // The wide button fills the canvas; the link is its text alone, in the smaller font.
        #expect(placed.allViews.filter { $0.kind == .modifier("frame") }.map(\.frame.size.width).first == AppScreenLayout.canvas.screenSize.width)
        #expect(paddings.map { $0.frame.size.width - ($0.children.first?.frame.size.width ?? 0) } == [40, 0, 32])
        #expect(texts[1].frame.size.height < texts[0].frame.size.height)
    }

    @Test func aGuardOrASwitchStatementOnAViewsOwnCaseGivesItsNumber() throws {
        let source = """
            struct Avatar: View {
                enum Size { case small, `default`, large }
                let size: Size
                var isPlaceholder = false
                private var side: CGFloat {
                    guard !isPlaceholder else { return 8 }
                    let base: CGFloat = 16
                    switch size {
                    case .small: return size == .default ? 0 : base
                    case .default, .large: return base * 2
                    }
                }
                var body: some View { Circle().frame(width: side, height: side) }
            }
            struct Screen: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Avatar(size: .small)
                        Avatar(size: .default)
                        Avatar(size: .large, isPlaceholder: true)
                    }
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.allViews.filter { $0.kind == .modifier("frame") }.map(\.frame.size.width) == [16, 32, 8])
    }

    @Test func aConditionOrACaseOnlyTheRunningAppSettlesStaysUnread() throws {
        let source = """
            enum Theme { case plain, card(CGFloat) }
            struct Row: View {
                @State private var isExpanded = false
                let theme: Theme
                private var height: CGFloat {
                    if isExpanded { return 80 }
                    return 44
                }
                private var inset: CGFloat {
                    switch theme {
                    case .card(let inset): return inset
                    case .plain: return 0
                    }
                }
                var body: some View { Color.red.frame(height: height).padding(inset) }
            }
            struct Screen: View {
                var body: some View { Row(theme: .plain) }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Screen")
        #expect(
            tree.issues.map(\.message) == [
                "argument 'height' of frame is not a value the reader resolves", "argument '_' of padding is not a value the reader resolves",
            ])
    }

    @Test func anOptionalLeftNilIsNoCaseAndANestedEnumsCaseIsSettledInAChoice() throws {
        let source = """
            struct Tag: View {
                enum Role { case error, info }
                enum Size { case small, large }
                var role: Role?
                var size: Size = .small
                private var side: CGFloat {
                    guard role != .error else { return 24 }
                    return size == .large ? 40 : 16
                }
                var body: some View { Color.red.frame(width: side, height: 10) }
            }
            struct Screen: View {
                var body: some View {
                    HStack(spacing: 0) {
                        Tag()
                        Tag(role: .error)
                        Tag(size: .large)
                    }
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(tree.hostQuestions.contains(.openNumbers) == false)
        #expect(placed.allViews.filter { $0.kind == .modifier("frame") }.map(\.frame.size.width) == [16, 24, 40])
    }
}
