import PlumbLayout
import PlumbSwiftUI
import Testing

/// The project's helpers in the forms the layout reader did not follow before session 21: its own
/// `modifier` taking a closure, methods of its `extension Text` after Text's own modifiers, and a
/// control style around a control a nearer style drew.
@Suite struct ProjectHelperFormsTests {
    func layout(_ source: String, _ screen: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        try AppScreenLayout.layout(source, screen)
    }

    // MARK: A project `modifier` taking a closure

    @Test(arguments: [
        // SwiftUI's `content` naming, the view as a closure's `$0`, an availability check inside.
        """
        extension View {
            func modifier<Modified: View>(@ViewBuilder body: (_ content: Self) -> Modified) -> Modified { body(self) }
        }
        struct Feed: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("A").modifier { $0.padding(10) }
                    Text("B").modifier {
                        if #available(iOS 17, *) { $0.padding(10) } else { $0 }
                    }
                }
            }
        }
        """,
        // A transform named by its own label, the view named in the closure.
        """
        extension View {
            @ViewBuilder func modifier(transform: (Self) -> some View) -> some View { transform(self) }
        }
        struct Feed: View {
            var body: some View {
                VStack(spacing: 0) {
                    Text("A").modifier(transform: { view in view.padding(10) })
                    Text("B").modifier { view in view.padding(.all, 10) }
                }
            }
        }
        """,
    ])
    func aProjectModifierTakingAClosureIsReadWithTheView(_ source: String) throws {
        let (tree, placed) = try layout(source, "Feed")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.children.map(\.kind) == [.modifier("padding"), .modifier("padding")])
        let texts = placed.children.compactMap { $0.first(kind: .view("Text")) }
        #expect(zip(placed.children, texts).allSatisfy { abs($0.frame.size.height - $1.frame.size.height - 20) < 0.001 })
    }

    @Test func aModifierValueTheReaderCannotReadIsNotGivenToTheProjectsClosureModifier() throws {
        let (tree, _) = try layout(
            """
            extension View {
                func modifier<Modified: View>(body: (Self) -> Modified) -> Modified { body(self) }
            }
            struct Feed: View {
                var body: some View { Text("A").modifier(LibraryModifier(id: 1)) }
            }
            """, "Feed")
        #expect(tree.issues.map(\.message) == ["unknown modifier 'modifier'"])
    }

    @Test func swiftUIsModifierIsStillReadWhereTheProjectDeclaresItsOwn() throws {
        let (tree, placed) = try layout(
            """
            extension View {
                func modifier<Modified: View>(body: (Self) -> Modified) -> Modified { body(self) }
            }
            struct Inset: ViewModifier {
                func body(content: Content) -> some View { content.padding(10) }
            }
            struct Feed: View {
                var body: some View { Text("A").modifier(Inset()) }
            }
            """, "Feed")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(placed.kind == .modifier("padding"))
    }

    // MARK: The project's Text methods after Text's own

    @Test func aProjectTextMethodAppliesAfterTextsOwnModifiers() throws {
        let (tree, placed) = try layout(
            """
            extension Text {
                func tinted(_ color: Color) -> Text {
                    if #available(iOS 17, *) { foregroundStyle(color) } else { foregroundColor(color) }
                }
                func caption() -> Text { font(.footnote).bold().tinted(.gray) }
            }
            struct Feed: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Text("A").caption()
                        Text("B").font(.title).italic().tinted(.red).padding(4)
                    }
                }
            }
            """, "Feed")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(!placed.allViews.contains { $0.isOpaque })
    }

    @Test func aTextMethodDoesNotApplyToAnotherViewModifiedTheSameWay() throws {
        // `VStack { … }.font(.title)` is no Text: the project's `extension Text` has nothing for it.
        let (tree, _) = try layout(
            """
            extension Text {
                func tinted(_ color: Color) -> Text { foregroundColor(color) }
            }
            struct Feed: View {
                var body: some View { VStack { Text("A") }.font(.title).tinted(.red) }
            }
            """, "Feed")
        #expect(tree.issues.map(\.message) == ["unknown modifier 'tinted'"])
    }

    // MARK: A style around a control a nearer style drew

    @Test func aLabelStyleAroundALabelTheSameStyleDrewLeavesIt() throws {
        let (tree, placed) = try layout(
            """
            private struct TintedIconLabelStyle: LabelStyle {
                func makeBody(configuration: Configuration) -> some View {
                    Label { configuration.title } icon: { configuration.icon.foregroundStyle(.red) }
                }
            }
            private struct CheckToggleStyle: ToggleStyle {
                func makeBody(configuration: Configuration) -> some View {
                    HStack { configuration.label.labelStyle(TintedIconLabelStyle()); Spacer() }
                }
            }
            private struct TintedLabels: ViewModifier {
                func body(content: Content) -> some View {
                    content.labelStyle(TintedIconLabelStyle()).toggleStyle(CheckToggleStyle())
                }
            }
            struct Settings: View {
                @State private var on = false
                var body: some View {
                    VStack {
                        Label("Inbox", systemImage: "tray")
                        Toggle(isOn: $on) { Label("Sync", systemImage: "arrow.clockwise") }
                    }
                    .modifier(TintedLabels())
                }
            }
            """, "Settings")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        #expect(!placed.allViews.contains { $0.isOpaque })
    }
}
