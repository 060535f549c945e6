import PlumbCore
import PlumbLayout
import PlumbSwiftUI
import Testing

/// A `Menu` is the button iOS draws for it, its label; a navigation bar the app hides takes no
/// room; a control titled with an image shows a Label.
@Suite struct MenuAndBarReadingTests {
    func laidOut(_ source: String) throws -> (reading: SnippetReading, placed: PlacedView) {
        try RealScreenReadingTests().laidOut(source)
    }

    @Test(arguments: [
        (#"Menu("Sort") { Button("Date") { } }"#, #"Button("Sort") { }"#),
        (#"Menu { Button("Date") { }; Button("Name") { } } label: { Image(systemName: "ellipsis.circle") }"#,
         #"Button { } label: { Image(systemName: "ellipsis.circle") }"#),
        (#"Menu(content: { Button("Date") { } }, label: { Text("Sort") }, primaryAction: { sort() })"#, #"Button("Sort") { }"#),
        (#"Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Date") { } }"#,
         #"Button { } label: { Label("Sort", systemImage: "arrow.up.arrow.down") }"#),
        (#"VStack { Menu("Sort") { Button("Date") { } }.menuStyle(.button).buttonStyle(.bordered) }"#,
         #"VStack { Button("Sort") { }.buttonStyle(.bordered) }"#),
        (#"Menu("Sort") { Button("Date") { } }.menuStyle(.borderlessButton).menuIndicator(.hidden)"#, #"Button("Sort") { }.buttonStyle(.borderless)"#),
    ])
    func aMenuIsLaidOutAsAButtonAroundItsLabel(menu: String, button: String) throws {
        let (reading, placed) = try laidOut(menu)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        let menuView = try #require(placed.first(kind: .view("Menu")))
        let buttonView = try #require(try laidOut(button).placed.first(kind: .view("Button")))
        #expect(!menuView.isOpaque)
        #expect(menuView.frame == buttonView.frame)
        #expect(menuView.children.map(\.withoutOrigins) == buttonView.children.map(\.withoutOrigins))
    }

    @Test(arguments: [
        #"Menu("Sort") { Button("Date") { } }.menuStyle(CompactMenuStyle())"#,
        #"Menu("Sort") { Button("Date") { } }.menuIndicator(.visible)"#,
        #"VStack { Menu("Sort") { Button("Date") { } } }.menuIndicator(showsIndicator ? .visible : .hidden)"#,
    ])
    func aMenuDrawnBeyondItsLabelStaysOpaque(source: String) throws {
        let (reading, placed) = try laidOut(source)
        #expect(!reading.issues.isEmpty)
        #expect(placed.allViews.contains { $0.kind == .view("Menu") && $0.isOpaque })
    }

    @Test func aButtonTitledWithASymbolShowsTheSymbolBeforeItsTitle() throws {
        let (reading, placed) = try laidOut(#"Button("Add", systemImage: "plus") { add() }"#)
        #expect(reading.issues.isEmpty, "\(reading.issues)")
        let label = try #require(placed.first(kind: .view("Label")))
        #expect(label.children.map(\.kind) == [.view("Image"), .view("Text")])
    }

    private static let phone = LayoutHost(
        screenSize: Size(width: 393, height: 852), safeAreaInsets: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))

    /// A screen whose NavigationStack shows `stackContent`, where `content` is a titled colour.
    private static func navigationStack(showing stackContent: String) throws -> (tree: ScreenTree, placed: PlacedView) {
        let source = """
            import SwiftUI
            struct Screen: View {
                var content: some View { Color.blue.navigationTitle("Inbox") }
                var body: some View {
                    NavigationStack { \(stackContent) }
                }
            }
            """
        return try RealScreenReadingTests().screen(source, "Screen", host: phone)
    }

    @Test(arguments: [
        ("content.navigationBarHidden(true)", 0),
        ("content.toolbar(.hidden, for: .navigationBar)", 0),
        ("content.toolbarVisibility(.hidden, for: .navigationBar)", 0),
        ("content.toolbar(.hidden, for: .tabBar, .navigationBar)", 0),
        ("content.toolbar(.hidden)", 0),
        ("content.toolbarVisibility(.hidden)", 0),
        ("content.toolbar(.hidden, for: .automatic)", 0),
        ("VStack { content }.toolbar(.hidden)", 0),
        ("VStack { content.navigationBarHidden(true) }", 0),
        ("content.navigationBarHidden(false)", BarHeights.navigationBarWithLargeTitle),
        ("content.toolbar(.visible, for: .navigationBar)", BarHeights.navigationBarWithLargeTitle),
        ("content.toolbar(.hidden, for: .tabBar)", BarHeights.navigationBarWithLargeTitle),
        ("content.toolbar(.visible)", BarHeights.navigationBarWithLargeTitle),
        (#"content.toolbar { ToolbarItem { Button("Edit") { } } }"#, BarHeights.navigationBarWithLargeTitle),
        (#"content.toolbar(content: { ToolbarItem { Button("Edit") { } } })"#, BarHeights.navigationBarWithLargeTitle),
        ("content.toolbar(removing: .sidebarToggle)", BarHeights.navigationBarWithLargeTitle),
    ])
    func aHiddenNavigationBarLeavesItsRoomToTheContent(stackContent: String, barHeight: Double) throws {
        let (tree, placed) = try Self.navigationStack(showing: stackContent)
        #expect(tree.issues.isEmpty, "\(tree.issues)")
        let color = try #require(placed.first(kind: .view("Color")))
        #expect(color.frame.minY == 59 + barHeight)
        #expect(placed.allViews.contains { $0.bar != nil } == (barHeight > 0))
    }

    /// On tvOS the bar a visibility with no bar named shows or hides is the tab bar.
    @Test func aVisibilityWithNoBarNamedLeavesATVNavigationBarAsItIs() throws {
        let tv = try RealScreenReadingTests().host("apple-tv-4k")
        func colorTop(_ stackContent: String) throws -> Double {
            let source = """
                import SwiftUI
                struct Screen: View {
                    var body: some View { NavigationStack { \(stackContent) } }
                }
                """
            let (tree, placed) = try RealScreenReadingTests().screen(source, "Screen", host: tv)
            #expect(tree.issues.isEmpty, "\(tree.issues)")
            return try #require(placed.first(kind: .view("Color"))).frame.minY
        }
        #expect(try colorTop(#"Color.blue.navigationTitle("Inbox").toolbar(.hidden)"#) == colorTop(#"Color.blue.navigationTitle("Inbox")"#))
    }

    @Test(arguments: [("navigationBarHidden", "isReading"), ("toolbar", "isReading ? .hidden : .visible")])
    func aNavigationBarHiddenAtRunTimeIsOpaque(modifier: String, argument: String) throws {
        let source = """
            import SwiftUI
            struct Screen: View {
                @State private var isReading = false
                var body: some View {
                    NavigationStack { Color.blue.\(modifier)(\(argument)) }
                }
            }
            """
        let (tree, placed) = try RealScreenReadingTests().screen(source, "Screen", host: Self.phone)
        #expect(!tree.issues.isEmpty)
        #expect(placed.first(kind: .modifier(modifier))?.isOpaque == true)
    }
}
