import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A project's own List, Form and Section wrappers, read as the SwiftUI views they pass their
/// content to: a Section whose rows a wrapper passes on, a header or footer that shows no view,
/// and modifiers a wrapper applies to its whole content.
@Suite struct WrappedListReadingTests {
    /// A Section wrapper in one idiom (the content passed on by name, an optional footer that
    /// defaults to nothing) and a Form wrapper in another (modifiers on `content()`).
    static let wrappers = """
        struct Block<Caption: View, Rows: View, Note: View>: View {
            let caption: () -> Caption
            let rows: () -> Rows
            let note: () -> Note
            init(@ViewBuilder rows: @escaping () -> Rows, @ViewBuilder caption: @escaping () -> Caption = { EmptyView() },
                 @ViewBuilder note: @escaping () -> Note = { EmptyView() }) {
                self.caption = caption; self.rows = rows; self.note = note
            }
            init(_ title: String, @ViewBuilder rows: @escaping () -> Rows) where Caption == Text, Note == EmptyView {
                self.caption = { Text(title) }; self.rows = rows; self.note = { EmptyView() }
            }
            var body: some View {
                SwiftUI.Section(content: rows, header: { caption().foregroundStyle(.secondary) }, footer: { note() })
            }
        }
        struct TintedForm<Content: View>: View {
            @ViewBuilder var content: () -> Content
            var body: some View {
                Form {
                    content()
                        .foregroundStyle(.primary)
                        .listRowBackground(Color.white)
                }
            }
        }
        """

    func layout(_ screen: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        try AppScreenLayout.layout(Self.wrappers + "\nstruct Screen: View {\n    var body: some View {\n\(screen)\n    }\n}\n", "Screen")
    }

    func layoutOfPlain(_ screen: String) throws -> PlacedView {
        try layout(screen).placed.withoutOrigins
    }

    @Test func aWrappedSectionHasItsRowsAndNoHeaderOrFooterWhereItShowsNone() throws {
        let wrapped = try layout("""
            Form {
                Block("Display") { Text("Theme"); Text("Font") }
                Block { Text("Size") }
            }
            """)
        #expect(wrapped.tree.issues.isEmpty, "\(wrapped.tree.issues)")
        let plain = try layoutOfPlain("""
            Form {
                Section("Display") { Text("Theme"); Text("Font") }
                Section { Text("Size") }
            }
            """)
        #expect(wrapped.placed.withoutOrigins.frames(of: .view("Text")) == plain.frames(of: .view("Text")))
        #expect(wrapped.placed.frames(of: .view("Section")) == plain.frames(of: .view("Section")))
    }

    @Test func modifiersOnAWrappersContentApplyToEachOfItsViews() throws {
        let wrapped = try layout("""
            TintedForm {
                Section { Text("A") }
                Section { Text("B") }
            }
            """)
        #expect(wrapped.tree.issues.isEmpty, "\(wrapped.tree.issues)")
        let plain = try layoutOfPlain("""
            Form {
                Section { Text("A") }
                Section { Text("B") }
            }
            """)
        #expect(wrapped.placed.withoutOrigins.frames(of: .view("Text")) == plain.frames(of: .view("Text")))
        #expect(wrapped.placed.frames(of: .view("Section")) == plain.frames(of: .view("Section")))
    }
}

extension PlacedView {
    /// The frames of the views of `kind`, in order.
    fileprivate func frames(of kind: NodeKind) -> [Rect] {
        allViews.filter { $0.kind == kind }.map(\.frame)
    }
}
