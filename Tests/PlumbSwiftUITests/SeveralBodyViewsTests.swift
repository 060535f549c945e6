import PlumbLayout
import PlumbSwiftUI
import Testing

/// A project view whose body lists several views gives each to the list it is used in, as a
/// `Group` does: a Form's Sections held by a settings view of the project are the Form's own
/// sections (their headers placed by the list's style), and a stack stacks the views.
@Suite struct SeveralBodyViewsTests {
    func layout(_ source: String, _ screen: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        try AppScreenLayout.layout(source, screen)
    }

    @Test(arguments: [
        // A settings view of two headed Sections after a loose row.
        """
        struct AccountSections: View {
            var body: some View {
                Section { Text("Name") } header: { Text("Profile") }
                Section(header: Text("Storage")) { Text("Used") }
            }
        }
        struct Settings: View {
            @State private var syncing = false
            var body: some View {
                Form {
                    Toggle("Sync", isOn: $syncing)
                    AccountSections()
                }
            }
        }
        """,
        // The same Sections one view further in, in a List, the second view taking an argument.
        """
        struct StorageSection: View {
            let title: String
            var body: some View {
                Section(title) { Text("Used") }
            }
        }
        struct AccountSections: View {
            var body: some View {
                Section { Text("Name") } header: { Text("Profile") }
                StorageSection(title: "Storage")
            }
        }
        struct Settings: View {
            var body: some View {
                List {
                    Text("Sync")
                    AccountSections()
                }
            }
        }
        """,
    ])
    func aProjectViewsSectionsAreTheListsSectionsWithTheirHeadersPlaced(_ source: String) throws {
        let (tree, placed) = try layout(source, "Settings")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let list = try #require(placed.allViews.first { $0.kind == .view("Form") || $0.kind == .view("List") })
        #expect(list.children.map(\.kind.name) == ["ListRow", "Section", "Section"])
        let sections = Array(list.children.dropFirst())
        #expect(sections.allSatisfy { $0.children.first?.kind == .view("SectionHeader") && !$0.children[0].isOpaque })
        // Each is its own card: the second below the first, not drawn over it.
        #expect(sections[1].frame.minY >= sections[0].frame.maxY)
        #expect(sections.allSatisfy { $0.frame.minX == list.children[0].frame.minX && $0.frame.size.width == list.children[0].frame.size.width })
    }

    @Test func aProjectViewsSeveralViewsAreStackedByTheStackTheyAreIn() throws {
        let (tree, placed) = try layout(
            """
            struct Caption: View {
                var body: some View {
                    Text("Title")
                    Text("Subtitle")
                }
            }
            struct Card: View {
                var body: some View {
                    VStack(spacing: 4) { Caption() }
                }
            }
            """, "Card")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let stack = try #require(placed.first(kind: .view("VStack")))
        #expect(stack.children.map(\.label) == ["Title", "Subtitle"])
        #expect(abs(stack.children[1].frame.minY - stack.children[0].frame.maxY - 4) < 0.001)
    }

    @Test func aProjectViewsSeveralViewsInOneViewsPlaceStayTogether() throws {
        // An overlay's content and a modified view are one view: SwiftUI's implicit ZStack holds
        // the body's views there, as before.
        let (tree, placed) = try layout(
            """
            struct Badges: View {
                var body: some View {
                    Text("New")
                    Text("Sale")
                }
            }
            struct Tile: View {
                var body: some View {
                    VStack {
                        Color.gray.frame(width: 100, height: 100).overlay { Badges() }
                        Badges().padding(8)
                    }
                }
            }
            """, "Tile")
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let stack = try #require(placed.first(kind: .view("VStack")))
        #expect(stack.children.count == 2)
        #expect(stack.children[0].first(kind: .view("ZStack"))?.children.map(\.label) == ["New", "Sale"])
        #expect(stack.children[1].kind == .modifier("padding") && stack.children[1].children.first?.kind == .view("ZStack"))
    }

    @Test func aProjectViewsSectionHeaderOutsideAListStaysOpaque() throws {
        let (tree, placed) = try layout(
            """
            struct PinnedSections: View {
                var body: some View {
                    Section { Text("row") } header: { Text("Today") }
                    Section { Text("row") } header: { Text("Earlier") }
                }
            }
            struct Feed: View {
                var body: some View {
                    ScrollView { LazyVStack(pinnedViews: .sectionHeaders) { PinnedSections() } }
                }
            }
            """, "Feed")
        #expect(tree.issues.map(\.message) == Array(repeating: "a Section's header is placed by the list style", count: 2))
        #expect(placed.first(kind: .view("SectionHeader"))?.isOpaque == true)
    }
}
