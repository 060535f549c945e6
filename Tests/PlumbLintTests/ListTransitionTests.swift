import PlumbCore
@testable import PlumbLint
import XCTest

/// `list-transition` on rows the fix cannot extend.
final class ListTransitionTests: XCTestCase {
    func testARowEndingInConditionalModifiersIsReportedWithoutAFix() {
        let source = """
            struct Todos: View {
                @State private var items: [Todo] = []
                var body: some View {
                    ForEach(items) { item in
                        TodoRow(item: item)
                        #if os(iOS)
                            .padding()
                        #endif
                    }
                    Button("Add") { withAnimation { items.append(Todo()) } }
                }
            }
            """
        var configuration = Configuration(baseDirectory: "/")
        configuration.rules["list-transition"] = RuleSetting()
        let findings = Linter(configuration: configuration, jobs: 1).lint([LintInput(path: "Todos.swift", source: source)])
            .findings.filter { $0.ruleID == "list-transition" }
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.fix, [])
    }
}
