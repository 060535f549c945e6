import PlumbLayout
import PlumbSwiftUI
import Testing

/// An app's helper that unwraps an optional parameter is given a value Swift never makes optional:
/// its `if let` always holds, so optional content absent does not drop what it wraps.
@Suite struct CertainUnwrapTests {
    static let helpers = """
        extension View {
            @ViewBuilder
            func `if`<T>(_ value: T?, transform: (Self, T) -> some View) -> some View {
                if let value { transform(self, value) } else { self }
            }
            @ViewBuilder
            func scrolling<Value>(when value: Value?, _ apply: (Self) -> some View) -> some View {
                if let value { apply(self) } else { self }
            }
        }
        """

    @Test(arguments: [
        ".if(!items.isEmpty) { view, _ in ScrollView { view } }",
        ".if(items.count > 3 && showsAll) { view, _ in ScrollView { view } }",
        ".scrolling(when: true) { ScrollView { $0 } }",
    ])
    func aNonOptionalArgumentIsAlwaysUnwrapped(call: String) throws {
        let source = """
            struct Screen: View {
                let items: [String]
                let showsAll: Bool
                var body: some View {
                    VStack { Text("Aliases") }
                        \(call)
                }
            }
            \(Self.helpers)
            """
        for host in [AppScreenLayout.canvas, AppScreenLayout.canvasWithContentAbsent] {
            let (tree, placed) = try AppScreenLayout.layout(source, "Screen", on: host)
            #expect(placed.first(kind: .view("ScrollView")) != nil, "\(tree.assumptions)")
            #expect(!tree.assumptions.contains { $0.message.contains("if let value") }, "\(tree.assumptions)")
        }
    }

    /// An optional property may be nil at run time: with optional content absent the helper's
    /// `else` is taken, as before.
    @Test(arguments: [".if(selection) { view, _ in ScrollView { view } }", ".scrolling(when: selection ?? nil) { ScrollView { $0 } }"])
    func anOptionalArgumentStaysARunTimeChoice(call: String) throws {
        let source = """
            struct Screen: View {
                let selection: String?
                var body: some View {
                    VStack { Text("Aliases") }
                        \(call)
                }
            }
            \(Self.helpers)
            """
        let (_, present) = try AppScreenLayout.layout(source, "Screen")
        #expect(present.first(kind: .view("ScrollView")) != nil)
        let (tree, absent) = try AppScreenLayout.layout(source, "Screen", on: AppScreenLayout.canvasWithContentAbsent)
        #expect(absent.first(kind: .view("ScrollView")) == nil, "\(tree.assumptions)")
    }
}
