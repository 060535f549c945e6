import PlumbCore
@testable import PlumbLint
import XCTest

/// The rules that ask `ModifierCatalog` what a modifier's arguments and content are: where the
/// catalog's answer is more complete than the rule's own list was, the rule says so here.
final class ModifierFactsRuleTests: XCTestCase {
    private func lines(_ source: String, rule: String) -> [Int] {
        var configuration = Configuration(baseDirectory: "/")
        configuration.rules[rule] = RuleSetting()
        let result = Linter(configuration: configuration, jobs: 1).lint([LintInput(path: "View.swift", source: source)])
        return result.findings.filter { $0.ruleID == rule }.map(\.position.line)
    }

    private func toggle(in modifier: String) -> String {
        """
        struct Row: View {
            let isOn: Bool
            var body: some View {
                Text("Row")
                    \(modifier) {
                        if isOn { Text("On").bold() } else { Text("On") }
                    }
            }
        }
        """
    }

    /// A context menu, swipe actions, a destination and an inspector build views like an
    /// overlay does: the same view in both branches is reported there too.
    func testConditionalIdentityLooksIntoEveryModifierThatBuildsViews() throws {
        for modifier in [".overlay", ".contextMenu", ".swipeActions", ".navigationDestination(isPresented: $shown)", ".inspector(isPresented: $shown)"] {
            XCTAssertEqual(lines(toggle(in: modifier), rule: "conditional-identity"), [6], modifier)
        }
        XCTAssertEqual(lines(toggle(in: ".onTapGesture"), rule: "conditional-identity"), [])
    }

    /// A sheet's `onDismiss:` closure is an action, not the sheet's content.
    func testConditionalIdentitySkipsASheetsDismissAction() throws {
        let source = """
            struct Row: View {
                @State private var shown = false
                let isOn: Bool
                var body: some View {
                    Text("Row").sheet(isPresented: $shown, onDismiss: {
                        if isOn { Text("A").bold() } else { Text("A") }
                    }) { Text("Sheet") }
                }
            }
            """
        XCTAssertEqual(lines(source, rule: "conditional-identity"), [])
    }

    /// `Color(…)` given to `.border` is a style, not a second view the helper builds.
    func testViewBuilderFunctionCountsNoStyleAsAView() throws {
        func helper(_ modifier: String) -> String {
            """
            struct Card: View {
                @State private var count = 0
                var body: some View { VStack { badge; Text("\\(count)") } }
                var badge: some View { Text("New")\(modifier) }
            }
            """
        }
        XCTAssertEqual(lines(helper(".border(Color(white: 0.5))"), rule: "viewbuilder-function"), [])
        XCTAssertEqual(lines(helper(".overlay(Circle().stroke())"), rule: "viewbuilder-function"), [4])
    }

    /// A spacing length SwiftUI takes after an edge or axes; `spacing:` alone is another API.
    func testSpacingGridReadsALabeledLengthOnlyInSwiftUIsForm() {
        XCTAssertEqual(lines("let v = cell.containerRelativeFrame(.horizontal, spacing: 6)", rule: "spacing-grid"), [1])
        XCTAssertEqual(lines("let v = content.safeAreaInset(edge: .bottom, spacing: 6) { bar }", rule: "spacing-grid"), [1])
        XCTAssertEqual(lines("let v = cell.containerRelativeFrame(spacing: 6)", rule: "spacing-grid"), [])
    }
}
