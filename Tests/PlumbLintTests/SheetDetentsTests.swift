import PlumbCore
@testable import PlumbLint
import XCTest

/// `sheet-detents` across files: the presented view's declaration lives elsewhere.
final class SheetDetentsTests: XCTestCase {
    private func findings(_ files: [String: String]) -> [Finding] {
        var configuration = Configuration(baseDirectory: "/")
        configuration.rules["sheet-detents"] = RuleSetting()
        let inputs = files.sorted { $0.key < $1.key }.map { LintInput(path: $0.key, source: $0.value) }
        return Linter(configuration: configuration, jobs: 1).lint(inputs).findings.filter { $0.ruleID == "sheet-detents" }
    }

    private let home = """
        struct Home: View {
            @State private var editing = false
            var body: some View {
                List { Text("A") }
                    .sheet(isPresented: $editing) { EditSheet() }
            }
        }
        """

    func testDetentsInThePresentedViewsBodyInAnotherFile() {
        let sheet = """
            struct EditSheet: View {
                var body: some View { NavigationStack { Form { Text("Name") } }.presentationDetents([.medium]) }
            }
            """
        XCTAssertEqual(findings(["Home.swift": home, "EditSheet.swift": sheet]), [])
    }

    func testDetentsInAComputedPropertyOfAnExtensionInAThirdFile() {
        let sheet = "struct EditSheet: View { var body: some View { content } }"
        let extensionFile = """
            extension EditSheet {
                var content: some View { Form { Text("Name") }.presentationDetents([.height(320)]) }
            }
            """
        XCTAssertEqual(findings(["Home.swift": home, "EditSheet.swift": sheet, "EditSheet+Content.swift": extensionFile]), [])
    }

    func testAPresentedViewWithoutDetentsInAnotherFileIsReported() {
        let sheet = """
            struct EditSheet: View {
                @State private var picking = false
                var body: some View {
                    Form { Text("Name") }
                        .sheet(isPresented: $picking) { Text("Pick") }
                        .presentationDetents([.medium])
                }
            }
            """
        let found = findings(["Home.swift": home, "EditSheet.swift": sheet])
        XCTAssertEqual(found.map(\.position), [SourcePosition(file: "EditSheet.swift", line: 5, column: 13)])
    }

    func testAPresentedViewDeclaredNowhereIsALibraryView() {
        XCTAssertEqual(findings(["Home.swift": home]), [])
    }
}
