import PlumbCore
@testable import PlumbLint
import Testing

/// A screen whose List, Form or ScrollView is `.searchable` is judged with the field's room at
/// none and at its bound: a finding inside the searched content is reported where it holds at
/// both, and a screen without one is judged fully, where it used to be opaque.
@Suite struct SearchFieldScenarioTests {
    @Test(arguments: [
        """
        NavigationStack {
            List { Text("Weekend hike in the hills").frame(width: 40, height: 20) }
                .searchable(text: $query)
        }
        """,
        """
        NavigationStack {
            ScrollView { LazyVStack { Text("Weekend hike in the hills").frame(width: 40, height: 20) } }
        }
        .searchable(text: $query, placement: .navigationBarDrawer)
        """,
    ])
    func aFindingInTheSearchedContentIsReportedAtBothBounds(body: String) throws {
        let result = try RunTimeTextScenarioTests.lint(Self.screen(body))
        let clipping = result.findings.filter { $0.ruleID == "clipping" }
        #expect(clipping.first?.scenarios == ["iphone-14-pro/portrait@large+values-low", "iphone-14-pro/portrait@large+values-high"])
        #expect(result.layoutStatistics.fullyJudged == 1)
    }

    @Test(arguments: [
        """
        NavigationStack {
            List { Text("Basil"); Text("Thyme") }.navigationTitle("Herbs").searchable(text: $query)
        }
        """,
        """
        TabView {
            NavigationStack { Form { Toggle("Organic only", isOn: .constant(true)) }.searchable(text: $query, placement: .toolbar) }
                .tabItem { Label("Shop", systemImage: "cart") }
        }
        """,
    ])
    func aSearchedScreenWithoutProblemsIsJudgedFullyAndReportsNothing(body: String) throws {
        let result = try RunTimeTextScenarioTests.lint(Self.screen(body))
        #expect(result.findings.filter { $0.ruleID == "clipping" }.isEmpty)
        #expect(result.layoutStatistics.fullyJudged == 1)
    }

    @Test func aSearchedStackThatDoesNotScrollIsNotJudged() throws {
        let result = try RunTimeTextScenarioTests.lint(Self.screen("""
            NavigationStack { VStack { Text("Weekend hike in the hills").frame(width: 40, height: 20) }.searchable(text: $query) }
            """))
        #expect(result.findings.filter { $0.ruleID == "clipping" }.isEmpty)
        #expect(result.layoutStatistics.fullyJudged == 0)
    }

    private static func screen(_ body: String) -> String {
        """
        struct Screen: View {
            @State private var query = ""
            var body: some View {
                \(body)
            }
        }
        """
    }
}
