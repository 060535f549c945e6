import PlumbLayout
import PlumbSyntax
@testable import PlumbSwiftUI
import Testing

/// Run-time text whose source says more than its name: one element of a collection (its
/// declared element type, or its plural name), a `@Binding` every caller gives as a constant
/// binding, and a view's own computed property whose every case is a written string.
@Suite struct ElementAndBindingTextTests {
    private static func firstText(_ source: String, screen: String = "Screen") throws -> ViewNode {
        let tree = try ScreenReader(sources: [(path: "Screen.swift", source: source)]).tree(of: screen, options: ReadingOptions())
        return try #require(ShownText.first(in: tree.root))
    }

    private static func parts(_ node: ViewNode) throws -> [RunTimeTextLayout.Part] {
        try #require(node.layout as? RunTimeTextLayout, "\(node.label ?? "")").parts
    }

    /// An element of a collection the view declares with number elements shows digits; one of a
    /// collection named in the plural, that name's singular role.
    @Test(arguments: [
        ("@State private var quantities: [String: Int] = [:]", "Text(\"\\(quantities[\"tea\"]!)\")", TextRole.number),
        ("let readings: [Double]", "Text(String(readings[0]))", .number),
        ("let tally: Dictionary<String, Int64>?", "Text(\"\\(tally![\"a\"] ?? 0)\")", .number),
        ("let store: Store", "Text(store.displayPrices[\"gold\"] ?? \"\")", .number),
        ("let store: Store", "Text(store.authorNames[1])", .name),
        ("let store: Store", "Text(store.titles[2]).font(.headline)", .title),
    ])
    func anElementTakesItsCollectionsRole(property: String, view: String, role: TextRole) throws {
        let source = "struct Screen: View {\n    \(property)\n    var body: some View { \(view) }\n}\n"
        #expect(try Self.parts(try Self.firstText(source)) == [.runTime(role)])
    }

    /// A collection whose type and name say nothing (or whose elements are strings with a plain
    /// name) keeps the plain text sample; a singular role word is not made plural.
    @Test(arguments: [
        ("let lookup: [String: String]", "Text(lookup[\"a\"] ?? \"\")"),
        ("let store: Store", "Text(store.entries[0])"),
        ("let store: Store", "Text(store.prices)"),
    ])
    func anElementOfAnUntoldCollectionIsPlainText(property: String, view: String) throws {
        let source = "struct Screen: View {\n    \(property)\n    var body: some View { \(view) }\n}\n"
        #expect(try Self.parts(try Self.firstText(source)) == [.runTime(.text)])
    }

    /// A `@Binding` given `.constant(x)` shows x: a written string as written, a value by x's role.
    @Test(arguments: [
        (".constant(\"Monthly\")", "Monthly"),
        ("Binding.constant(\"Yearly plan\")", "Yearly plan"),
        ("Binding<String>.constant(\"Weekly\")", "Weekly"),
    ])
    func aConstantBindingShowsItsWrittenValue(argument: String, shown: String) throws {
        let source = """
            struct Screen: View {
                var body: some View { PlanCard(caption: \(argument)) }
            }
            struct PlanCard: View {
                @Binding var caption: String
                var body: some View { Text(caption) }
            }
            """
        let text = try Self.firstText(source)
        #expect(text.layout is TextLayout)
        #expect(text.label == shown)
    }

    @Test func aConstantBindingOfARunTimeValueTakesThatValuesRole() throws {
        let source = """
            final class Store: ObservableObject { @Published var localizedPrices: [String: String] = [:] }
            struct Screen: View {
                @ObservedObject var store: Store
                var body: some View { PlanCard(price: .constant(store.localizedPrices["gold"] ?? "$1")) }
            }
            struct PlanCard: View {
                @Binding var price: String
                var body: some View { Text(price) }
            }
            """
        #expect(try Self.parts(try Self.firstText(source)) == [.runTime(.number)])
    }

    /// A property that is no `@Binding` keeps a `.constant(…)` it is given as that value: a
    /// project's own `.constant` case is not a binding.
    @Test func aConstantGivenToAPlainPropertyIsNotABinding() throws {
        let source = """
            enum Caption { case constant(String) }
            struct Screen: View {
                var body: some View { PlanCard(caption: .constant("Monthly")) }
            }
            struct PlanCard: View {
                let caption: Caption
                var body: some View { Text(String(describing: caption)) }
            }
            """
        #expect(try Self.firstText(source).layout is RunTimeTextLayout)
    }

    /// The view's own computed property whose every case returns a written string shows the
    /// longest of them, as a project type's does.
    @Test(arguments: [
        "switch level {\n        case 0: return \"\\u{77F3}\"\n        case 1: return \"道\"\n        default: return \"山山\"\n        }",
        "switch level {\n        case 0: \"石\"\n        case 1: \"道\"\n        default: \"山山\"\n        }",
        "if level == 0 { return \"石\" }\n        return \"山山\"",
    ])
    func theViewsOwnPropertyOfWrittenCasesIsItsLongest(getter: String) throws {
        let source = """
            struct Screen: View {
                let level: Int
                var body: some View { Text(mark).font(.system(size: 120)) }
                private var mark: String {
                    \(getter)
                }
            }
            """
        let text = try Self.firstText(source)
        #expect(text.layout is TextLayout)
        #expect(text.label == "山山")
    }

    /// One case known only at run time leaves it run-time text.
    @Test func aPropertyWithARunTimeCaseStaysRunTimeText() throws {
        let source = """
            struct Screen: View {
                let level: Int
                let fallback: String
                var body: some View { Text(mark) }
                private var mark: String {
                    switch level {
                    case 0: return "石"
                    default: return fallback
                    }
                }
            }
            """
        #expect(try Self.firstText(source).layout is RunTimeTextLayout)
    }

    /// An optional property whose every case is a written string or `nil`, shown unwrapped,
    /// shows its longest string: `nil` is never shown.
    @Test(arguments: [
        "if let mark = season.mark { Text(mark).font(.system(size: 64)) }",
        "Text(season.mark!)",
    ])
    func anOptionalPropertyOfWrittenCasesShownUnwrappedIsItsLongest(view: String) throws {
        let source = """
            enum Season { case spring, summer, autumn }
            extension Season {
                var mark: String? {
                    switch self {
                    case .spring: return "春分"
                    case .summer: return "夏至至"
                    case .autumn: return nil
                    }
                }
            }
            struct Screen: View {
                let season: Season
                var body: some View { \(view) }
            }
            """
        let text = try Self.firstText(source)
        #expect(text.layout is TextLayout)
        #expect(text.label == "夏至至")
    }

    /// Only `nil`, or `nil` beside a value known at run time, is no written string.
    @Test(arguments: ["return nil", "return title"])
    func anOptionalPropertyWithoutWrittenStringsStaysRunTimeText(other: String) throws {
        let source = """
            struct Season {
                let title: String
                var mark: String? {
                    if title.isEmpty { return nil }
                    \(other)
                }
            }
            struct Screen: View {
                let season: Season
                var body: some View { if let mark = season.mark { Text(mark) } }
            }
            """
        #expect(try Self.firstText(source).layout is RunTimeTextLayout)
    }

    @Test(arguments: [
        ("[Int]", "Int"), ("[String: Int]?", "Int"), ("Array<CGFloat>", "CGFloat"), ("Dictionary<String, [Int]>", "[Int]"),
        ("[[String: Int]: Double]", "Double"), ("[ (Int, Int) ]", "(Int, Int)"),
    ])
    func aCollectionsElementTypeIsRead(type: String, element: String) {
        #expect(WrittenType.collectionElement(type) == element)
    }

    @Test(arguments: ["Int", "Set<Int>", "String", "(Int, Int)"])
    func aTypeThatIsNoArrayOrDictionaryHasNoElementRead(type: String) {
        #expect(WrittenType.collectionElement(type) == nil)
    }
}
