import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A `.searchable` field over a List, a Form or a ScrollView takes room at the content's bottom
/// (iPhone, automatic placement) or top (below the navigation bar): an open number from none to
/// `SearchField.mostRoom`, laid out at both and stated. Over other content, on a watch, or at a
/// placement the reader does not place, it stays opaque.
@Suite struct SearchFieldReadingTests {
    private func host(_ id: String, _ openNumbers: OpenNumbers, _ orientation: Orientation = .portrait) throws -> LayoutHost {
        var host = LayoutHost(device: try #require(DeviceCatalog.device(id: id)), orientation: orientation)
        host.openNumbers = openNumbers
        return host
    }

    /// The frame of the screen's `container` (a List, Form or ScrollView) on `device`, with open
    /// numbers at `values`, and the reading.
    private func container(
        _ kind: String, of source: String, on device: String, _ values: OpenNumbers, _ orientation: Orientation = .portrait
    ) throws -> (tree: ScreenTree, frame: Rect) {
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen", on: try host(device, values, orientation))
        return (tree, try #require(placed.first(kind: .view(kind))).frame)
    }

    /// The same screen without its `.searchable` modifier.
    private func unsearched(_ source: String) -> String {
        source.replacingOccurrences(of: #"\.searchable\([^\n]*\)"#, with: "", options: .regularExpression)
    }

    @Test(arguments: [
        // A List in a NavigationStack: the field in the iPhone's bottom toolbar.
        ("List", """
        struct Screen: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    List { Text("Basil"); Text("Thyme") }
                        .navigationTitle("Herbs")
                        .searchable(text: $query)
                }
            }
        }
        """),
        // On the NavigationStack itself, over a ScrollView of a LazyVStack, with a prompt.
        ("ScrollView", """
        struct Screen: View {
            @State private var query = ""
            var body: some View {
                NavigationStack {
                    ScrollView { LazyVStack { Text("Basil"); Text("Thyme") } }
                        .navigationTitle("Herbs")
                }
                .searchable(text: $query, prompt: "Find a herb")
            }
        }
        """),
        // A Form on a TabView tab, through a modifier, at the automatic placement written out.
        ("Form", """
        struct Screen: View {
            @State private var query = ""
            var body: some View {
                TabView {
                    NavigationStack {
                        Form { Toggle("Organic only", isOn: .constant(true)) }
                            .scrollContentBackground(.hidden)
                            .searchable(text: $query, placement: .automatic)
                    }
                    .tabItem { Label("Shop", systemImage: "cart") }
                }
            }
        }
        """),
    ])
    func onAnIPhoneTheFieldTakesRoomAtTheBottomBetweenNoneAndItsBound(kind: String, source: String) throws {
        let plain = try container(kind, of: unsearched(source), on: "iphone-14-pro", .low).frame
        let (lowTree, low) = try container(kind, of: source, on: "iphone-14-pro", .low)
        let (highTree, high) = try container(kind, of: source, on: "iphone-14-pro", .high)
        #expect(lowTree.issues.isEmpty, "\(lowTree.issues)")
        #expect(low == plain)
        #expect(high.minY == plain.minY)
        #expect(abs(high.maxY - (plain.maxY - SearchField.mostRoom)) < 0.001)
        #expect(lowTree.assumptions.contains { $0.message.hasPrefix("took 0 at the bottom of the searched content for its search field, its lowest") })
        #expect(highTree.assumptions.contains { $0.message.hasPrefix("took 114.667 at the bottom of the searched content for its search field, its highest") })
    }

    @Test(arguments: [
        // Below the navigation bar: the drawer placement on an iPhone.
        ("iphone-14-pro", ".searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))"),
        ("iphone-14-pro", ".searchable(text: $query, placement: .toolbar)"),
        // An iPad's regular width: the field is in the navigation bar or below it.
        ("ipad-pro-11", ".searchable(text: $query)"),
    ])
    func belowTheNavigationBarTheFieldTakesRoomAtTheTop(device: String, modifier: String) throws {
        let source = """
            struct Screen: View {
                @State private var query = ""
                var body: some View {
                    NavigationStack {
                        List { Text("Basil") }
                            \(modifier)
                    }
                }
            }
            """
        let plain = try container("List", of: unsearched(source), on: device, .low).frame
        let (_, low) = try container("List", of: source, on: device, .low)
        let (highTree, high) = try container("List", of: source, on: device, .high)
        #expect(low == plain)
        // Placed on the device's pixel grid: within half a point on a 2× iPad.
        #expect(abs(high.minY - (plain.minY + SearchField.mostRoom)) <= 0.5)
        #expect(high.maxY == plain.maxY)
        #expect(highTree.assumptions.contains { $0.message.hasPrefix("took 114.667 at the top of the searched content") })
    }

    @Test(arguments: [
        // Content that does not scroll: where the field's room goes is not modelled.
        ("iphone-14-pro", """
        NavigationStack { VStack { Text("Basil"); Spacer() }.searchable(text: $query) }
        """, "a search field over content that is not a List, Form or vertical ScrollView takes room Plumb does not model"),
        // A horizontal ScrollView: its content does not scroll away from the field.
        ("iphone-14-pro", """
        NavigationStack { ScrollView(.horizontal) { HStack { Text("Basil") } }.searchable(text: $query) }
        """, "a search field over content that is not a List, Form or vertical ScrollView takes room Plumb does not model"),
        // A placement the reader does not place.
        ("iphone-14-pro", """
        NavigationStack { List { Text("Basil") }.searchable(text: $query, placement: .sidebar) }
        """, "a search field's place is modelled on iPhone and iPad, at the automatic, toolbar or navigation bar drawer placement"),
        // A watch draws the field inline with the list's rows.
        ("apple-watch-series-7-41mm", """
        NavigationStack { List { Text("Basil") }.searchable(text: $query) }
        """, "a search field's place is modelled on iPhone and iPad, at the automatic, toolbar or navigation bar drawer placement"),
    ])
    func elsewhereTheFieldStaysOpaque(device: String, body: String, reason: String) throws {
        let source = """
            struct Screen: View {
                @State private var query = ""
                var body: some View {
                    \(body)
                }
            }
            """
        let (tree, placed) = try AppScreenLayout.layout(source, "Screen", on: try host(device, .high))
        #expect(tree.issues.map(\.message) == [reason])
        #expect(placed.first(kind: .modifier("searchable")) != nil)
    }

    @Test func withoutADeviceTheFieldsPlaceIsNotKnown() throws {
        let source = """
            struct Screen: View {
                @State private var query = ""
                var body: some View { List { Text("Basil") }.searchable(text: $query) }
            }
            """
        let (tree, _) = try AppScreenLayout.layout(source, "Screen")
        #expect(tree.issues.count == 1)
    }
}
