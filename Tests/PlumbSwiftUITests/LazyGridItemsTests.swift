import PlumbLayout
@testable import PlumbSwiftUI
import Testing

/// A lazy grid's items read where the project writes them: in a constant, in a stored `var` the
/// code never sets again, with numbers and counts it declares. Items the running app may change,
/// or that place their views by an alignment of their own, stay unread.
@Suite struct LazyGridItemsTests {
    /// The grid in `Screen`, read with the other sources: its layout when read, nil when opaque.
    private static func grid(_ screen: String, _ others: String...) throws -> LazyGridLayout? {
        let sources = [(path: "Screen.swift", source: screen)] + others.enumerated().map { (path: "Other\($0.offset).swift", source: $0.element) }
        let tree = try ScreenReader(sources: sources).tree(of: "Screen", options: ReadingOptions())
        let node = try #require(Self.first(in: tree.root) { [.view("LazyVGrid"), .view("LazyHGrid")].contains($0.kind) })
        return node.layout as? LazyGridLayout
    }

    private static func first(in node: ViewNode, where matches: (ViewNode) -> Bool) -> ViewNode? {
        if matches(node) { return node }
        for child in node.children {
            if let found = first(in: child, where: matches) { return found }
        }
        return nil
    }

    private static func screen(_ properties: String, grid: String, actions: String = "") -> String {
        """
        import SwiftUI
        struct Screen: View {
        \(properties)
            var body: some View {
                ScrollView {
                    \(grid) {
                        ForEach(0..<6) { _ in Color.red.frame(height: 40) }
                    }
                }
            }
        \(actions)
        }
        """
    }

    /// A stored `var` nothing writes after its declaration is its initial value, private or not,
    /// plain or `@State`, named alone or through `self`.
    @Test(arguments: [
        screen("    private var layout = [GridItem(.adaptive(minimum: 100))]", grid: "LazyVGrid(columns: layout)"),
        screen("    var layout = [GridItem(.adaptive(minimum: 100))]", grid: "LazyVGrid(columns: self.layout)"),
        screen("    @State private var layout: [GridItem] = [GridItem(.adaptive(minimum: 100))]", grid: "LazyVGrid(columns: layout)",
               actions: "    func refresh() { print(layout.count) }"),
    ])
    func aStoredVarNothingWritesIsItsInitialValue(source: String) throws {
        let grid = try #require(try Self.grid(source))
        #expect(grid.items == [GridItem(.adaptive(minimum: 100))])
    }

    /// Numbers, spacings and counts the project declares, in every spelling of a repeated item.
    @Test(arguments: [
        (screen("", grid: "LazyVGrid(columns: [GridItem(.fixed(Metrics.icon), spacing: Metrics.gap), GridItem(.fixed(Metrics.icon))])"),
         [GridItem(.fixed(72), spacing: 6), GridItem(.fixed(72))]),
        (screen("    private let rows = [GridItem](repeating: GridItem(.flexible(minimum: 0), spacing: Metrics.gap), count: weekDays)",
                grid: "LazyHGrid(rows: rows)"),
         Array(repeating: GridItem(.flexible(minimum: 0), spacing: 6), count: 7)),
        (screen("    let columns: [GridItem] = .init(repeating: .init(.adaptive(minimum: Metrics.icon)), count: 2)",
                grid: "LazyVGrid(columns: columns)"),
         Array(repeating: GridItem(.adaptive(minimum: 72)), count: 2)),
        // `Self.` names the type around it.
        (screen("    private static let tiles = Array(repeating: GridItem(.flexible(), spacing: Metrics.gap), count: 3)",
                grid: "LazyVGrid(columns: Self.tiles)"),
         Array(repeating: GridItem(.flexible(), spacing: 6), count: 3)),
    ])
    func declaredNumbersAndCountsAreRead(source: String, expected: [GridItem]) throws {
        let declared = "enum Metrics {\n    static let icon: CGFloat = 72\n    static let gap: CGFloat = 6\n}\nlet weekDays = 7\n"
        let grid = try #require(try Self.grid(source, declared))
        #expect(grid.items == expected)
    }

    /// The grid's own alignment places each view in its cell.
    @Test func theGridsAlignmentIsRead() throws {
        let vertical = try #require(try Self.grid(Self.screen("", grid: "LazyVGrid(columns: [GridItem()], alignment: .leading)")))
        #expect(vertical.alignment == .leading)
        let horizontal = try #require(try Self.grid(Self.screen("", grid: "LazyHGrid(rows: [GridItem()], alignment: .top)")))
        #expect(horizontal.alignment == .top)
    }

    /// Items the running app may change, a caller may replace, or that align their views
    /// themselves: the grid stays opaque.
    @Test(arguments: [
        screen("    @State private var layout = [GridItem(.adaptive(minimum: 250))]\n    @State private var compact = false",
               grid: "LazyVGrid(columns: layout)",
               actions: "    func shrink() { layout = [GridItem(.adaptive(minimum: 150))] }"),
        screen("    private var layout: [GridItem] = []", grid: "LazyVGrid(columns: layout)",
               actions: "    init() { layout.append(GridItem()) }"),
        screen("    private var layout = [GridItem(), GridItem()]", grid: "LazyVGrid(columns: layout)",
               actions: "    mutating func widen() { layout[0] = GridItem(.fixed(200)) }"),
        screen("    @State private var layout = [GridItem()]", grid: "LazyVGrid(columns: layout)",
               actions: "    var editor: some View { Editor(items: $layout) }"),
        screen("", grid: "LazyVGrid(columns: [GridItem(.flexible(), alignment: .leading)])"),
    ])
    func itemsTheAppMayChangeStayOpaque(source: String) throws {
        #expect(try Self.grid(source) == nil)
    }

    /// A caller that gives the view other items writes the property: read alone, unread.
    @Test func aCallerGivingOtherItemsKeepsItUnread() throws {
        let source = Self.screen("    var layout = [GridItem(.adaptive(minimum: 100))]", grid: "LazyVGrid(columns: layout)")
        let host = "struct Host: View {\n    var body: some View { Screen(layout: [GridItem()]) }\n}\n"
        #expect(try Self.grid(source, host) == nil)
    }
}
