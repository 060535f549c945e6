import PlumbLayout
import PlumbSwiftUI
import Testing

/// Bodies Swift builds no views from (`BodyForm`): a body with `return` is read as the function
/// it is, its other statements showing nothing, and a closure that assigns or awaits is an
/// action that shows nothing.
@Suite struct BodyFormReadingTests {
    /// A geometry reader's closure, a modifier's body and a helper that return their view: the
    /// statements before the `return` are work, not views.
    @Test(arguments: [
        """
        GeometryReader { proxy -> AnyView in
            DispatchQueue.main.async { model.width = proxy.size.width }
            return AnyView(Color.blue.frame(height: 40))
        }
        """,
        """
        Color.blue.frame(height: 40).modifier(Logged(name: "row"))
        """,
        """
        banner
        """,
        """
        stripe(height: 40)
        """,
    ])
    func aBodyThatReturnsItsViewIsThatView(view: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            final class Model { var width: CGFloat = 0 }
            struct Logged: ViewModifier {
                let name: String
                func body(content: Content) -> some View {
                    let label = name.uppercased()
                    _ = label
                    return content
                }
            }
            struct Screen: View {
                let model = Model()
                let compact = false
                var body: some View {
                    VStack(spacing: 0) { \(view) }
                }
                private var banner: some View {
                    guard !compact else { return AnyView(Color.red.frame(height: 10)) }
                    return AnyView(Color.blue.frame(height: 40))
                }
                private func stripe(height: CGFloat) -> some View {
                    if compact {
                        return Color.red.frame(height: 10)
                    }
                    print("stripe")
                    return Color.blue.frame(height: 40)
                }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let colors = placed.allViews.filter { $0.kind == .view("Color") }
        #expect(colors.map(\.label) == ["blue"])
        #expect(colors.first?.frame.size.height == 40)
    }

    /// A `guard` the code cannot settle is a run-time condition: with optional content present
    /// the code goes past it, absent it takes the else branch.
    @Test func aGuardDecidedAtRunTimeFollowsTheOptionalContentScenario() throws {
        let source = """
            struct Screen: View {
                let name: String?
                var body: some View { greeting }
                @ViewBuilder private var greeting: some View {
                    guard let name else { return Text("Welcome") }
                    return Text("Hello, \\(name)")
                }
            }
            """
        let (present, placedPresent) = try AppScreenLayout.layout(source, "Screen")
        #expect(present.issues.isEmpty, "\(present.issues)")
        #expect(present.assumptions.map(\.message) == ["took the code after it of 'guard let name': decided at run time"])
        #expect(placedPresent.first(kind: .view("Text"))?.label != "Welcome")

        var absent = AppScreenLayout.canvas
        absent.optionalContent = .absent
        let (without, placedAbsent) = try AppScreenLayout.layout(source, "Screen", on: absent)
        #expect(without.issues.isEmpty, "\(without.issues)")
        #expect(placedAbsent.first(kind: .view("Text"))?.label == "Welcome")
    }

    /// A closure that assigns or awaits is an action, whatever takes it: a project's
    /// representable callback, a library button's action.
    @Test(arguments: [
        "WindowProbe { window in model.window = window }",
        "WindowProbe { _ in model.count += 1 }",
        "LibraryButton { try await model.refresh() } label: { Text(\"Refresh\") }",
        "LibraryButton { await model.reload() } label: { Text(\"Reload\") }",
    ])
    func aClosureThatAssignsOrAwaitsShowsNothing(view: String) throws {
        let (tree, _) = try AppScreenLayout.layout(
            """
            final class Model {
                var window: Int = 0
                var count = 0
                func refresh() async throws {}
                func reload() async {}
            }
            struct WindowProbe: UIViewRepresentable {
                var onChange: (Int) -> Void
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ view: UIView, context: Context) {}
            }
            struct Screen: View {
                let model = Model()
                var body: some View {
                    Text("Title").background { \(view) }
                }
            }
            """, "Screen")
        #expect(tree.issues.count == 1, "\(tree.issues)")
        #expect(tree.issues.allSatisfy { $0.message.hasPrefix("unknown view") }, "\(tree.issues)")
    }

    /// A value the reader does not read, returned by a function or property the project declares
    /// as a colour, is that colour's fill; the same value in a closure, whose type is not
    /// written there, stays opaque.
    @Test func aReturnedValueIsReadByTheDeclaredReturnType() throws {
        let source = """
            enum Swatches {
                static let all: [Color] = [.red, .green]
                static func swatch(_ index: Int) -> Color {
                    guard let color = all[safe: index] else { return .gray }
                    return color
                }
            }
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text("A").background(Swatches.swatch(1))
                        Text("B").background(tint)
                    }
                }
                private var tint: Color {
                    if Bool.random() { return Color(white: 0.5) }
                    return Swatches.all[safe: 0] ?? .black
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.allViews.filter { $0.kind == .view("Color") }.count == 2)

        var absent = AppScreenLayout.canvas
        absent.optionalContent = .absent
        let (without, placedAbsent) = try AppScreenLayout.layout(source, "Screen", on: absent)
        #expect(without.issues.isEmpty, "\(without.issues)")
        #expect(placedAbsent.allViews.filter { $0.kind == .view("Color") }.map(\.label) == ["gray", "Swatches.all[safe: 0] ?? .black"])

        let (inClosure, _) = try AppScreenLayout.layout(
            """
            struct Screen: View {
                let colors: [Color] = [.red]
                var body: some View {
                    GeometryReader { _ -> AnyView in
                        print("laid out")
                        return AnyView(colors[safe: 0])
                    }
                }
            }
            """, "Screen")
        #expect(inClosure.issues.map(\.message) == ["unsupported expression 'colors[safe: 0]'"])
    }

    /// A loop that returns from one of its passes returns what the data decides: not read.
    @Test func aLoopThatReturnsStaysUnread() throws {
        let (tree, _) = try AppScreenLayout.layout(
            """
            struct Screen: View {
                let names = ["a", "b"]
                var body: some View { first }
                private var first: AnyView {
                    for name in names where name.count > 3 {
                        return AnyView(Text(name))
                    }
                    return AnyView(EmptyView())
                }
            }
            """, "Screen")
        #expect(tree.issues.map(\.message) == ["unsupported statement 'for name in names where name.count > 3 {'"])
    }
}
