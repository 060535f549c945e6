import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A project container that hands its view builder on to a SwiftUI container by name
/// (`HStack(spacing: spacing, content: content)`) draws what its caller wrote in the closure,
/// as SwiftUI does, not an empty stack.
@Suite struct HandedOnBuilderReadingTests {
    /// The caller's content of a row, laid out in each of the idioms below.
    private static let caller = """
        struct Screen: View {
            var body: some View {
                Row(spacing: 8) {
                    Text("Delivery").frame(maxWidth: .infinity, alignment: .leading)
                    Text("Free")
                }
            }
        }
        """

    @Test(arguments: [
        // A stored closure from an explicit `@ViewBuilder` initializer, handed to an HStack.
        """
        struct Row<Content: View>: View {
            let spacing: CGFloat?
            let content: () -> Content
            init(spacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> Content) {
                self.spacing = spacing
                self.content = content
            }
            var body: some View { HStack(alignment: .center, spacing: spacing, content: content) }
        }
        """,
        // A memberwise `@ViewBuilder let` handed through `Group(content:)` to an HStack.
        """
        struct Row<Content: View>: View {
            var spacing: CGFloat
            @ViewBuilder let content: () -> Content
            var body: some View { Group(content: { HStack(spacing: spacing, content: self.content) }) }
        }
        """,
        // A ViewThatFits choosing between stacks that share the one builder; the row fits.
        """
        struct Row<Content: View>: View {
            var spacing: CGFloat
            @ViewBuilder var content: () -> Content
            var body: some View {
                ViewThatFits {
                    HStack(spacing: spacing, content: content)
                    VStack(spacing: spacing, content: content)
                }
            }
        }
        """,
    ])
    func aHandedOnBuilderIsTheContainersContent(row: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(row + Self.caller, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let texts = placed.allViews.filter { $0.kind == .view("Text") }
        #expect(texts.map(\.label) == ["Delivery", "Free"])
        // Side by side, the full-width title taking what the other leaves.
        #expect(texts.map(\.frame.origin.y) == [texts[0].frame.origin.y, texts[0].frame.origin.y])
        #expect(placed.first(kind: .view("HStack"))?.frame.size.width == 300)
    }

    /// A stack chosen by the text size (`dynamicTypeSize.isAccessibilitySize`, with a size
    /// class after a comma) is the one the host's text size and size class choose.
    @Test(arguments: [
        (DynamicTypeSize.large, SizeClass.compact, "HStack"),
        (.accessibility1, .compact, "VStack"),
        (.accessibility3, .regular, "HStack"),
    ])
    func aStackChosenByTextSizeFollowsTheHost(textSize: DynamicTypeSize, sizeClass: SizeClass, stack: String) throws {
        let source = """
            struct Row<Content: View>: View {
                @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
                @Environment(\\.horizontalSizeClass) private var horizontalSizeClass
                var spacing: CGFloat
                @ViewBuilder var content: () -> Content
                var body: some View {
                    if dynamicTypeSize.isAccessibilitySize, horizontalSizeClass == .compact {
                        VStack(alignment: .leading, spacing: spacing, content: content)
                    } else {
                        HStack(spacing: spacing, content: content)
                    }
                }
            }
            """ + Self.caller
        let host = LayoutHost(
            screenSize: Size(width: 300, height: 600), dynamicTypeSize: textSize,
            sizeClasses: SizeClasses(horizontal: sizeClass, vertical: .regular))
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen", on: host)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect((placed.first(kind: .view("HStack")) != nil) == (stack == "HStack"))
        #expect((placed.first(kind: .view("VStack")) != nil) == (stack == "VStack"))
        #expect(placed.allViews.filter { $0.kind == .view("Text") }.count == 2)
    }

    /// A view-building method of the type handed on by name (`VStack(content: rows)`) is read
    /// as its call would be.
    @Test func aHandedOnMethodIsTheContainersContent() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            struct Header: View {
                var title: String
                var body: some View { VStack(alignment: .center, content: parts) }
                @ViewBuilder private func parts() -> some View {
                    Image(systemName: "bus")
                    Text(title)
                }
            }
            struct Screen: View {
                var body: some View { Header(title: "Nearby stops") }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let stack = try #require(placed.first(kind: .view("VStack")))
        #expect(stack.children.map(\.kind) == [.view("Image"), .view("Text")])
        #expect(stack.frame.size.height > 20)
    }

    /// A name that is neither a bound builder nor a method of the type is not read as empty:
    /// the reader says it does not know it.
    @Test func anUnknownBuilderIsNotLaidOutEmpty() throws {
        let (tree, _) = try AppScreenLayout.layout(
            """
            struct Screen: View {
                var body: some View { HStack(spacing: 4, content: Factory.shared.content) }
            }
            """, "Screen")
        #expect(tree.issues.map(\.message).contains { $0.contains("unsupported expression") })
    }
}

/// A control whose label a project view hands on by name (`Button(action: action, label:
/// label)`) draws the label its caller wrote; an empty one is a control of no size.
@Suite struct HandedOnLabelReadingTests {
    @Test(arguments: [
        // A button wrapper storing its label builder.
        """
        struct Tappable<Face: View>: View {
            let action: () -> Void
            let face: () -> Face
            init(action: @escaping () -> Void, @ViewBuilder face: @escaping () -> Face) {
                self.action = action
                self.face = face
            }
            var body: some View { Button(action: action, label: face) }
        }
        struct Screen: View {
            var body: some View { Tappable(action: {}) { Text("Retry").padding(12) } }
        }
        """,
        // A link wrapper with a memberwise builder.
        """
        struct Pushing<Face: View>: View {
            @ViewBuilder var face: () -> Face
            var body: some View { NavigationLink(destination: Text("Next"), label: face) }
        }
        struct Screen: View {
            var body: some View { Pushing { Text("Retry").padding(12) } }
        }
        """,
    ])
    func aHandedOnLabelIsDrawn(source: String) throws {
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let control = try #require(placed.allViews.first { $0.kind == .view("Button") || $0.kind == .view("NavigationLink") })
        #expect(control.allViews.contains { $0.kind == .view("Text") && $0.label == "Retry" })
        #expect(control.frame.size.height > 40)
    }

    @Test func anEmptyHandedOnLabelIsALinkOfNoSize() throws {
        let (tree, placed) = try AppScreenLayout.layout(
            """
            struct Pushing<Face: View>: View {
                var isActive: Binding<Bool>
                @ViewBuilder var face: () -> Face
                var body: some View { NavigationLink(destination: Text("Next"), isActive: isActive, label: face) }
            }
            struct Screen: View {
                @State private var pushed = false
                var body: some View { VStack { Text("Home"); Pushing(isActive: $pushed) { EmptyView() } } }
            }
            """, "Screen")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let link = try #require(placed.first(kind: .view("NavigationLink")))
        #expect(link.frame.size == Size(width: 0, height: 0))
    }
}
