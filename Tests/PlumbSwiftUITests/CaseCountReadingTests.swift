import PlumbLayout
@testable import PlumbSwiftUI
import Testing

/// A `ForEach` over a project enum's `allCases` has as many rows as the enum has cases; one the
/// compiler does not list alone keeps the representative row count.
@Suite struct CaseCountReadingTests {
    private static func rowCount(_ source: String) throws -> Int {
        let tree = try ScreenReader(sources: [(path: "TabChooser.swift", source: source)]).tree(of: "TabChooser", options: ReadingOptions())
        return Self.count(in: tree.root)
    }

    private static func count(in node: ViewNode) -> Int {
        (node.kind == .view("Circle") ? 1 : 0) + node.children.map(count).reduce(0, +)
    }

    private static func screen(_ forEach: String, _ declarations: String) -> String {
        "struct TabChooser: View {\n    var body: some View {\n        VStack { \(forEach) }\n    }\n}\n\(declarations)"
    }

    @Test(arguments: [
        ("ForEach(Tab.allCases, id: \\.self) { _ in Circle() }", "enum Tab: CaseIterable {\n    case home, search\n    case profile\n}\n", 3),
        ("ForEach(Sort.allCases) { _ in Circle() }", "enum Sort: String {\n    case name, date\n}\nextension Sort: CaseIterable {}\n", 2),
        ("ForEach(Settings.Theme.allCases, id: \\.rawValue) { _ in Circle() }",
         "enum Settings {\n    enum Theme: Int, CaseIterable, Identifiable {\n        case light, dark, system, sepia\n        var id: Int { rawValue }\n    }\n}\n", 4),
    ])
    func anEnumsCasesAreItsRows(forEach: String, declarations: String, rows: Int) throws {
        #expect(try Self.rowCount(Self.screen(forEach, declarations)) == rows)
    }

    @Test(arguments: [
        "enum Tab: CaseIterable {\n    case home, search\n    static var allCases: [Tab] { Self.visible() }\n}\n",
        "enum Tab: CaseIterable {\n    case home\n    #if DEBUG\n    case debug\n    #endif\n}\n",
    ])
    func casesTheCompilerDoesNotListAloneKeepManyRows(declarations: String) throws {
        let source = Self.screen("ForEach(Tab.allCases, id: \\.self) { _ in Circle() }", declarations)
        #expect(try Self.rowCount(source) == RowCount.many.count)
    }
}
